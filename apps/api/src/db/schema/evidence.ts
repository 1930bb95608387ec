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
    /** SHA-256 of the sealed signature history attached to the file (revision 1; null before issue 34). */
    historySha256: text('history_sha256'),
    /**
     * When the certificate of this revision's newest timestamp expires (null: not read yet); the
     * archive-timestamp renewal appends a revision before it does (issue 33 item 5).
     */
    archiveExpiresAt: timestamp('archive_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('dossier_evidence_revision_unique').on(t.dossierId, t.revision),
    index('dossier_evidence_sha256_idx').on(t.sha256),
    index('dossier_evidence_archive_expiry_idx').on(t.archiveExpiresAt),
  ],
);

/**
 * Every record the platform made and sealed itself, by the SHA-256 of its bytes (issue 33): each
 * evidence file revision and each signature history, so that `/verification` names a dropped file
 * as the platform's record of its dossier. (Signed documents are found by `signature_documents`.)
 */
export const platformRecords = pgTable(
  'platform_records',
  {
    sha256: text('sha256').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    dossierId: bigint('dossier_id', { mode: 'number' })
      .notNull()
      .references(() => dossiers.id, { onDelete: 'cascade' }),
    /** `evidence` (a revision of the evidence file) or `signature-history`. */
    kind: text('kind').notNull(),
    /** The evidence file's revision; null for a history. */
    revision: integer('revision'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('platform_records_dossier_idx').on(t.dossierId)],
);

/**
 * Who is building a dossier's evidence file (issue 34): one builder at a time across replicas; the
 * others wait for its row. A claim past `claimed_until` (a killed builder) may be taken over.
 */
export const evidenceBuildClaims = pgTable('evidence_build_claims', {
  dossierId: bigint('dossier_id', { mode: 'number' })
    .primaryKey()
    .references(() => dossiers.id, { onDelete: 'cascade' }),
  claimedUntil: timestamp('claimed_until', { withTimezone: true }).notNull(),
});
