/**
 * Issue 35, point 1: the dossier manager points at what is wrong on a signed dossier — fields of the
 * presentation tab, receipts, notes — each with its reason; the server checks every item is on that
 * dossier, keeps them with the history entry, and the advisor reads them back as a checklist.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  correctionItems,
  demoMailboxMessages,
  dossiers,
  integrationHistory,
  tenants,
  users,
} from '../src/db/schema.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { createDossierFiller, markSigned } from './support/managed-dossiers.js';

let t: TestApp;
let filler: ReturnType<typeof createDossierFiller>;
beforeAll(async () => {
  t = await createTestApp({ integrationWorker: false });
  filler = createDossierFiller(t);
});
afterAll(async () => t?.close());

type TItem = Record<string, unknown>;

const post = async (id: number, body: Record<string, unknown>, username = 'gestionnaire', query = '') =>
  t.app.inject({
    method: 'POST',
    url: `/api/dossier/integration-state/${id}/corrections${query}`,
    headers: await t.authAs(username),
    payload: body,
  });
const getJson = async (url: string, username = 'gestionnaire') => {
  const response = await t.app.inject({ url, headers: await t.authAs(username) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const storedItems = async (id: number) =>
  t.database.db.select().from(correctionItems).where(eq(correctionItems.dossierId, id));

/** A signed dossier with its first shown field and a receipt (element and id). */
async function signedDossier() {
  const id = await filler.fill();
  await markSigned(t, id);
  const { pages } = await getJson(`/api/dossier/integration-state/${id}/view`);
  const field = pages[0].blocks[0].elements[0] as { elementId: number; presentation: string };
  const { receipts } = await getJson(`/api/dossiers/${id}/receipts`, 'conseiller');
  const receipt = receipts[0] as { receiptId: number; elementId: number };
  return { id, field, receipt };
}

describe('the manager flags items before any decision', () => {
  it('a field, a receipt and a note, each with its reason: one correction entry, state unchanged, the advisor’s checklist', async () => {
    const { id, field, receipt } = await signedDossier();
    const items: TItem[] = [
      { kind: 'field', elementId: field.elementId, reason: 'Nom mal orthographié' },
      {
        kind: 'receipt',
        elementId: receipt.elementId,
        receiptId: receipt.receiptId,
        problem: 'illegible',
        reason: ' Scan illisible ',
      },
      { kind: 'note', reason: 'Merci de vérifier la date de naissance' },
    ];
    const response = await post(id, { items });
    expect(response.statusCode, response.body).toBe(201);
    const { entry, version } = response.json();
    expect(entry).toMatchObject({ kind: 'correction', state: 'ongoing', reason: null });
    expect(entry.user.username).toBe('gestionnaire');
    expect(entry.corrections).toMatchObject([
      {
        kind: 'field',
        elementId: field.elementId,
        label: field.presentation,
        reason: 'Nom mal orthographié',
      },
      { kind: 'receipt', problem: 'illegible', receiptId: receipt.receiptId, reason: 'Scan illisible' },
      { kind: 'note', elementId: null, label: null, blockId: null },
    ]);
    const [stored] = await t.database.db.select().from(dossiers).where(eq(dossiers.id, id));
    expect(stored).toMatchObject({ integrationState: 'ongoing', version });

    const history = (await getJson(`/api/dossier/integration-state/${id}/history`)).history;
    expect(history[0].corrections).toHaveLength(3);

    const checklist = (await getJson(`/api/dossier/${id}/corrections?locale=en`, 'conseiller')).items;
    expect(checklist.map((item: TItem) => item.kind)).toEqual(['field', 'receipt', 'note']);
    expect(checklist[0].blockId).toEqual(expect.any(Number));
    expect(checklist[0].pageId).toEqual(expect.any(Number));
    expect(checklist.every((item: TItem) => item.status === 'open')).toBe(true);
  });

  it('a missing receipt names its element only', async () => {
    const { id, receipt } = await signedDossier();
    const response = await post(id, {
      items: [{ kind: 'receipt', elementId: receipt.elementId, problem: 'missing', reason: 'Verso absent' }],
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().entry.corrections[0]).toMatchObject({ problem: 'missing', receiptId: null });
  });

  it('two managers flagging at once both keep their items', async () => {
    const { id, field } = await signedDossier();
    const [a, b] = await Promise.all([
      post(id, { items: [{ kind: 'field', elementId: field.elementId, reason: 'Premier' }] }),
      post(id, { items: [{ kind: 'note', reason: 'Second' }] }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect((await storedItems(id)).map((item) => item.reason).sort()).toEqual(['Premier', 'Second']);
  });

  it('a stale version sent with the request is refused (409)', async () => {
    const { id } = await signedDossier();
    const response = await post(id, { items: [{ kind: 'note', reason: 'x' }], version: 1 });
    expect(response.statusCode).toBe(409);
    expect(await storedItems(id)).toEqual([]);
  });
});

describe('what the server refuses', () => {
  it('an unknown field, a receipt element as a field, a receipt of another dossier: 422 naming each item, nothing written', async () => {
    const { id, field, receipt } = await signedDossier();
    const other = await signedDossier();
    const response = await post(id, {
      items: [
        { kind: 'field', elementId: 999_999, reason: 'Inconnu' },
        { kind: 'field', elementId: receipt.elementId, reason: 'Une pièce' },
        { kind: 'field', elementId: field.elementId, reason: 'Bon' },
        {
          kind: 'receipt',
          elementId: other.receipt.elementId,
          receiptId: other.receipt.receiptId,
          problem: 'expired',
          reason: 'Ailleurs',
        },
        { kind: 'receipt', elementId: field.elementId, problem: 'missing', reason: 'Pas une pièce' },
        { kind: 'receipt', elementId: receipt.elementId, problem: 'expired', reason: 'Laquelle ?' },
      ],
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors).toEqual([
      { property: 'items.0.elementId', message: 'correction.error.unknown-field' },
      { property: 'items.1.elementId', message: 'correction.error.unknown-field' },
      { property: 'items.3.receiptId', message: 'correction.error.unknown-receipt' },
      { property: 'items.4.elementId', message: 'correction.error.unknown-receipt' },
      { property: 'items.5.receiptId', message: 'correction.error.receipt-required' },
    ]);
    expect(await storedItems(id)).toEqual([]);
  });

  it.each([
    { case: 'no item', body: { items: [] }, key: 'correction.error.no-item' },
    {
      case: 'a blank reason',
      body: { items: [{ kind: 'note', reason: '   ' }] },
      key: 'validation.error.reason-required',
    },
    {
      case: 'a reason over 2 000 characters',
      body: { items: [{ kind: 'note', reason: 'x'.repeat(2001) }] },
      key: 'validation.error.reason-too-long',
    },
    {
      case: 'an unknown kind',
      body: { items: [{ kind: 'stamp', reason: 'x' }] },
      key: 'correction.error.kind',
    },
    {
      case: 'an unknown receipt problem',
      body: { items: [{ kind: 'receipt', elementId: 1, problem: 'torn', reason: 'x' }] },
      key: 'correction.error.receipt-problem',
    },
    {
      case: '51 items',
      body: { items: Array.from({ length: 51 }, () => ({ kind: 'note', reason: 'x' })) },
      key: 'correction.error.too-many-items',
    },
  ])('$case is refused with $key', async ({ body, key }) => {
    const { id } = await signedDossier();
    const response = await post(id, body);
    expect([400, 422]).toContain(response.statusCode);
    expect(response.json().errors.map((error: { message: string }) => error.message)).toContain(key);
    expect(await storedItems(id)).toEqual([]);
  });

  it('a dossier not signed yet is refused (422)', async () => {
    const id = await filler.fill();
    const response = await post(id, { items: [{ kind: 'note', reason: 'x' }] });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].message).toBe('validation.error.dossier-not-signed');
  });

  it('only the dossier manager flags (403 for the advisor); another tenant’s dossier is not reached', async () => {
    const { id } = await signedDossier();
    const advisor = await post(id, { items: [{ kind: 'note', reason: 'x' }] }, 'conseiller');
    expect(advisor.statusCode).toBe(403);
    const [other] = await t.database.db
      .select({ id: dossiers.id })
      .from(dossiers)
      .innerJoin(tenants, eq(tenants.id, dossiers.tenantId))
      .where(and(eq(tenants.code, 'aestiam'), eq(dossiers.integrationState, 'ongoing')));
    const elsewhere = await post(other!.id, { items: [{ kind: 'note', reason: 'x' }] });
    expect([403, 404]).toContain(elsewhere.statusCode);
    expect(await storedItems(other!.id)).toEqual([]);
  });

  it('a validated dossier takes no more items (409)', async () => {
    const { id } = await signedDossier();
    await t.database.db.update(dossiers).set({ integrationState: 'validated' }).where(eq(dossiers.id, id));
    const response = await post(id, { items: [{ kind: 'note', reason: 'x' }] });
    expect(response.statusCode).toBe(409);
  });

  it('a customer who does not see the dossier does not read its checklist', async () => {
    const { id } = await signedDossier();
    const response = await t.app.inject({
      url: `/api/dossier/${id}/corrections`,
      headers: await t.authAs('conseiller.aestiam'),
    });
    expect([403, 404]).toContain(response.statusCode);
  });
});

describe('setting « en erreur » with items', () => {
  const putState = async (id: number, body: Record<string, unknown>) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/dossiers/integration-state/${id}`,
      headers: await t.authAs('gestionnaire'),
      payload: body,
    });

  it('the error entry carries the items, checked as a request is', async () => {
    const { id, field } = await signedDossier();
    const bad = await putState(id, {
      integration_state: 'error',
      reason: 'Dossier incomplet',
      items: [{ kind: 'field', elementId: 999_999, reason: 'x' }],
    });
    expect(bad.statusCode).toBe(422);
    const [before] = await t.database.db.select().from(dossiers).where(eq(dossiers.id, id));
    expect(before!.integrationState).toBe('ongoing');

    const response = await putState(id, {
      integration_state: 'error',
      reason: 'Dossier incomplet',
      items: [{ kind: 'field', elementId: field.elementId, reason: 'Adresse incomplète' }],
    });
    expect(response.statusCode, response.body).toBe(200);
    const history = (await getJson(`/api/dossier/integration-state/${id}/history`)).history;
    expect(history[0]).toMatchObject({ kind: 'state', state: 'error', reason: 'Dossier incomplet' });
    expect(history[0].corrections).toMatchObject([
      { elementId: field.elementId, reason: 'Adresse incomplète' },
    ]);
    const entries = await t.database.db
      .select()
      .from(integrationHistory)
      .where(eq(integrationHistory.dossierId, id));
    expect(entries).toHaveLength(1);
  });

  it('items come with an error only', async () => {
    const { id } = await signedDossier();
    const response = await putState(id, {
      integration_state: 'refused',
      reason: 'Non',
      items: [{ kind: 'note', reason: 'x' }],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toEqual({
      property: 'items',
      message: 'correction.error.items-with-error-only',
    });
  });
});

describe('the right people are told (issue 35 point 2)', () => {
  const mailbox = async (dossierId: number) =>
    t.database.db
      .select()
      .from(demoMailboxMessages)
      .where(
        and(
          eq(demoMailboxMessages.dossierId, dossierId),
          eq(demoMailboxMessages.templateId, 'corrections-requested'),
        ),
      );

  it('the advisor gets a message with each item and its reason, and the customer none for a note alone', async () => {
    const { id, field } = await signedDossier();
    const response = await post(id, {
      items: [
        { kind: 'field', elementId: field.elementId, reason: 'Nom mal orthographié' },
        { kind: 'note', reason: 'Merci de rappeler le client' },
      ],
    });
    expect(response.statusCode, response.body).toBe(201);
    const messages = await mailbox(id);
    expect(messages).toHaveLength(1);
    const [advisor] = await t.database.db.select().from(users).where(eq(users.username, 'conseiller'));
    expect([advisor!.signerEmail, advisor!.email]).toContain(messages[0]!.destination);
    expect(messages[0]!.text).toContain(`${field.presentation} : Nom mal orthographié`);
    expect(messages[0]!.text).toContain('Note : Merci de rappeler le client');
    expect(messages[0]!.text).toContain(`/a-corriger/${id}`);
  });

  it('setting « en erreur » with items tells the advisor too; without items, nobody', async () => {
    const { id, field } = await signedDossier();
    const putState = async (body: Record<string, unknown>) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/dossiers/integration-state/${id}`,
        headers: await t.authAs('gestionnaire'),
        payload: body,
      });
    expect((await putState({ integration_state: 'error', reason: 'Incomplet' })).statusCode).toBe(200);
    expect(await mailbox(id)).toHaveLength(0);
    const response = await putState({
      integration_state: 'error',
      reason: 'Toujours incomplet',
      items: [{ kind: 'field', elementId: field.elementId, reason: 'Adresse' }],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await mailbox(id)).toHaveLength(1);
  });

  it('the advisor counts it « À corriger » and lists it; another advisor does not', async () => {
    const counts = async (username: string) =>
      (await getJson('/api/dossiers/retrieve-number-dossiers-by-status', username)).to_correct as number;
    const before = await counts('conseiller');
    const { id } = await signedDossier();
    expect(await counts('conseiller')).toBe(before);
    expect((await post(id, { items: [{ kind: 'note', reason: 'x' }] })).statusCode).toBe(201);
    expect(await counts('conseiller')).toBe(before + 1);
    const list = await getJson('/api/dossiers?state=to-correct&itemsPerPage=100', 'conseiller');
    expect(list.dossiers.map((d: { id: number }) => d.id)).toContain(id);
    const other = await getJson('/api/dossiers?state=to-correct&itemsPerPage=100', 'conseiller.aestiam');
    expect(other.dossiers.map((d: { id: number }) => d.id)).not.toContain(id);
  });
});
