import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { dossiers, tenants } from './core.js';

/**
 * The dossier's evidence file (« dossier de preuve », issue 26), one row per revision: revision 1 is
 * built and sealed once when the subscription is signed; each later one appends the dossier manager's
 * decisions to the previous bytes as an incremental, sealed and timestamped update. The bytes live in
 * the blob store under `sha256`; the latest revision is the file.
 */
export const dossierEvidence = pgTable(
  'dossier_evidence',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    dossierId: bigint('dossier_id', { mode: 'number' })
      .notNull()
      .references(() => dossiers.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    /** SHA-256 (hex) of the whole file at this revision: its blob store address. */
    sha256: text('sha256').notNull(),
    /** The last integration-history entry the file holds (null: none yet). */
    lastHistoryId: bigint('last_history_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('dossier_evidence_revision_unique').on(t.dossierId, t.revision),
    index('dossier_evidence_sha256_idx').on(t.sha256),
  ],
);
