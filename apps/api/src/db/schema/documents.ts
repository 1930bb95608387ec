import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bytea, dossiers, forms, tenants } from './core.js';

/**
 * Every stored file (receipts, generated and signed documents), content-addressed by the SHA-256
 * of its bytes: the same bytes are kept once, and every API replica reads the same files. The
 * bytes are in `blob_chunks`; a `blobs` row is written after all its chunks, so a file listed here
 * is complete (storage/database-blob-store.ts).
 */
export const blobs = pgTable('blobs', {
  sha256: text('sha256').primaryKey(),
  size: integer('size').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The bytes of a blob in pieces (128 KiB; 256 KiB for files moved by migration 0010; the last one
 * shorter), numbered from 0: each is written and read by a query of its own, so a 10 MiB file
 * never holds the database (PGlite runs in the server's thread) or the event loop for more than a
 * few milliseconds at a time.
 */
export const blobChunks = pgTable(
  'blob_chunks',
  {
    sha256: text('sha256').notNull(),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sha256, t.seq] })],
);

/**
 * A document a form's blocks generate (mission letter, subscription form, adequacy report…), as
 * data: title, sections naming the form's elements, legal mentions, signatories. One per form and
 * document key; the tenant's logo and colour come from the tenant.
 */
export const documentTemplates = pgTable(
  'document_templates',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    /** The key a block lists in its `documents` (e.g. `mission_letter`). */
    documentKey: text('document_key').notNull(),
    /** Order of the documents of one block. */
    rank: integer('rank').notNull(),
    /** The template (see modules/documents/document-template.types.ts). */
    definition: jsonb('definition').$type<Record<string, unknown>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('document_templates_form_key_unique').on(t.formId, t.documentKey)],
);

/**
 * The last generated copy of each document of a dossier: its bytes are in `blobs` (by SHA-256),
 * `input_hash` is the hash of what it was made from, so it is made again only when that changes.
 */
export const generatedDocuments = pgTable(
  'generated_documents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    dossierId: bigint('dossier_id', { mode: 'number' })
      .notNull()
      .references(() => dossiers.id, { onDelete: 'cascade' }),
    blockId: integer('block_id').notNull(),
    documentKey: text('document_key').notNull(),
    locale: text('locale').notNull(),
    /** SHA-256 of the document's inputs (values it shows, template, tenant look, locale). */
    inputHash: text('input_hash').notNull(),
    /** SHA-256 of the PDF, its address in `blobs`. */
    // Note: no foreign key to `blobs`: the blob store may live elsewhere (S3-compatible storage).
    sha256: text('sha256').notNull(),
    size: integer('size').notNull(),
    filename: text('filename').notNull(),
    title: text('title').notNull(),
    /** The dossier version the document was made from. */
    dossierVersion: integer('dossier_version').notNull(),
    generatedAt: timestamp('generated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('generated_documents_dossier_key_unique').on(t.dossierId, t.documentKey),
    index('generated_documents_dossier_block_idx').on(t.dossierId, t.blockId),
  ],
);

/**
 * The language a dossier's documents are written in: the interface language of the last person who
 * listed them from the wizard (not the back office). French when none is recorded.
 */
export const dossierLocales = pgTable('dossier_locales', {
  dossierId: bigint('dossier_id', { mode: 'number' })
    .primaryKey()
    .references(() => dossiers.id, { onDelete: 'cascade' }),
  tenantId: integer('tenant_id')
    .notNull()
    .references(() => tenants.id),
  locale: text('locale').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
