import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './core.js';

/**
 * Every stored file (receipts, generated and signed documents), content-addressed by the SHA-256
 * of its bytes: the same bytes are kept once, and every API replica reads the same files.
 */
export const blobs = pgTable('blobs', {
  sha256: text('sha256').primaryKey(),
  size: integer('size').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
