import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './core.js';

/**
 * The platform's PKI, one row (`id` = 'platform'): its certificates and its private keys sealed
 * (AES-256-GCM) under the key of PKI_MASTER_KEY (or the key file in DATA_DIR), never the key itself.
 * Every replica reads the same row.
 */
export const pkiAuthorities = pgTable('pki_authorities', {
  id: text('id').primaryKey(),
  /** `TStoredPlatformPki` of @souscription/pdf-signature. */
  stored: jsonb('stored').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every signer certificate the platform issued: whose, for which envelope, and its revocation. */
export const pkiSignerCertificates = pgTable(
  'pki_signer_certificates',
  {
    /** Hexadecimal serial number. */
    serialNumber: text('serial_number').primaryKey(),
    envelopeId: integer('envelope_id'),
    party: text('party'),
    subjectName: text('subject_name').notNull(),
    notBefore: timestamp('not_before', { withTimezone: true }).notNull(),
    notAfter: timestamp('not_after', { withTimezone: true }).notNull(),
    certificate: bytea('certificate').notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Why it was revoked (`envelope_cancelled`, `envelope_voided`, …). */
    revocationReason: text('revocation_reason'),
  },
  (t) => [index('pki_signer_certificates_envelope_idx').on(t.envelopeId)],
);

/** The current CRL of each CA the platform holds the key of (`root`, `signingCa`). */
export const pkiCrls = pgTable('pki_crls', {
  issuer: text('issuer').primaryKey(),
  crlNumber: bigint('crl_number', { mode: 'bigint' }).notNull(),
  thisUpdate: timestamp('this_update', { withTimezone: true }).notNull(),
  nextUpdate: timestamp('next_update', { withTimezone: true }).notNull(),
  der: bytea('der').notNull(),
});

/**
 * Every CRL the platform issued, kept: a DSS made later carries the CRLs that were current when each of its
 * signatures was timestamped (for validators that judge a CRL at that time) beside those made after.
 */
export const pkiCrlHistory = pgTable(
  'pki_crl_history',
  {
    issuer: text('issuer').notNull(),
    crlNumber: bigint('crl_number', { mode: 'bigint' }).notNull(),
    thisUpdate: timestamp('this_update', { withTimezone: true }).notNull(),
    nextUpdate: timestamp('next_update', { withTimezone: true }).notNull(),
    der: bytea('der').notNull(),
  },
  (t) => [primaryKey({ columns: [t.issuer, t.crlNumber] })],
);
