import { describe, expect, it } from 'vitest';
import { PERCENTAGE_GROUP_TOTAL, validatePercentageSum } from '../../src/index.js';

describe('validatePercentageSum', () => {
  it('defaults to exactly 100 (spec 9: percentage group total 100)', () => {
    expect(PERCENTAGE_GROUP_TOTAL).toBe(100);
    expect(validatePercentageSum(['20', '20', '20', '20', '20'])).toBeNull();
    expect(validatePercentageSum(['33.3', '33.3', '33.4'])).toBeNull();
    expect(validatePercentageSum(['50', '', '50'])).toBeNull();
    expect(validatePercentageSum(['20', '20', '20', '20', '19'])).toEqual({
      message: 'validation.error.percentage-range-group-sum-exact',
      params: { min: '100', max: '100', value: '100' },
    });
    expect(validatePercentageSum(['20', '20', '20', '20', '21'])).not.toBeNull();
  });

  it('checks a range group sum within [min, max]', () => {
    expect(validatePercentageSum(['40', '50'], 90, 100)).toBeNull();
    expect(validatePercentageSum(['40', '60'], 90, 100)).toBeNull();
    expect(validatePercentageSum(['40', '40'], 90, 100)).toEqual({
      message: 'validation.error.percentage-range-group-sum',
      params: { min: '90', max: '100' },
    });
  });

  it("gives the element's errorMessage instead when it has one", () => {
    expect(validatePercentageSum(['1'], 90, 100, 'group.custom')).toEqual({
      message: 'group.custom',
      params: { min: '90', max: '100' },
    });
  });
});
