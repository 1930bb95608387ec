import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { IDEMPOTENCY_KEY_HOURS } from '@souscription/contract';
import type { Database } from '../db/client.js';
import { idempotencyKeys } from '../db/schema.js';
import { ApiError } from './api-error.js';

/** A key whose first request has not answered after this long is taken as abandoned (a crash). */
const ABANDONED_AFTER_SECONDS = 60;
/** The status of a key whose first request has not answered yet. */
const PENDING = 0;

type IdempotentCall<T> = {
  /** The caller's user id: a key belongs to one caller. */
  userId: string;
  operationId: string;
  /** The `Idempotency-Key` header; none means no replay. */
  key: string | undefined;
  /** What the request asked (params and body as parsed): the same key must come with the same. */
  request: unknown;
  reply: FastifyReply;
  /** The operation's success status, kept with the answer. */
  status: number;
  run: () => Promise<T>;
};

const hashRequest = (request: unknown) =>
  createHash('sha256')
    .update(JSON.stringify(request) ?? '')
    .digest('base64url');

/**
 * Runs a creation once per `Idempotency-Key` and caller: the key is claimed first (a row without
 * answer), the creation runs, its answer is stored under the key; a retry gets that answer again
 * with `Idempotent-Replayed: true`. The same key with another request is refused (422); while
 * the first is still running, a retry is told so (409). A creation that fails frees its key. A key
 * claimed by a process that died is taken over after a minute; answers are kept 24 hours.
 */
export async function runIdempotent<T>(db: Database, call: IdempotentCall<T>): Promise<T> {
  if (!call.key) return call.run();
  const requestHash = hashRequest(call.request);
  const id = { userId: call.userId, operationId: call.operationId, key: call.key };
  const thisKey = and(
    eq(idempotencyKeys.userId, id.userId),
    eq(idempotencyKeys.operationId, id.operationId),
    eq(idempotencyKeys.key, id.key),
  );
  await deleteExpiredKeys(db);
  await db.delete(idempotencyKeys).where(and(thisKey, lt(idempotencyKeys.expiresAt, sql`now()`)));
  const [claimed] = await db
    .insert(idempotencyKeys)
    .values({
      ...id,
      requestHash,
      statusCode: PENDING,
      response: sql`'null'::jsonb`,
      expiresAt: sql`now() + make_interval(hours => ${IDEMPOTENCY_KEY_HOURS})`,
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (!claimed) {
    const [first] = await db.select().from(idempotencyKeys).where(thisKey);
    if (first && first.requestHash !== requestHash) {
      throw ApiError.unprocessable([
        { property: 'idempotency-key', message: 'api.error.idempotency-key-reused' },
      ]);
    }
    if (first?.statusCode) {
      call.reply.header('idempotent-replayed', 'true');
      return first.response as T;
    }
    // Still running, or abandoned by a process that died: taken over only in the second case.
    const [takenOver] = await db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now()` })
      .where(
        and(
          thisKey,
          eq(idempotencyKeys.statusCode, PENDING),
          lt(idempotencyKeys.createdAt, sql`now() - make_interval(secs => ${ABANDONED_AFTER_SECONDS})`),
        ),
      )
      .returning({ key: idempotencyKeys.key });
    if (!takenOver) throw ApiError.conflict('idempotency-key', 'api.error.idempotency-key-in-use');
  }
  let answer: T;
  try {
    answer = await call.run();
  } catch (error) {
    await db.delete(idempotencyKeys).where(and(thisKey, eq(idempotencyKeys.statusCode, PENDING)));
    throw error;
  }
  await db.update(idempotencyKeys).set({ statusCode: call.status, response: answer }).where(thisKey);
  return answer;
}

/** Deletes a bounded batch of expired keys, skipping rows another replica is deleting. */
async function deleteExpiredKeys(db: Database): Promise<void> {
  await db.execute(
    sql`DELETE FROM ${idempotencyKeys} WHERE (${idempotencyKeys.userId}, ${idempotencyKeys.operationId}, ${idempotencyKeys.key}) IN (SELECT ${idempotencyKeys.userId}, ${idempotencyKeys.operationId}, ${idempotencyKeys.key} FROM ${idempotencyKeys} WHERE ${idempotencyKeys.expiresAt} <= now() LIMIT 100 FOR UPDATE SKIP LOCKED)`,
  );
}
