import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dossiers } from '../src/db/schema.js';
import { createDossierFiller } from './support/managed-dossiers.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

type TListed = { id: number; subscriptionGlobalAmount: number | null; amountPaid: number | null };

describe('the amount paid beside the full-property value (issue 27 item 16)', () => {
  it('lists and summarises a bare-ownership folder by what the subscriber pays, with the full-property value', async () => {
    // The demo's happy path: 520 shares of SCPI Pierre Urbaine at 200 €, bare ownership for 10 years (65 %).
    const id = await createDossierFiller(t).fill();
    const headers = await t.authAs('conseiller');
    const list = await t.app.inject({
      url: '/api/dossiers?state=current-cases&page=1&itemsPerPage=100',
      headers,
    });
    expect(list.statusCode, list.body).toBe(200);
    const row = (list.json().dossiers as TListed[]).find((folder) => folder.id === id);
    expect(row).toMatchObject({ amountPaid: 67_600, subscriptionGlobalAmount: 104_000 });

    const summary = await t.app.inject({ url: `/api/dossier/${id}/summary`, headers });
    expect(summary.json().summary).toMatchObject({
      amountPaid: 67_600,
      subscriptionGlobalAmount: 104_000,
      dismemberment_type: 'temporary',
    });
  });

  it('gives every seeded folder the amount paid its answers give: the full amount in full property, the part when dismembered', async () => {
    const rows = await t.database.db
      .select({
        type: dossiers.dismembermentType,
        scope: dossiers.dismembermentScope,
        full: dossiers.amountCents,
        paid: dossiers.amountPaidCents,
      })
      .from(dossiers);
    const seeded = rows.filter((row) => row.full !== null);
    expect(seeded.length).toBeGreaterThan(10);
    for (const row of seeded) {
      expect(row.paid, JSON.stringify(row)).not.toBeNull();
      if (row.type === 'full_property') expect(row.paid).toBe(row.full);
      else expect(row.paid!).toBeLessThan(row.full!);
    }
    expect(seeded.some((row) => row.scope?.startsWith('np'))).toBe(true);
  });
});
