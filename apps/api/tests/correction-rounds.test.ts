/**
 * Issue 35: the first items flagged on a signed dossier open a correction round (revision 2), which
 * keeps the answers and receipts as they were; later items join it; one open round per dossier.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { correctionItems, correctionRounds, dossiers } from '../src/db/schema.js';
import { getOpenRound } from '../src/modules/correction-rounds/index.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { createDossierFiller, markSigned } from './support/managed-dossiers.js';

let t: TestApp;
let filler: ReturnType<typeof createDossierFiller>;
beforeAll(async () => {
  t = await createTestApp({ integrationWorker: false });
  filler = createDossierFiller(t);
});
afterAll(async () => t?.close());

const flag = async (id: number, reason: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/dossier/integration-state/${id}/corrections`,
    headers: await t.authAs('gestionnaire'),
    payload: { items: [{ kind: 'note', reason }] },
  });
// Note: in revision order (a query without ORDER BY returns PostgreSQL's rows in no set order).
const rounds = (id: number) =>
  t.database.db
    .select()
    .from(correctionRounds)
    .where(eq(correctionRounds.dossierId, id))
    .orderBy(asc(correctionRounds.revision));

async function signedDossier(): Promise<number> {
  const id = await filler.fill();
  await markSigned(t, id);
  return id;
}

describe('correction rounds', () => {
  it('the first items open revision 2 with the answers and receipts before; later items join it', async () => {
    const id = await signedDossier();
    expect(await getOpenRound(t.database.db, id)).toBeUndefined();
    expect((await flag(id, 'Premier')).statusCode).toBe(201);
    const [dossier] = await t.database.db.select().from(dossiers).where(eq(dossiers.id, id));
    const round = await getOpenRound(t.database.db, id);
    expect(round).toMatchObject({ revision: 2, status: 'open', sentAt: null, sentBy: null });
    expect(round!.answersBefore).toEqual(dossier!.values);
    const receiptsResponse = await t.app.inject({
      url: `/api/dossiers/${id}/receipts`,
      headers: await t.authAs('conseiller'),
    });
    const wire = receiptsResponse.json().receipts as { receiptId: number; elementId: number }[];
    expect(round!.receiptsBefore.map((r) => [r.receiptId, r.elementId])).toEqual(
      wire.map((r) => [r.receiptId, r.elementId]).sort((a, b) => a[0]! - b[0]!),
    );
    expect(round!.receiptsBefore[0]).toEqual({
      elementId: expect.any(Number),
      receiptId: expect.any(Number),
      title: expect.any(String),
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });

    expect((await flag(id, 'Second')).statusCode).toBe(201);
    expect(await rounds(id)).toHaveLength(1);
    const items = await t.database.db.select().from(correctionItems).where(eq(correctionItems.dossierId, id));
    expect(items.map((item) => item.roundId)).toEqual([round!.id, round!.id]);
  });

  it('two managers flagging at once: one open round, both items in it', async () => {
    const id = await signedDossier();
    const responses = await Promise.all([flag(id, 'Un'), flag(id, 'Deux'), flag(id, 'Trois')]);
    expect(responses.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    const [round, ...others] = await rounds(id);
    expect(others).toEqual([]);
    const items = await t.database.db.select().from(correctionItems).where(eq(correctionItems.dossierId, id));
    expect(items.map((item) => item.reason).sort()).toEqual(['Deux', 'Trois', 'Un']);
    expect(new Set(items.map((item) => item.roundId))).toEqual(new Set([round!.id]));
  });

  it('« en erreur » with items opens a round; without items, none', async () => {
    const put = async (id: number, items?: unknown[]) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/dossiers/integration-state/${id}`,
        headers: await t.authAs('gestionnaire'),
        payload: { integration_state: 'error', reason: 'Incomplet', ...(items ? { items } : {}) },
      });
    const bare = await signedDossier();
    expect((await put(bare)).statusCode).toBe(200);
    expect(await rounds(bare)).toEqual([]);

    const id = await signedDossier();
    expect((await put(id, [{ kind: 'note', reason: 'Voir la date' }])).statusCode).toBe(200);
    expect(await rounds(id)).toMatchObject([{ revision: 2, status: 'open' }]);
  });

  it('after a round is sent, the next items open revision 3', async () => {
    const id = await signedDossier();
    await flag(id, 'Premier');
    await t.database.db
      .update(correctionRounds)
      .set({ status: 'sent', sentAt: new Date() })
      .where(eq(correctionRounds.dossierId, id));
    await flag(id, 'Encore');
    expect((await rounds(id)).map((r) => [r.revision, r.status])).toEqual([
      [2, 'sent'],
      [3, 'open'],
    ]);
  });
});
