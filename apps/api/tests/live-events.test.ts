import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, ne, notInArray, sql } from 'drizzle-orm';
import { customers, dossiers, tenants, users } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let origin: string;
beforeAll(async () => {
  t = await createTestApp();
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => t?.close());

/** Waits this long at most for an event the test expects (the stream answers within milliseconds). */
const EVENT_WAIT_MS = 10_000;

type Stream = {
  /** Every folder id the stream named so far, in order. */
  ids: number[];
  /** Resolves once the stream has named this folder. */
  waitFor: (id: number) => Promise<void>;
  close: () => void;
};

/** Opens GET /api/events as a user and collects the folders it names. */
async function openStream(username: string): Promise<Stream> {
  const controller = new AbortController();
  const response = await fetch(`${origin}/api/events`, {
    headers: { ...(await t.authAs(username)), accept: 'text/event-stream' },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const ids: number[] = [];
  const waiters: { id: number; resolve: () => void }[] = [];
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  void (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = /^event: dossier\ndata: (.*)$/m.exec(block)?.[1];
          if (!data) continue;
          const id = (JSON.parse(data) as { id: number }).id;
          ids.push(id);
          for (const waiter of waiters.filter((w) => w.id === id)) waiter.resolve();
        }
      }
    } catch {
      // Aborted by close().
    }
  })();
  return {
    ids,
    waitFor: (id) =>
      ids.includes(id)
        ? Promise.resolve()
        : new Promise<void>((resolve, reject) => {
            const timer = setTimeout(() => reject(new Error(`no event for folder ${id}`)), EVENT_WAIT_MS);
            waiters.push({ id, resolve: () => (clearTimeout(timer), resolve()) });
          }),
    close: () => controller.abort(),
  };
}

async function userId(username: string): Promise<string> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return row!.id;
}

/**
 * A folder of the demo tenant created by that advisor or, when `others` is set, one he does not see:
 * someone else's, for a customer who is not his (an advisor sees his customers' folders too).
 */
async function folderOf(advisor: string, others = false): Promise<number> {
  const id = await userId(advisor);
  const notHis = and(
    ne(dossiers.advisorId, id),
    notInArray(
      dossiers.clientId,
      t.database.db.select({ id: customers.id }).from(customers).where(eq(customers.advisorId, id)),
    ),
  );
  const [row] = await t.database.db
    .select({ id: dossiers.id })
    .from(dossiers)
    .innerJoin(tenants, eq(tenants.id, dossiers.tenantId))
    .where(and(eq(tenants.code, 'demo'), others ? notHis : eq(dossiers.advisorId, id)))
    .orderBy(asc(dossiers.id))
    .limit(1);
  return row!.id;
}

/** Changes a folder as any writer would: the trigger announces it when the transaction commits. */
async function touch(id: number): Promise<void> {
  await t.database.db.execute(sql`UPDATE dossiers SET updated_at = now() WHERE id = ${id}`);
}

describe('GET /api/events (live folder changes)', () => {
  it('refuses a caller without a token, with the error shape', async () => {
    const response = await fetch(`${origin}/api/events`);
    expect(response.status).toBe(401);
    expect((await response.json()).errors[0]).toMatchObject({ message: expect.any(String) });
  });

  it('names a changed folder to its advisor and to the tenant-wide roles, and to nobody else', async () => {
    const advisor = await openStream('conseiller');
    const manager = await openStream('gestionnaire');
    const otherTenant = await openStream('conseiller.aestiam');
    try {
      const own = await folderOf('conseiller');
      const notHis = await folderOf('conseiller', true);
      await touch(notHis);
      await manager.waitFor(notHis);
      await touch(own);
      await Promise.all([advisor.waitFor(own), manager.waitFor(own)]);
      expect(advisor.ids).not.toContain(notHis);
      expect(otherTenant.ids).toEqual([]);
    } finally {
      for (const stream of [advisor, manager, otherTenant]) stream.close();
    }
  });

  it('names a folder the API made to its advisor, on the stream he had open before', async () => {
    const advisor = await openStream('conseiller');
    try {
      const headers = await t.authAs('conseiller');
      const forms = (await t.app.inject({ url: '/api/forms', headers })).json().forms as {
        id: number;
        back_office: boolean;
      }[];
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/dossiers',
        headers,
        payload: { formId: forms.find((form) => !form.back_office)!.id, clientId: null },
      });
      expect(response.statusCode, response.body).toBe(201);
      await advisor.waitFor(response.json().dossier.id as number);
    } finally {
      advisor.close();
    }
  });
});
