import { createHash } from 'node:crypto';
import { normalizeIP } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rateLimitWindows } from '../../db/schema.js';

/** A limit of requests: at most `max` in any `windowMs` (approximately: a sliding-window counter). */
export type TRequestLimit = { max: number; windowMs: number };

/** The longest window a limit may have: rows two of them old are deleted. */
export const MAX_WINDOW_MS = 60 * 60_000;

/** Allowed, or refused for `retryAfterSeconds`. */
export type TRequestCount = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * The key a client's requests of one kind are counted under: the kind and the client's address as
 * Fastify reads it (the socket's, or `X-Forwarded-For` only from a proxy `TRUST_PROXY` names), an
 * IPv6 address per /64; stored as a digest, no address is kept.
 */
export function toAddressKey(kind: string, clientAddress: string): string {
  return createHash('sha256')
    .update(`${kind}|${normalizeIP(clientAddress)}`)
    .digest('base64url');
}

/**
 * Counts one request under `key` in PostgreSQL (one upsert: replicas and concurrent requests add
 * up) and answers whether it is within `limit`: the current fixed window's count plus the previous
 * window's, weighted by how much of it still overlaps the sliding window. A refused request counts
 * too, so that hammering does not reopen the limit. Windows older than two hours are deleted on the way,
 * in a bounded batch.
 */
export async function countRequest(
  db: Database,
  key: string,
  limit: TRequestLimit,
  now: Date,
): Promise<TRequestCount> {
  if (limit.windowMs > MAX_WINDOW_MS) throw new Error(`a request window is at most ${MAX_WINDOW_MS} ms`);
  const start = Math.floor(now.getTime() / limit.windowMs) * limit.windowMs;
  const windowStart = new Date(start);
  const previousStart = new Date(start - limit.windowMs);
  // Note: a bounded batch, skipping rows another replica is deleting, so two cleanups never wait
  // on (or deadlock with) each other.
  await db.execute(
    sql`DELETE FROM ${rateLimitWindows} WHERE (${rateLimitWindows.key}, ${rateLimitWindows.windowStart}) IN (SELECT ${rateLimitWindows.key}, ${rateLimitWindows.windowStart} FROM ${rateLimitWindows} WHERE ${rateLimitWindows.windowStart} < ${new Date(now.getTime() - 2 * MAX_WINDOW_MS).toISOString()}::timestamptz LIMIT 100 FOR UPDATE SKIP LOCKED)`,
  );
  const [row] = await db
    .insert(rateLimitWindows)
    .values({ key, windowStart, hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimitWindows.key, rateLimitWindows.windowStart],
      set: { hits: sql`${rateLimitWindows.hits} + 1` },
    })
    .returning({
      hits: rateLimitWindows.hits,
      previous: sql<number>`(SELECT p.hits FROM ${rateLimitWindows} p WHERE p.key = ${key} AND p.window_start = ${previousStart.toISOString()}::timestamptz)`,
    });
  const hits = Number(row?.hits ?? 1);
  const previous = Number(row?.previous ?? 0);
  const elapsed = (now.getTime() - start) / limit.windowMs;
  const weighted = hits + previous * (1 - elapsed);
  if (weighted <= limit.max) return { allowed: true };
  // Until the weighted count falls back under the limit: the previous window's share fades first,
  // then the current window's own hits need the next one.
  const fadeMs =
    hits <= limit.max && previous > 0
      ? ((weighted - limit.max) / previous) * limit.windowMs
      : start + limit.windowMs - now.getTime();
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(fadeMs / 1000)) };
}
