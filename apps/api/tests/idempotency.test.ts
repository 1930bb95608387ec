import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { customers, dossiers, forms, idempotencyKeys, tenants, users } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let formId: number;
beforeAll(async () => {
  t = await createTestApp();
  const list = (await t.app.inject({ url: '/api/forms', headers: await t.authAs('conseiller') })).json()
    .forms;
  formId = list.find((f: { back_office: boolean }) => !f.back_office).id;
});
afterAll(async () => t?.close());

const countDossiers = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(dossiers))[0]!.n;

const post = async (url: string, payload: unknown, key?: string, username = 'conseiller') =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...(await t.authAs(username)), ...(key ? { 'idempotency-key': key } : {}) },
    payload: payload as object,
  });

/** A lead folder (no client) whose identity answers are filled, as the wizard leaves it. */
async function leadFolderWithIdentity(email: string): Promise<number> {
  const created = await post('/api/dossiers', { formId, clientId: null });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().dossier.id as number;
  const [form] = await t.database.db.select().from(forms).where(eq(forms.id, formId));
  const identity = form!.identityElements!;
  const values: Record<string, string> = {};
  const answers: Record<string, string> = {
    civility: 'Mme',
    first_name: 'Jeanne',
    last_name: 'Concurrente',
    email,
    birth_date: '01/02/1980',
    birth_city: 'Lyon',
  };
  for (const [key, elementId] of Object.entries(identity)) if (answers[key]) values[elementId] = answers[key];
  await t.database.db.update(dossiers).set({ values }).where(eq(dossiers.id, id));
  return id;
}

describe('Idempotency-Key on creations', () => {
  it('replays the first answer of POST /dossiers for a retry with the same key and body', async () => {
    const before = await countDossiers();
    const first = await post('/api/dossiers', { formId, clientId: null }, 'create-once-1');
    const retry = await post('/api/dossiers', { formId, clientId: null }, 'create-once-1');
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await countDossiers()).toBe(before + 1);
  });

  it('refuses the same key with another body, and creates again without a key', async () => {
    await post('/api/dossiers', { formId, clientId: null }, 'create-once-2');
    const other = await post('/api/dossiers', { formId: formId + 1, clientId: null }, 'create-once-2');
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({
      errors: [{ property: 'idempotency-key', message: 'api.error.idempotency-key-reused' }],
    });
    const before = await countDossiers();
    await post('/api/dossiers', { formId, clientId: null });
    await post('/api/dossiers', { formId, clientId: null });
    expect(await countDossiers()).toBe(before + 2);
  });

  it('keeps keys per caller: another user’s same key is another creation', async () => {
    const mine = await post('/api/dossiers', { formId, clientId: null }, 'shared-key');
    const theirs = await post('/api/dossiers', { formId, clientId: null }, 'shared-key', 'partenaire');
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().dossier.id).not.toBe(mine.json().dossier.id);
  });

  it('does not keep a refused creation: the same key may be used again once the request is right', async () => {
    const refused = await post('/api/dossiers', { formId: 999_999, clientId: null }, 'fix-and-retry');
    expect(refused.statusCode).toBe(422);
    const rows = await t.database.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, 'fix-and-retry'));
    expect(rows).toHaveLength(0);
  });

  it('refuses a key that is no token (spaces, too long) in the error shape', async () => {
    for (const key of ['two words', 'x'.repeat(256), 'é']) {
      const response = await post('/api/dossiers', { formId, clientId: null }, key);
      expect(response.statusCode, key).toBe(422);
      expect(response.json().errors[0].message).toBe('api.error.idempotency-key');
    }
  });

  it('replays a duplicate and a prospect creation too', async () => {
    await t.database.db
      .update(tenants)
      .set({ features: sql`jsonb_set(${tenants.features}, '{folderDuplication}', 'true'::jsonb)` })
      .where(eq(tenants.code, 'demo'));
    t.app.tenants.invalidate();
    const source = (await post('/api/dossiers', { formId, clientId: null })).json().dossier.id;
    const before = await countDossiers();
    const first = await post(`/api/dossiers/${source}/duplicate`, { documentDuplicate: false }, 'dup-1');
    const retry = await post(`/api/dossiers/${source}/duplicate`, { documentDuplicate: false }, 'dup-1');
    expect(first.statusCode, first.body).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(await countDossiers()).toBe(before + 1);

    const lead = await leadFolderWithIdentity('jeanne.replay@example.com');
    const prospect = await post('/api/prospects', { dossierId: lead }, 'prospect-1');
    const again = await post('/api/prospects', { dossierId: lead }, 'prospect-1');
    expect(prospect.statusCode, prospect.body).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(prospect.json());
  });

  it('answers retries sent at once with one creation: the first, then the same answer or « in use »', async () => {
    const before = await countDossiers();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post('/api/dossiers', { formId, clientId: null }, 'burst-key')),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(
      statuses.every((status) => status === 201 || status === 409),
      statuses.join(),
    ).toBe(true);
    const ids = new Set(answers.filter((a) => a.statusCode === 201).map((a) => a.json().dossier.id));
    expect(ids.size).toBe(1);
    expect(await countDossiers()).toBe(before + 1);
  });
});

describe('prospect creation under concurrency', () => {
  it('makes one prospect of 40 creations sent at once on one lead folder; the others are refused', async () => {
    const id = await leadFolderWithIdentity('jeanne.concurrente@example.com');
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => post('/api/prospects', { dossierId: id })),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 422)).toHaveLength(39);
    for (const refused of answers.filter((answer) => answer.statusCode === 422)) {
      expect(['api.error.dossier-has-client', 'User already exists for customer email']).toContain(
        refused.json().errors[0].message,
      );
    }
    const made = await t.database.db
      .select()
      .from(customers)
      .where(eq(customers.email, 'jeanne.concurrente@example.com'));
    expect(made).toHaveLength(1);
    const [dossier] = await t.database.db.select().from(dossiers).where(eq(dossiers.id, id));
    expect(dossier!.clientId).toBe(made[0]!.id);
  });

  it('makes one prospect of 40 lead folders with one e-mail created at once', async () => {
    const email = 'meme.adresse@example.com';
    const ids = [];
    for (let i = 0; i < 40; i++) ids.push(await leadFolderWithIdentity(email));
    const answers = await Promise.all(ids.map((id) => post('/api/prospects', { dossierId: id })));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(
      statuses.filter((status) => status === 201),
      statuses.join(),
    ).toHaveLength(1);
    expect(statuses.filter((status) => status === 422)).toHaveLength(39);
    const accounts = await t.database.db
      .select()
      .from(users)
      .where(and(eq(users.email, email)));
    expect(accounts).toHaveLength(1);
    const withClient = await t.database.db
      .select({ id: dossiers.id })
      .from(dossiers)
      .where(sql`${dossiers.id} IN ${ids} AND ${dossiers.clientId} IS NOT NULL`);
    expect(withClient).toHaveLength(1);
  });

  it('gives 40 prospects created at once on 40 folders 40 different client codes', async () => {
    const ids = [];
    for (let i = 0; i < 40; i++) ids.push(await leadFolderWithIdentity(`distinct.${i}@example.com`));
    const answers = await Promise.all(ids.map((id) => post('/api/prospects', { dossierId: id })));
    expect(answers.map((a) => a.statusCode).filter((s) => s !== 201)).toEqual([]);
    expect(new Set(answers.map((a) => a.json().prospect.username)).size).toBe(40);
  });
});
