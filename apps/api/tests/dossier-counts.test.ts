import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { dossiers, tenants, users } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const counts = async (username: string) => {
  const response = await t.app.inject({
    url: '/api/dossiers/retrieve-number-dossiers-by-status',
    headers: await t.authAs(username),
  });
  expect(response.statusCode).toBe(200);
  return response.json();
};

/** Counts straight from the database, by status, for the demo tenant. */
async function countInDatabase(where: ReturnType<typeof sql>) {
  const [row] = await t.database.db
    .select({ count: sql<number>`count(*)::int` })
    .from(dossiers)
    .innerJoin(tenants, eq(tenants.id, dossiers.tenantId))
    .where(and(eq(tenants.code, 'demo'), where));
  return Number(row?.count ?? 0);
}

describe('GET /dossiers/retrieve-number-dossiers-by-status', () => {
  it('gives the back office every dossier of its tenant, by dashboard category', async () => {
    const body = await counts('backoffice');
    expect(body).toEqual({
      signed: await countInDatabase(
        sql`'signed' = ANY(${dossiers.status}) AND NOT ('canceled' = ANY(${dossiers.status}))`,
      ),
      signature: await countInDatabase(
        sql`('signature' = ANY(${dossiers.status}) OR 'mission_validation' = ANY(${dossiers.status}) OR 'mission_validated' = ANY(${dossiers.status})) AND NOT ('signed' = ANY(${dossiers.status}))`,
      ),
      current: await countInDatabase(
        sql`NOT (${dossiers.status} && ARRAY['signed','signature','mission_validation','mission_validated','canceled','rejected']::text[])`,
      ),
      abandoned: await countInDatabase(sql`${dossiers.status} && ARRAY['canceled','rejected']::text[]`),
      // No seeded dossier has correction items (issue 35).
      to_correct: 0,
    });
    for (const [key, value] of Object.entries(body))
      if (key !== 'to_correct') expect(value).toBeGreaterThan(0);
  });

  it('adds the five integration counters for manage_dossier only', async () => {
    const body = await counts('gestionnaire');
    for (const state of ['ongoing', 'validated', 'sync', 'error', 'refused']) {
      expect(body[`signed_${state}`]).toBe(
        await countInDatabase(
          sql`'signed' = ANY(${dossiers.status}) AND ${dossiers.integrationState} = ${state}`,
        ),
      );
      // « Validé » lasts until the delivery worker has sent the folder: the seed leaves none waiting.
      if (state !== 'validated') expect(body[`signed_${state}`]).toBeGreaterThan(0);
    }
    expect(
      body.signed_ongoing +
        body.signed_validated +
        body.signed_sync +
        body.signed_error +
        body.signed_refused,
    ).toBe(body.signed);
    expect(await counts('backoffice')).not.toHaveProperty('signed_ongoing');
  });

  it('gives an advisor only what it created or what belongs to its customers', async () => {
    const [advisor] = await t.database.db.select().from(users).where(eq(users.username, 'conseiller'));
    const mine = await countInDatabase(
      sql`(${dossiers.advisorId} = ${advisor!.id} OR ${dossiers.clientId} IN (SELECT id FROM customers WHERE advisor_id = ${advisor!.id}))`,
    );
    const body = await counts('conseiller');
    expect(body.signed + body.signature + body.current + body.abandoned).toBe(mine);
    // Each category on its own: an advisor's counts come from its two indexes (own, customers').
    for (const category of ['signed', 'signature', 'current', 'abandoned'] as const)
      expect(body[category]).toBe(
        await countInDatabase(
          sql`${dossiers.category} = ${category} AND (${dossiers.advisorId} = ${advisor!.id} OR ${dossiers.clientId} IN (SELECT id FROM customers WHERE advisor_id = ${advisor!.id}))`,
        ),
      );
    expect(body.current).toBeGreaterThan(0);
    expect(body.signed).toBeGreaterThan(0);
    const all = await counts('backoffice');
    expect(mine).toBeLessThan(all.signed + all.signature + all.current + all.abandoned);
  });

  it('gives a client only the dossiers it is the client of or authorized on', async () => {
    const [client] = await t.database.db.select().from(users).where(eq(users.username, 'client'));
    const own = sql`(${dossiers.clientId} = ${client!.customerId} OR ${dossiers.id} IN (SELECT dossier_id FROM authorized_clients WHERE customer_id = ${client!.customerId}))`;
    const body = await counts('client');
    expect(body.signed).toBe(await countInDatabase(sql`${own} AND 'signed' = ANY(${dossiers.status})`));
    expect(body.signed + body.signature + body.current + body.abandoned).toBe(await countInDatabase(own));
    expect(body.current).toBeGreaterThan(0);
    const all = await counts('backoffice');
    expect(body.current).toBeLessThan(all.current);
  });

  it('never crosses tenants', async () => {
    const body = await counts('conseiller.aestiam');
    const [aestiam] = await t.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(dossiers)
      .innerJoin(tenants, eq(tenants.id, dossiers.tenantId))
      .where(eq(tenants.code, 'aestiam'));
    expect(body.signed + body.signature + body.current + body.abandoned).toBe(Number(aestiam!.count));
    const demo = await counts('backoffice');
    expect(demo.signed + demo.signature + demo.current + demo.abandoned).toBe(
      await countInDatabase(sql`true`),
    );
  });
});
