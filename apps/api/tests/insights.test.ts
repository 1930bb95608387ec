/**
 * « Suivi » (issue 37): each chart's figures on dossiers seeded here in March 2020 (no demo dossier
 * is that old), checked against the values worked out by hand from what was seeded and against a
 * direct count in the database; who sees which dossiers' figures; bad filters.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  blocks,
  dossiers,
  forms,
  integrationHistory,
  pages,
  signatureEnvelopes,
  signatureRecipients,
  tenants,
  users,
} from '../src/db/schema.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
const PERIOD = 'from=2020-03-01&to=2020-03-31';
const HOUR = 3_600_000;
const ids: Record<string, string> = {};
let product = '';
let firstBlock = 0;
let secondBlock = 0;

const at = (day: string, hours = 0) => new Date(Date.parse(`2020-03-${day}T10:00:00Z`) + hours * HOUR);

type TSeedDossier = {
  tenantId: number;
  formId: number;
  advisorId: string;
  status: string[];
  created: Date;
  signed?: Date;
  validated?: Date;
  integrationState?: string;
  productCode?: string | null;
  direct?: boolean;
  lastSubmittedBlockId?: number | null;
};

async function insertDossier(seed: TSeedDossier): Promise<number> {
  const [row] = await t.database.db
    .insert(dossiers)
    .values({
      tenantId: seed.tenantId,
      formId: seed.formId,
      advisorId: seed.advisorId,
      status: seed.status,
      creationDate: seed.created,
      signatureDate: seed.signed ?? null,
      validationDate: seed.validated ?? null,
      integrationState: seed.integrationState ?? 'ongoing',
      productCode: seed.productCode ?? null,
      direct: seed.direct ?? false,
      lastSubmittedBlockId: seed.lastSubmittedBlockId ?? null,
    })
    .returning({ id: dossiers.id });
  return row!.id;
}

type TSeedParty = { party: string; status: string; signedAfterHours?: number };

async function insertEnvelope(
  dossier: { id: number; tenantId: number },
  step: string,
  status: string,
  sentAt: Date,
  parties: TSeedParty[],
) {
  const [envelope] = await t.database.db
    .insert(signatureEnvelopes)
    .values({
      tenantId: dossier.tenantId,
      dossierId: dossier.id,
      step,
      blockId: secondBlock,
      status,
      createdAt: sentAt,
    })
    .returning({ id: signatureEnvelopes.id });
  for (const party of parties) {
    await t.database.db.insert(signatureRecipients).values({
      envelopeId: envelope!.id,
      party: party.party,
      name: party.party,
      status: party.status,
      signedAt:
        party.signedAfterHours === undefined
          ? null
          : new Date(sentAt.getTime() + party.signedAfterHours * HOUR),
      ...(party.status === 'declined' ? { declineReason: 'Je réfléchis', declinedAt: sentAt } : {}),
    });
  }
}

async function insertHistory(
  dossier: { id: number; tenantId: number },
  kind: string,
  state: string,
  reason?: string,
) {
  await t.database.db
    .insert(integrationHistory)
    .values({ tenantId: dossier.tenantId, dossierId: dossier.id, kind, state, reason: reason ?? null });
}

async function findUserId(username: string): Promise<string> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return row!.id;
}

async function findClientForm(tenantCode: string): Promise<{ tenantId: number; formId: number }> {
  const [row] = await t.database.db
    .select({ tenantId: tenants.id, formId: forms.id })
    .from(forms)
    .innerJoin(tenants, eq(tenants.id, forms.tenantId))
    .where(and(eq(tenants.code, tenantCode), eq(forms.isBackOffice, false)))
    .orderBy(asc(forms.id))
    .limit(1);
  return row!;
}

/**
 * The dossiers of March 2020: four of the advisor « conseiller » (product P, advisor-led), three of
 * the partner (no product; one direct), one of April, one of another tenant.
 */
async function seedDossiers() {
  const demo = await findClientForm('demo');
  const aestiam = await findClientForm('aestiam');
  const [first, second] = await t.database.db
    .select({ id: blocks.id })
    .from(blocks)
    .innerJoin(pages, eq(pages.id, blocks.pageId))
    .where(eq(blocks.formId, demo.formId))
    .orderBy(asc(pages.rank), asc(blocks.rank))
    .limit(2);
  firstBlock = first!.id;
  secondBlock = second!.id;
  ids.conseiller = await findUserId('conseiller');
  ids.partenaire = await findUserId('partenaire');
  const mine = { ...demo, advisorId: ids.conseiller, productCode: product };
  const partner = { ...demo, advisorId: ids.partenaire };
  const signedSync = ['signed'];

  await insertDossier({ ...mine, status: ['ongoing'], created: at('02') });
  await insertDossier({ ...mine, status: ['ongoing'], created: at('03'), lastSubmittedBlockId: firstBlock });
  await insertDossier({
    ...mine,
    status: ['canceled'],
    created: at('04'),
    lastSubmittedBlockId: secondBlock,
  });
  const a4 = {
    id: await insertDossier({
      ...mine,
      status: signedSync,
      created: at('05'),
      signed: at('07'),
      validated: at('08'),
      integrationState: 'sync',
    }),
    tenantId: demo.tenantId,
  };
  await insertEnvelope(a4, 'subscription', 'completed', at('06'), [
    { party: 'subscriber', status: 'signed', signedAfterHours: 2 },
    { party: 'subscriber_advisor', status: 'signed', signedAfterHours: 4 },
  ]);
  await insertHistory(a4, 'state', 'error', 'Délai dépassé');
  await insertHistory(a4, 'state', 'validated');
  await insertHistory(a4, 'delivery', 'error', 'HTTP 503');
  await insertHistory(a4, 'state', 'validated');
  await insertHistory(a4, 'delivery', 'sync');

  const a5 = {
    id: await insertDossier({
      ...partner,
      status: signedSync,
      created: at('06'),
      signed: at('07'),
      integrationState: 'refused',
      direct: true,
    }),
    tenantId: demo.tenantId,
  };
  await insertEnvelope(a5, 'subscription', 'completed', at('06', 12), [
    { party: 'subscriber', status: 'signed', signedAfterHours: 1 },
  ]);
  await insertHistory(a5, 'state', 'error', 'Délai dépassé');
  await insertHistory(a5, 'state', 'refused', 'Pièce manquante');
  await insertHistory(a5, 'state', 'refused', 'Écart de montant');

  const a6 = {
    id: await insertDossier({
      ...partner,
      status: ['ongoing'],
      created: at('07'),
      lastSubmittedBlockId: secondBlock,
    }),
    tenantId: demo.tenantId,
  };
  await insertEnvelope(a6, 'mission', 'declined', at('08'), [
    { party: 'subscriber', status: 'signed', signedAfterHours: 5 },
    { party: 'co_subscriber', status: 'declined' },
  ]);
  await insertEnvelope(a6, 'subscription', 'expired', at('09'), [{ party: 'subscriber', status: 'sent' }]);
  await insertHistory(a6, 'state', 'refused', '\u00a0ÉCART\u202fDE  MONTANT ');

  const a7 = {
    id: await insertDossier({
      ...partner,
      status: signedSync,
      created: at('08'),
      signed: at('11'),
      integrationState: 'refused',
    }),
    tenantId: demo.tenantId,
  };
  await insertEnvelope(a7, 'subscription', 'completed', at('10'), [
    { party: 'subscriber', status: 'signed', signedAfterHours: 3 },
  ]);
  await insertHistory(a7, 'state', 'error', ' délai   dépassé ');
  await insertHistory(a7, 'state', 'refused', 'Pièce   manquante');
  await insertHistory(a7, 'state', 'refused', 'Écart de montant');
  // A correction request keeps the state it was in: not a reason of its own.
  await insertHistory(a7, 'correction', 'error', 'RIB illisible');

  // Outside the period, and another tenant's: never counted here.
  await insertDossier({
    ...mine,
    status: signedSync,
    created: new Date('2020-04-01T10:00:00Z'),
    signed: at('20'),
  });
  await insertDossier({
    ...aestiam,
    advisorId: await findUserId('conseiller.aestiam'),
    status: signedSync,
    created: at('10'),
    signed: at('12'),
  });
}

const call = async (username: string, chart: string, query = PERIOD) => {
  const response = await t.app.inject({
    url: `/api/insights/${chart}?${query}`,
    headers: await t.authAs(username),
  });
  return { status: response.statusCode, body: response.json() };
};
const ok = async (username: string, chart: string, query = PERIOD) => {
  const { status, body } = await call(username, chart, query);
  expect(status, JSON.stringify(body)).toBe(200);
  return body;
};
const funnelCounts = async (username: string, query = PERIOD) =>
  Object.fromEntries(
    (await ok(username, 'funnel', query)).stages.map((stage: { stage: string; count: number }) => [
      stage.stage,
      stage.count,
    ]),
  );

beforeAll(async () => {
  t = await createTestApp();
  const filters = await ok('backoffice', 'filters', 'locale=fr');
  product = filters.products[0].code;
  await seedDossiers();
}, 120_000);
afterAll(async () => t?.close());

describe('GET /insights/filters', () => {
  it('offers the tenant’s products and creators to the back office, only products to an advisor', async () => {
    const tenant = await ok('backoffice', 'filters', 'locale=en');
    expect(tenant.scope).toBe('tenant');
    expect(tenant.products.length).toBeGreaterThan(0);
    expect(tenant.advisors.map((advisor: { id: string }) => advisor.id)).toEqual(
      expect.arrayContaining([ids.conseiller, ids.partenaire]),
    );
    expect(tenant.channels).toEqual(['advisor', 'direct']);
    const own = await ok('conseiller', 'filters', 'locale=fr');
    expect(own).toMatchObject({ scope: 'own', advisors: [] });
  });
});

describe('GET /insights/funnel', () => {
  it('counts the tenant’s dossiers created in the period at each stage, with the outcomes beside', async () => {
    const body = await ok('backoffice', 'funnel');
    expect(body.period).toEqual({ from: '2020-03-01', to: '2020-03-31' });
    expect(body.scope).toBe('tenant');
    expect(body.stages).toEqual([
      { stage: 'created', count: 7, rate: 1, stepRate: null },
      { stage: 'form_complete', count: 4, rate: 0.5714, stepRate: 0.5714 },
      { stage: 'in_signature', count: 4, rate: 0.5714, stepRate: 1 },
      { stage: 'signed', count: 3, rate: 0.4286, stepRate: 0.75 },
      { stage: 'validated', count: 1, rate: 0.1429, stepRate: 0.3333 },
      { stage: 'synchronised', count: 1, rate: 0.1429, stepRate: 1 },
    ]);
    expect(body.outcomes).toEqual([
      { outcome: 'abandoned', count: 1, rate: 0.1429 },
      { outcome: 'refused', count: 2, rate: 0.2857 },
      { outcome: 'expired', count: 1, rate: 0.1429 },
    ]);
    // The same as a direct count of the tenant's dossiers of March 2020.
    const [direct] = await t.database.db
      .select({
        created: sql<number>`count(*)::int`,
        signed: sql<number>`count(*) FILTER (WHERE 'signed' = ANY(status))::int`,
      })
      .from(dossiers)
      .innerJoin(tenants, eq(tenants.id, dossiers.tenantId))
      .where(
        and(
          eq(tenants.code, 'demo'),
          sql`${dossiers.creationDate} >= '2020-03-01T00:00:00+01:00' AND ${dossiers.creationDate} < '2020-04-01T00:00:00+02:00'`,
        ),
      );
    expect([body.stages[0].count, body.stages[3].count]).toEqual([direct!.created, direct!.signed]);
  });

  it('gives the manager and the dossier manager the tenant’s figures too', async () => {
    const tenant = await funnelCounts('backoffice');
    expect(await funnelCounts('manager')).toEqual(tenant);
    expect(await funnelCounts('gestionnaire')).toEqual(tenant);
  });

  it('gives an advisor only its own dossiers’ figures, and another tenant’s advisor only its own', async () => {
    const body = await ok('conseiller', 'funnel');
    expect(body.scope).toBe('own');
    expect(
      Object.fromEntries(body.stages.map((s: { stage: string; count: number }) => [s.stage, s.count])),
    ).toEqual({
      created: 4,
      form_complete: 1,
      in_signature: 1,
      signed: 1,
      validated: 1,
      synchronised: 1,
    });
    expect(body.outcomes.map((o: { count: number }) => o.count)).toEqual([1, 0, 0]);
    expect((await funnelCounts('conseiller.aestiam')).created).toBe(1);
    expect((await funnelCounts('partenaire')).created).toBe(3);
  });

  it('narrows by product, advisor and channel', async () => {
    expect((await funnelCounts('backoffice', `${PERIOD}&product=${product}`)).created).toBe(4);
    expect((await funnelCounts('backoffice', `${PERIOD}&advisor=${ids.partenaire}`)).created).toBe(3);
    expect((await funnelCounts('backoffice', `${PERIOD}&channel=direct`)).created).toBe(1);
    expect((await funnelCounts('backoffice', `${PERIOD}&channel=advisor`)).created).toBe(6);
    expect((await funnelCounts('backoffice', 'from=2020-03-05&to=2020-03-06')).created).toBe(2);
    expect((await funnelCounts('conseiller', `${PERIOD}&advisor=${ids.conseiller}`)).created).toBe(4);
  });
});

describe('GET /insights/form-drop-off', () => {
  it('lists unfinished dossiers by the last block they saved, titled, abandoned ones counted', async () => {
    const body = await ok('backoffice', 'form-drop-off', `${PERIOD}&locale=fr`);
    expect(body.unfinished).toBe(4);
    const rows = body.rows.map((row: { blockId: number | null; count: number; abandoned: number }) => [
      row.blockId,
      row.count,
      row.abandoned,
    ]);
    expect(rows).toEqual([
      [null, 1, 0],
      [firstBlock, 1, 0],
      [secondBlock, 2, 1],
    ]);
    expect(body.rows[1].blockTitle).toEqual(expect.any(String));
    expect(body.rows[1].pageTitle).toEqual(expect.any(String));
    expect(body.rows[2].rate).toBe(0.5);
    const own = await ok('conseiller', 'form-drop-off', PERIOD);
    expect(own.unfinished).toBe(3);
  });
});

describe('GET /insights/times', () => {
  it('gives the median and 90th percentile of each duration, in seconds', async () => {
    const body = await ok('backoffice', 'times');
    expect(body.rows).toEqual([
      {
        measure: 'creation_to_signature',
        step: null,
        party: null,
        count: 3,
        medianSeconds: 48 * 3600,
        // percentile_cont(0.9) of 24 h, 48 h, 72 h: 48 h + 0.8 × 24 h.
        p90Seconds: 241_920,
      },
      {
        measure: 'invitation_to_signature',
        step: 'mission',
        party: 'subscriber',
        count: 1,
        medianSeconds: 18_000,
        p90Seconds: 18_000,
      },
      {
        measure: 'invitation_to_signature',
        step: 'subscription',
        party: 'subscriber',
        count: 3,
        medianSeconds: 7_200,
        p90Seconds: 10_080,
      },
      {
        measure: 'invitation_to_signature',
        step: 'subscription',
        party: 'subscriber_advisor',
        count: 1,
        medianSeconds: 14_400,
        p90Seconds: 14_400,
      },
      {
        measure: 'signature_to_validation',
        step: null,
        party: null,
        count: 1,
        medianSeconds: 86_400,
        p90Seconds: 86_400,
      },
    ]);
    // The same as PostgreSQL's own percentile over the seeded signed dossiers.
    const [direct] = await t.database.db
      .execute<{ median: number }>(
        sql`SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM signature_date - creation_date))::float AS median
        FROM dossiers WHERE tenant_id = (SELECT id FROM tenants WHERE code = 'demo')
        AND creation_date >= '2020-03-01' AND creation_date < '2020-04-01' AND signature_date IS NOT NULL`,
      )
      .then((result) => (result as unknown as { rows: { median: number }[] }).rows);
    expect(Number(direct!.median)).toBe(body.rows[0].medianSeconds);
  });

  it('answers no duration with null figures for an empty period', async () => {
    const body = await ok('conseiller', 'times', 'from=2019-01-01&to=2019-01-31');
    expect(body.rows).toEqual([
      {
        measure: 'creation_to_signature',
        step: null,
        party: null,
        count: 0,
        medianSeconds: null,
        p90Seconds: null,
      },
      {
        measure: 'signature_to_validation',
        step: null,
        party: null,
        count: 0,
        medianSeconds: null,
        p90Seconds: null,
      },
    ]);
  });
});

describe('GET /insights/reasons', () => {
  it('groups refusal and error reasons by text, signature refusals by party, expired envelopes by step', async () => {
    const body = await ok('gestionnaire', 'reasons');
    expect(body.integration).toEqual([
      { state: 'error', source: 'manager', reason: 'Délai dépassé', count: 3 },
      { state: 'refused', source: 'manager', reason: 'Écart de montant', count: 3 },
      { state: 'refused', source: 'manager', reason: 'Pièce manquante', count: 2 },
      { state: 'error', source: 'delivery', reason: 'HTTP 503', count: 1 },
    ]);
    expect(body.otherCount).toEqual({ refused: 0, error: 0 });
    expect(body.signatureRefusals).toEqual([{ step: 'mission', party: 'co_subscriber', count: 1 }]);
    expect(body.expiredEnvelopes).toEqual([
      { step: 'mission', sent: 1, expired: 0, rate: 0 },
      { step: 'subscription', sent: 4, expired: 1, rate: 0.25 },
    ]);
    const own = await ok('conseiller', 'reasons');
    expect(own.integration).toEqual([
      { state: 'error', source: 'manager', reason: 'Délai dépassé', count: 1 },
      { state: 'error', source: 'delivery', reason: 'HTTP 503', count: 1 },
    ]);
    expect(own.signatureRefusals).toEqual([]);
  });

  it('folds accented capitals the same when the reasons are collated "C" (a database created with C collation)', async () => {
    const collate = (collation: string) =>
      t.database.db.execute(
        sql.raw(`ALTER TABLE integration_history ALTER COLUMN reason TYPE text COLLATE "${collation}"`),
      );
    await collate('C');
    try {
      // Another period than above, so that no cached answer is given.
      const body = await ok('gestionnaire', 'reasons', 'from=2020-02-01&to=2020-03-31');
      expect(body.integration).toContainEqual({
        state: 'refused',
        source: 'manager',
        reason: 'Écart de montant',
        count: 3,
      });
      expect(body.integration).toHaveLength(4);
    } finally {
      await collate('default');
    }
  });
});

describe('who may call, and bad filters', () => {
  it('refuses customers', async () => {
    for (const username of ['client', 'prospect', 'prospect.direct']) {
      const { status, body } = await call(username, 'funnel');
      expect(status).toBe(403);
      expect(body.errors).toEqual([{ property: 'authorization', message: 'api.error.forbidden' }]);
    }
  });

  it.each([
    ['from=2020-13-01', 'from', 'api.error.invalid_format'],
    ['from=2020-03-31&to=2020-03-01', 'to', 'api.error.invalid_value'],
    ['from=2010-01-01&to=2020-01-01', 'from', 'api.error.too_big'],
    ['product=NO-SUCH-PRODUCT', 'product', 'api.error.invalid_value'],
    ['advisor=not-a-uuid', 'advisor', 'api.error.invalid_format'],
    ['advisor=00000000-0000-4000-8000-000000000000', 'advisor', 'api.error.invalid_value'],
    ['channel=phone', 'channel', 'api.error.invalid_value'],
    ['locale=de', 'locale', 'api.error.locale'],
  ])('answers 422 to %s', async (query, property, message) => {
    for (const chart of ['funnel', 'form-drop-off', 'times', 'reasons']) {
      const { status, body } = await call('backoffice', chart, query);
      expect(status).toBe(422);
      expect(body.errors).toContainEqual({ property, message });
    }
  });

  it('answers 422 to an advisor filtering by another advisor', async () => {
    const { status, body } = await call('conseiller', 'funnel', `${PERIOD}&advisor=${ids.partenaire}`);
    expect(status).toBe(422);
    expect(body.errors).toEqual([{ property: 'advisor', message: 'api.error.invalid_value' }]);
  });
});

describe('the demo tenant, with the default period (the last 90 days)', () => {
  it('gives non-empty charts from the seed’s sample dossiers', async () => {
    const funnel = await ok('gestionnaire', 'funnel', 'locale=fr');
    const counts = Object.fromEntries(
      funnel.stages.map((stage: { stage: string; count: number }) => [stage.stage, stage.count]),
    );
    for (const stage of ['created', 'signed', 'synchronised']) expect(counts[stage]).toBeGreaterThan(0);
    expect((await ok('gestionnaire', 'form-drop-off', 'locale=en')).unfinished).toBeGreaterThan(0);
    expect((await ok('gestionnaire', 'times', 'locale=fr')).rows[0].count).toBeGreaterThan(0);
    expect((await ok('gestionnaire', 'reasons', 'locale=fr')).integration.length).toBeGreaterThan(0);
  });
});
