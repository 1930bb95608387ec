import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Failed sign-in attempts per username and client address (a SHA-256 of both, no personal data
 * kept): shared by every replica; a row lives until its window ends and is deleted after.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    /** SHA-256 (base64url) of `lower(username)|client address`. */
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    /** End of the window opened by the first failure; the row means nothing after it. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sign_in_failures_expires_idx').on(t.expiresAt)],
);

/**
 * The first answer of a creation sent with an `Idempotency-Key`, per caller and operation, so that
 * a retry replays it instead of creating twice. Claimed before the creation runs, answered after.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** The caller's user id. */
    userId: text('user_id').notNull(),
    operationId: text('operation_id').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the request (params and body): another request under the same key is refused. */
    requestHash: text('request_hash').notNull(),
    /** The first answer's status and body; 0 and null while the first request is still running. */
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.operationId, t.key] }),
    index('idempotency_keys_expires_idx').on(t.expiresAt),
  ],
);
