import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { throttleEvents } from '../../db/schema.js';

/** At most `max` acts in any `windowMs` (exact: each act is a row). */
export type TThrottleWindow = { max: number; windowMs: number };

/** One scope an act is counted under (`code-party:12:co_subscriber`), with its windows. */
export type TThrottleScope = { key: string; windows: readonly TThrottleWindow[] };

/** The first scope whose limit is reached, and when an act fits again. */
export type TThrottleRefusal = { key: string; retryAfterSeconds: number };

/** How long throttle events are kept: the longest window. */
export const THROTTLE_HORIZON_MS = 24 * 60 * 60_000;

/**
 * Holds a lock on each scope until the transaction ends, so that two requests (on any replica)
 * count and record one after the other; always in key order, so two of them never wait on each other.
 */
export async function lockThrottleScopes(tx: Database, scopes: readonly TThrottleScope[]): Promise<void> {
  for (const key of [...new Set(scopes.map((scope) => scope.key))].sort()) {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`throttle|${key}`}, 0))`);
  }
}

/**
 * The first scope whose window already holds its `max` acts, with the seconds until its oldest
 * counted act leaves it; null when one more act fits every window. Run inside the transaction that
 * locked the scopes.
 */
export async function findThrottleRefusal(
  tx: Database,
  scopes: readonly TThrottleScope[],
  now: Date,
): Promise<TThrottleRefusal | null> {
  for (const scope of scopes) {
    const longest = Math.max(...scope.windows.map((window) => window.windowMs));
    const rows = await tx
      .select({ at: throttleEvents.at })
      .from(throttleEvents)
      .where(and(eq(throttleEvents.key, scope.key), gt(throttleEvents.at, new Date(now.getTime() - longest))))
      .orderBy(asc(throttleEvents.at));
    for (const window of scope.windows) {
      const inWindow = rows.filter((row) => row.at.getTime() > now.getTime() - window.windowMs);
      if (inWindow.length < window.max) continue;
      const oldest = inWindow[inWindow.length - window.max]!.at.getTime();
      const retryAfterSeconds = Math.max(1, Math.ceil((oldest + window.windowMs - now.getTime()) / 1000));
      return { key: scope.key, retryAfterSeconds };
    }
  }
  return null;
}

/** Records one act under each scope; forgets acts older than a day. */
export async function recordThrottleEvents(
  tx: Database,
  scopes: readonly TThrottleScope[],
  now: Date,
): Promise<void> {
  if (scopes.length === 0) return;
  await tx.insert(throttleEvents).values(scopes.map((scope) => ({ key: scope.key, at: now })));
  await tx.delete(throttleEvents).where(lt(throttleEvents.at, new Date(now.getTime() - THROTTLE_HORIZON_MS)));
}

/**
 * Counts one act under `scopes` unless one of them is at its limit, in a transaction of its own
 * (or the caller's `tx`): the refusal, or null when the act was counted.
 */
export async function takeThrottle(
  db: Database,
  scopes: readonly TThrottleScope[],
  now: Date,
): Promise<TThrottleRefusal | null> {
  return db.transaction(async (tx) => {
    await lockThrottleScopes(tx, scopes);
    const refusal = await findThrottleRefusal(tx, scopes, now);
    if (refusal) return refusal;
    await recordThrottleEvents(tx, scopes, now);
    return null;
  });
}
