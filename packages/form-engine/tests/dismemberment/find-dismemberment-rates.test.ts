import { describe, expect, it } from 'vitest';
import { findDismembermentRates, findTemporaryRateTable, isLifeDismemberment } from '../../src/index.js';
import { createTenant } from '../fixtures/subscription-form.js';

const tenant = createTenant();

describe('findDismembermentRates', () => {
  it('uses the life table by age for Viager, the temporary table by duration otherwise (the swap of spec 5)', () => {
    expect(findDismembermentRates(tenant, 'PU', 'Viager', 65)).toEqual({ usufruct: 40, bare_ownership: 60 });
    expect(findDismembermentRates(tenant, 'PU', 'viager', 10)).toEqual({ usufruct: 90, bare_ownership: 10 });
    expect(findDismembermentRates(tenant, 'PU', 'Temporaire', 10)).toEqual({
      usufruct: 34,
      bare_ownership: 66,
    });
    expect(findDismembermentRates(tenant, 'PU', null, 20)).toEqual({ usufruct: 45, bare_ownership: 55 });
  });

  it("uses the product's own table when the product map names one", () => {
    expect(findDismembermentRates(tenant, 'PI', 'Temporaire', 10)).toEqual({
      usufruct: 35,
      bare_ownership: 65,
    });
    expect(findTemporaryRateTable(tenant, 'PI')?.id).toBe('demonstration');
    expect(findTemporaryRateTable(tenant, 'UNKNOWN')?.id).toBe('standard');
    expect(findTemporaryRateTable(tenant, null)?.id).toBe('standard');
  });

  it('has no answer without a table', () => {
    const bare = { ...tenant, rate_tables: { ...tenant.rate_tables, default_temporary: null } };
    expect(findDismembermentRates(bare, 'PU', 'Temporaire', 10)).toBeNull();
    expect(
      findTemporaryRateTable(
        { ...tenant, rate_tables: { ...tenant.rate_tables, default_temporary: 'missing' } },
        null,
      ),
    ).toBeNull();
  });
});

describe('isLifeDismemberment', () => {
  it.each([
    ['Viager', true],
    [' viager ', true],
    ['Temporaire', false],
    ['', false],
    [null, false],
  ])('%s → %s', (type, expected) => {
    expect(isLifeDismemberment(type)).toBe(expected);
  });
});
