import { bigserial, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Requests per key (a digest of a route class and a client address) and fixed window: the
 * sliding-window counter of the signing page's per-address limits, shared by every replica. A row
 * is deleted once its window and the next one are over.
 */
export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.windowStart] }),
    index('rate_limit_windows_start_idx').on(t.windowStart),
  ],
);

/**
 * One row per counted act under a scope key (`code-party:…`, `code-dossier:…`, `advisor-notice:…`):
 * the exact sliding windows of the one-time code and notice limits, which outlive envelopes,
 * recipients and numbers. Rows older than a day are deleted.
 */
export const throttleEvents = pgTable(
  'throttle_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('throttle_events_key_idx').on(t.key, t.at), index('throttle_events_at_idx').on(t.at)],
);
