import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BLOCK, DEMO_ELEMENT } from '../src/seed/forms/demo-subscription-form.js';
import { createDemoDossiers, type DemoDossiers } from './support/demo-dossiers.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let d: DemoDossiers;
beforeAll(async () => {
  t = await createTestApp();
  d = await createDemoDossiers(t);
});
afterAll(async () => t?.close());

const E = DEMO_ELEMENT;
const value = (elementId: number, v: string) => ({ elementId, value: v });

/** Saves the product block with `productCode` as the wizard sends it. */
async function saveProduct(
  dossierId: number,
  productCode: string,
  values: { elementId: number; value: string }[],
) {
  const { version } = await d.getDossier(dossierId);
  return t.app.inject({
    method: 'PUT',
    url: `/api/dossiers/${dossierId}/values`,
    headers: { ...(await t.authAs('conseiller')), 'if-match': String(version) },
    payload: {
      submittingBlockId: DEMO_BLOCK.product + d.offset,
      productCode,
      values: values.map((v) => ({ elementId: v.elementId + d.offset, value: v.value })),
    },
  });
}

describe('product variants (spec 02 §9): the demo tenant sells SCPI Épargne France as EP, scheduled savings', () => {
  it('lists the scheduled-savings elements of the product block for EP only', async () => {
    const headers = await t.authAs('conseiller');
    const names = async (query: string) =>
      (
        (
          await t.app.inject({
            url: `/api/fr/blocks/${DEMO_BLOCK.product + d.offset}/elements${query}`,
            headers,
          })
        ).json().elements as { name: string }[]
      ).map((element) => element.name);
    expect(await names('?productCode=EP')).toEqual(
      expect.arrayContaining(['shares', 'scheduled_monthly_amount', 'scheduled_debit_day']),
    );
    for (const query of ['?productCode=EF', '']) {
      const offered = await names(query);
      expect(offered).toContain('shares');
      expect(offered).not.toContain('scheduled_monthly_amount');
      expect(offered).not.toContain('scheduled_debit_day');
    }
  });

  it('prices EP at its product’s share and requires the monthly payment and debit day it offers', async () => {
    const id = await d.createDossier();
    const block = [value(E.product, 'EP'), value(E.shares, '10'), value(E.reinvestDividends, 'false')];
    const refused = await saveProduct(id, 'EP', block);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().errors.map((e: { property: string }) => e.property)).toEqual(
      expect.arrayContaining([
        String(E.scheduledMonthlyAmount + d.offset),
        String(E.scheduledDebitDay + d.offset),
      ]),
    );

    const saved = await saveProduct(id, 'EP', [
      ...block,
      value(E.scheduledMonthlyAmount, '150'),
      value(E.scheduledDebitDay, '10'),
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    const dossier = saved.json().dossier;
    expect(dossier.product_code).toBe('EP');
    const stored = new Map(
      dossier.values.map((v: { elementId: number; value: unknown }) => [v.elementId, v.value]),
    );
    expect(stored.get(E.subscriptionAmount + d.offset)).toBe('6700');
    expect(stored.get(E.scheduledMonthlyAmount + d.offset)).toBe('150');
  });

  it('does not ask the plain product for them', async () => {
    const id = await d.createDossier();
    const saved = await saveProduct(id, 'EF', [
      value(E.product, 'EF'),
      value(E.shares, '10'),
      value(E.reinvestDividends, 'false'),
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
  });
});
