/**
 * Issue 35, point 3: only what is flagged reopens. While a signed dossier has open correction items,
 * a block holding a flagged field may be saved (checked on the whole form), nothing else; a flagged
 * receipt may be replaced or added, no other receipt touched.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { dossiers } from '../src/db/schema.js';
import { DEMO_HAPPY_PATH_VALUES, type DemoStep } from '../src/seed/forms/demo-happy-path.js';
import { DEMO_BLOCK, DEMO_ELEMENT } from '../src/seed/forms/demo-subscription-form.js';
import { createDemoDossiers, type DemoDossiers } from './support/demo-dossiers.js';
import { createDossierFiller, markSigned } from './support/managed-dossiers.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let filler: ReturnType<typeof createDossierFiller>;
let demo: DemoDossiers;
beforeAll(async () => {
  t = await createTestApp({ integrationWorker: false });
  filler = createDossierFiller(t);
  demo = await createDemoDossiers(t);
});
afterAll(async () => t?.close());

const E = DEMO_ELEMENT;
const OUTSIDE = 'correction.error.outside-items';
const happy = (blockId: number) => DEMO_HAPPY_PATH_VALUES.find((step) => step.blockId === blockId)!;
/** A happy-path step with some answers changed. */
function changed(blockId: number, values: Record<number, string>): DemoStep {
  const step = happy(blockId);
  return {
    blockId,
    values: step.values.map((v) => (v.elementId in values ? { ...v, value: values[v.elementId]! } : v)),
  };
}

type TItem = Record<string, unknown>;
async function flag(id: number, items: TItem[]) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/dossier/integration-state/${id}/corrections`,
    headers: await t.authAs('gestionnaire'),
    payload: { items },
  });
  expect(response.statusCode, response.body).toBe(201);
}
const storedValues = async (id: number) =>
  (await t.database.db.select().from(dossiers).where(eq(dossiers.id, id)))[0]!;
const listReceipts = async (id: number) =>
  (await t.app.inject({ url: `/api/dossiers/${id}/receipts`, headers: await t.authAs('conseiller') })).json()
    .receipts as { receiptId: number; elementId: number; typeId: string | null }[];
const removeReceipt = async (id: number, receiptId: number) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/dossiers/${id}/receipts/${receiptId}`,
    headers: await t.authAs('conseiller'),
  });

/** A signed dossier with the subscriber's last name flagged. */
async function flaggedDossier(extra: TItem[] = []) {
  const id = await filler.fill();
  await markSigned(t, id);
  await flag(id, [
    { kind: 'field', elementId: E.lastName + demo.offset, reason: 'Nom mal orthographié' },
    ...extra,
  ]);
  return id;
}

describe('a block holding a flagged field', () => {
  it('is saved by the advisor, the other answers untouched, the last submitted block kept', async () => {
    const id = await flaggedDossier();
    const before = await storedValues(id);
    const response = await demo.submit(id, changed(DEMO_BLOCK.identity, { [E.lastName]: 'MARTINEZ' }));
    expect(response.statusCode, response.body).toBe(200);
    const after = await storedValues(id);
    expect(after.values[String(E.lastName + demo.offset)]).toBe('MARTINEZ');
    const others = (values: Record<string, unknown>) =>
      Object.entries(values).filter(([key]) => key !== String(E.lastName + demo.offset));
    expect(others(after.values)).toEqual(others(before.values));
    expect(after.lastSubmittedBlockId).toBe(before.lastSubmittedBlockId);
    expect(after.status).toEqual(['signed']);
  });

  it('is refused to the dossier manager (he flags, the advisor corrects)', async () => {
    const id = await flaggedDossier();
    const response = await demo.submit(
      id,
      changed(DEMO_BLOCK.identity, { [E.lastName]: 'X' }),
      'gestionnaire',
    );
    expect(response.statusCode).toBe(403);
  });
});

describe('a correction outside the flagged items', () => {
  it('another block: 422 naming each answer sent, nothing saved', async () => {
    const id = await flaggedDossier();
    const before = await storedValues(id);
    const response = await demo.submit(id, changed(DEMO_BLOCK.contact, { [E.city]: 'Lyon' }));
    expect(response.statusCode).toBe(422);
    const errors = response.json().errors as { property: string; message: string }[];
    expect(errors).toContainEqual({ property: String(E.city + demo.offset), message: OUTSIDE });
    expect(errors.every((error) => error.message === OUTSIDE)).toBe(true);
    expect((await storedValues(id)).values).toEqual(before.values);
  });

  it('an answer of another block slipped into the flagged block’s save: 422 naming it', async () => {
    const id = await flaggedDossier();
    const step = changed(DEMO_BLOCK.identity, { [E.lastName]: 'MARTINEZ' });
    const response = await demo.submit(id, {
      ...step,
      values: [...step.values, { elementId: E.city, value: 'Lyon' }],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([{ property: String(E.city + demo.offset), message: OUTSIDE }]);
  });

  it('a signed dossier without open items stays locked as before (403)', async () => {
    const id = await filler.fill();
    await markSigned(t, id);
    const response = await demo.submit(id, changed(DEMO_BLOCK.identity, { [E.lastName]: 'X' }));
    expect(response.statusCode).toBe(403);
  });
});

describe('the engine’s rules on the whole form', () => {
  it('a correction that makes another block’s answer invalid is refused, naming it', async () => {
    const id = await filler.fill();
    await markSigned(t, id);
    await flag(id, [{ kind: 'field', elementId: E.shares + demo.offset, reason: 'Nombre de parts' }]);
    const before = await storedValues(id);
    const response = await demo.submit(id, changed(DEMO_BLOCK.product, { [E.shares]: '600' }));
    expect(response.statusCode, response.body).toBe(422);
    const errors = response.json().errors as { property: string; message: string }[];
    expect(errors[0]).toEqual({ property: 'values', message: 'correction.error.breaks-other-answers' });
    expect(errors.map((error) => error.property)).toContain(String(E.amountInWords + demo.offset));
    expect((await storedValues(id)).values).toEqual(before.values);
  });

  it('an invalid answer in the flagged block is refused with the engine’s message', async () => {
    const id = await flaggedDossier();
    const response = await demo.submit(id, changed(DEMO_BLOCK.identity, { [E.lastName]: '' }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toContainEqual({
      property: String(E.lastName + demo.offset),
      message: 'validation.error.required',
    });
  });
});

describe('receipts during a correction', () => {
  async function receiptFlagged() {
    const id = await filler.fill();
    await markSigned(t, id);
    const receipts = await listReceipts(id);
    const identity = receipts.find((r) => r.elementId === E.identityReceipt + demo.offset)!;
    await flag(id, [
      {
        kind: 'receipt',
        elementId: identity.elementId,
        receiptId: identity.receiptId,
        problem: 'expired',
        reason: 'Carte expirée',
      },
    ]);
    return { id, identity, receipts };
  }

  it('a flagged receipt is replaced: the new one added, the old one removed, no block reopened', async () => {
    const { id, identity } = await receiptFlagged();
    await demo.putReceipts(id, [{ elementId: E.identityReceipt, typeId: 1, title: 'cni-2026.pdf' }]);
    expect((await removeReceipt(id, identity.receiptId)).statusCode).toBe(204);
    const now = await listReceipts(id);
    expect(now.filter((r) => r.elementId === identity.elementId).map((r) => r.receiptId)).not.toContain(
      identity.receiptId,
    );
    expect(now.filter((r) => r.elementId === identity.elementId)).toHaveLength(1);
    const identityBlock = await demo.submit(id, changed(DEMO_BLOCK.identity, { [E.lastName]: 'X' }));
    expect(identityBlock.statusCode).toBe(422);
  });

  it('an unflagged receipt is neither added to nor removed', async () => {
    const { id, receipts } = await receiptFlagged();
    const rib = receipts.find((r) => r.elementId === E.ribReceipt + demo.offset)!;
    const upload = await t.app.inject({
      method: 'PUT',
      url: `/api/dossiers/${id}/receipts`,
      headers: await t.authAs('conseiller'),
      payload: { receipts: [{ elementId: rib.elementId, typeId: 30, title: 'rib.pdf', value: 'JVBERi0=' }] },
    });
    expect(upload.statusCode).toBe(422);
    expect(upload.json().errors).toEqual([{ property: 'receipts.0.elementId', message: OUTSIDE }]);
    const removal = await removeReceipt(id, rib.receiptId);
    expect(removal.statusCode).toBe(422);
    expect(removal.json().errors).toEqual([{ property: 'receiptId', message: OUTSIDE }]);
    expect(await listReceipts(id)).toHaveLength(receipts.length);
  });

  it('a missing receipt is added', async () => {
    const id = await filler.fill();
    await markSigned(t, id);
    await flag(id, [
      {
        kind: 'receipt',
        elementId: E.addressReceipt + demo.offset,
        problem: 'missing',
        reason: 'Verso absent',
      },
    ]);
    const count = (await listReceipts(id)).length;
    await demo.putReceipts(id, [{ elementId: E.addressReceipt, typeId: 10, title: 'verso.pdf' }]);
    expect(await listReceipts(id)).toHaveLength(count + 1);
  });
});

describe('the checklist tells where each item stands', () => {
  const checklist = async (id: number) => {
    const response = await t.app.inject({
      url: `/api/dossier/${id}/corrections`,
      headers: await t.authAs('conseiller'),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('not yet, then corrected with the answer before and after; a note has no state', async () => {
    const id = await flaggedDossier([{ kind: 'note', reason: 'Vérifier' }]);
    const before = await checklist(id);
    expect(before).toMatchObject({ revision: 2, changes: [], invalid: [] });
    expect(before.items.map((item: TItem) => item.corrected)).toEqual([false, null]);

    await demo.submit(id, changed(DEMO_BLOCK.identity, { [E.lastName]: 'MARTINEZ' }));
    const after = await checklist(id);
    expect(after.items.map((item: TItem) => item.corrected)).toEqual([true, null]);
    expect(after.changes).toEqual([
      expect.objectContaining({
        elementId: E.lastName + demo.offset,
        calculated: false,
        before: 'MARTIN',
        after: 'MARTINEZ',
      }),
    ]);
  });

  it('a recalculated amount shows among the changes; an answer it invalidates in a reopened block is listed', async () => {
    const id = await filler.fill();
    await markSigned(t, id);
    await flag(id, [
      { kind: 'field', elementId: E.shares + demo.offset, reason: 'Nombre de parts' },
      { kind: 'field', elementId: E.amountInWords + demo.offset, reason: 'Montant en lettres' },
    ]);
    const response = await demo.submit(id, changed(DEMO_BLOCK.product, { [E.shares]: '600' }));
    expect(response.statusCode, response.body).toBe(200);
    const { changes, invalid, items } = await checklist(id);
    expect(changes).toContainEqual(
      expect.objectContaining({ elementId: E.shares + demo.offset, before: '520', after: '600' }),
    );
    expect(changes.some((change: TItem) => change.calculated)).toBe(true);
    // An amount carries its unit, as the presentation tab shows it (the count of shares has none).
    expect(changes).toContainEqual(expect.objectContaining({ calculated: true, unit: '€' }));
    expect(changes.find((change: TItem) => change.elementId === E.shares + demo.offset)).not.toHaveProperty(
      'unit',
    );
    expect(invalid.map((answer: TItem) => answer.elementId)).toContain(E.amountInWords + demo.offset);
    expect(items.map((item: TItem) => item.corrected)).toEqual([true, false]);
  });

  it('a receipt item is corrected once a receipt is added on its element, and offers its types', async () => {
    const id = await filler.fill();
    await markSigned(t, id);
    await flag(id, [
      { kind: 'receipt', elementId: E.addressReceipt + demo.offset, problem: 'missing', reason: 'Absent' },
    ]);
    const [item] = (await checklist(id)).items;
    expect(item).toMatchObject({ corrected: false, receiptTypeId: null });
    expect(item.receiptTypes).toContainEqual({ id: '10', label: expect.any(String) });
    await demo.putReceipts(id, [{ elementId: E.addressReceipt, typeId: 10, title: 'verso.pdf' }]);
    expect((await checklist(id)).items[0].corrected).toBe(true);
  });
});
