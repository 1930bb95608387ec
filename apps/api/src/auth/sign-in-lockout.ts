import { createHash } from 'node:crypto';
import { normalizeIP } from '@fastify/rate-limit';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { signInFailures } from '../db/schema.js';

/** Failures of one username from one address that block further attempts… */
export const MAX_FAILED_ATTEMPTS = 5;
/** …for this long after the first of them. */
export const FAILED_ATTEMPTS_WINDOW_MS = 5 * 60 * 1000;

/**
 * What a failure is counted under: the username as typed (lower-cased) and the client's address as
 * Fastify reads it — the socket's, or `X-Forwarded-For` only from a proxy `TRUST_PROXY` names — so a
 * client cannot pick it. IPv6 addresses count per /64 (one host usually holds the whole range).
 * Stored as a digest: no username or address is kept.
 */
export function toLockoutKey(username: string, clientAddress: string): string {
  return createHash('sha256')
    .update(`${username.trim().toLowerCase()}|${normalizeIP(clientAddress)}`)
    .digest('base64url');
}

/**
 * Counts one attempt before its password is checked, in one statement (replicas and concurrent
 * attempts add up, so parallel guesses cannot all slip past a check made before any is counted);
 * a success then forgets the key ({@link clearSignInFailures}), so only failures stay counted. The
 * first attempt after a window ends opens a new one. Rows whose window ended are deleted on the
 * way: the table holds at most the keys that failed in the last window.
 * @returns seconds to wait when this attempt is beyond the limit, else 0.
 */
export async function countSignInAttempt(db: Database, key: string): Promise<number> {
  const windowEnd = sql`now() + make_interval(secs => ${FAILED_ATTEMPTS_WINDOW_MS / 1000})`;
  // Note: a bounded batch, skipping rows another replica is deleting, so two cleanups never wait
  // on (or deadlock with) each other.
  await db.execute(
    sql`DELETE FROM ${signInFailures} WHERE ${signInFailures.key} IN (SELECT ${signInFailures.key} FROM ${signInFailures} WHERE ${signInFailures.expiresAt} <= now() LIMIT 100 FOR UPDATE SKIP LOCKED)`,
  );
  const [row] = await db
    .insert(signInFailures)
    .values({ key, failures: 1, expiresAt: windowEnd })
    .onConflictDoUpdate({
      target: signInFailures.key,
      set: {
        failures: sql`CASE WHEN ${signInFailures.expiresAt} <= now() THEN 1 ELSE ${signInFailures.failures} + 1 END`,
        expiresAt: sql`CASE WHEN ${signInFailures.expiresAt} <= now() THEN ${windowEnd} ELSE ${signInFailures.expiresAt} END`,
      },
    })
    .returning({
      failures: signInFailures.failures,
      secondsLeft: sql<number>`ceil(extract(epoch FROM ${signInFailures.expiresAt} - now()))::int`,
    });
  if (!row || row.failures <= MAX_FAILED_ATTEMPTS) return 0;
  return Math.max(1, Number(row.secondsLeft));
}

/** A successful sign-in forgets the failures of its key. */
export async function clearSignInFailures(db: Database, key: string): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.key, key));
}
