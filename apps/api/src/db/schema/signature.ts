import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { dossiers, tenants, users } from './core.js';

/**
 * One signing step (mission, subscription) of a dossier sent for signature: its documents and one
 * recipient per signing person. `status`: `sent` (out for signature), `completed` (every party
 * signed, the documents sealed), `declined` (a party refused, with a reason), `expired`, `cancelled`
 * (by the advisor), `voided` (an answer it depends on changed). At most one open envelope per step.
 */
export const signatureEnvelopes = pgTable(
  'signature_envelopes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    dossierId: bigint('dossier_id', { mode: 'number' })
      .notNull()
      .references(() => dossiers.id, { onDelete: 'cascade' }),
    /** `mission` or `subscription` (the sign buttons' `docusignId`). */
    step: text('step').notNull(),
    /** The block whose documents the envelope holds. */
    blockId: integer('block_id').notNull(),
    /** The signing provider that holds it (`embedded`). */
    provider: text('provider').notNull().default('embedded'),
    status: text('status').notNull().default('sent'),
    /**
     * An amendment (issue 35): the completed envelope whose changed documents it signs again after a
     * correction; null for an envelope of the step's own.
     */
    amendsEnvelopeId: bigint('amends_envelope_id', { mode: 'number' }).references(
      (): AnyPgColumn => signatureEnvelopes.id,
    ),
    /** The dossier's revision it signs: 1 for the original signing, the correction round's for an amendment. */
    revision: integer('revision').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Past it, an envelope still out moves to `expired` (the tenant's `expiryDays` after it was sent). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /**
     * The SHA-256 of each answer its documents were made from (the blocks before its signing block),
     * by element id: a later save that changes one of them voids the envelope.
     */
    inputDigests: jsonb('input_digests').$type<Record<string, string>>(),
    /** When it ended without completing (`expired`, `cancelled`, `voided`), by whom, and why. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: text('end_reason'),
    endedBy: uuid('ended_by'),
    /** The answers (element ids) whose change voided it. */
    changedElementIds: jsonb('changed_element_ids').$type<number[]>(),
    /** Reminders sent to the signers still awaited, and when the next one is due. */
    remindersSent: integer('reminders_sent').notNull().default(0),
    nextReminderAt: timestamp('next_reminder_at', { withTimezone: true }),
    /** When every signer was sent their signed documents (completed envelopes). */
    copiesSentAt: timestamp('copies_sent_at', { withTimezone: true }),
    /** When the dossier's advisor was told it ended unsigned (declined, expired or cancelled). */
    advisorNotifiedAt: timestamp('advisor_notified_at', { withTimezone: true }),
    /**
     * When its sealing (validation data, document timestamp, evidence file) landed; null on a completed
     * envelope while the delivery worker has not sealed it yet (issue 32 point 7).
     */
    sealedAt: timestamp('sealed_at', { withTimezone: true }),
    /** The sealing job's lease: the worker that holds it, and until when. */
    sealLockedUntil: timestamp('seal_locked_until', { withTimezone: true }),
    sealLockedBy: text('seal_locked_by'),
    /** The sealing job's attempts, and the last failure's reason. */
    sealAttempts: integer('seal_attempts').notNull().default(0),
    sealError: text('seal_error'),
  },
  (t) => [
    index('signature_envelopes_dossier_idx').on(t.dossierId, t.step),
    // Note: migration 0032 creates it with INCLUDE (id, step, status, created_at) for « Suivi ».
    index('signature_envelopes_tenant_dossier_idx').on(t.tenantId, t.dossierId),
    index('signature_envelopes_expiry_idx')
      .on(t.expiresAt)
      .where(sql`status = 'sent'`),
    index('signature_envelopes_reminder_idx')
      .on(t.nextReminderAt)
      .where(sql`status = 'sent'`),
    index('signature_envelopes_advisor_notice_idx')
      .on(t.id)
      .where(sql`status IN ('declined', 'expired', 'cancelled') AND advisor_notified_at IS NULL`),
    index('signature_envelopes_sealing_idx')
      .on(t.completedAt)
      .where(sql`completed_at IS NOT NULL AND sealed_at IS NULL`),
    uniqueIndex('signature_envelopes_open_unique')
      .on(t.dossierId, t.step)
      .where(sql`status = 'sent'`),
  ],
);

/** A document of an envelope: the generated PDF, and its sealed copy once the envelope completes. */
export const signatureDocuments = pgTable(
  'signature_documents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    envelopeId: bigint('envelope_id', { mode: 'number' })
      .notNull()
      .references(() => signatureEnvelopes.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull(),
    /** File name (`lettre-de-mission-42.pdf`). */
    name: text('name').notNull(),
    title: text('title'),
    mimetype: text('mimetype').notNull().default('application/pdf'),
    /** The PDF as sent (blob store address). */
    sha256: text('sha256').notNull(),
    /** The hash of what it was made from (the generated document's `input_hash`): unchanged, it keeps its signatures. */
    inputHash: text('input_hash'),
    /** The sealed PDF (signature panel, certificate page, PAdES signature), once completed. */
    signedSha256: text('signed_sha256'),
    /**
     * When the certificate of the newest timestamp of the signed PDF expires, for the archive-timestamp
     * renewal (null: not read yet, or not completed).
     */
    archiveExpiresAt: timestamp('archive_expires_at', { withTimezone: true }),
    /** A worker renewing the archive timestamp holds the document until then (a lease: a killed worker's ends). */
    archiveClaimedUntil: timestamp('archive_claimed_until', { withTimezone: true }),
  },
  (t) => [index('signature_documents_envelope_idx').on(t.envelopeId)],
);

/** Each version a signed document had, oldest first: what changed it and when (completion, renewal). */
export const signatureDocumentVersions = pgTable(
  'signature_document_versions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    documentId: bigint('document_id', { mode: 'number' })
      .notNull()
      .references(() => signatureDocuments.id, { onDelete: 'cascade' }),
    /** The blob the version is. */
    sha256: text('sha256').notNull(),
    /** `archive_timestamp`: a document timestamp renewing the archive before its timestamp unit expires. */
    reason: text('reason').notNull(),
    /** The version it replaced. */
    previousSha256: text('previous_sha256'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('signature_document_versions_document_idx').on(t.documentId)],
);

/** One party of an envelope: who signs, and where their signature stands. */
export const signatureRecipients = pgTable(
  'signature_recipients',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    envelopeId: bigint('envelope_id', { mode: 'number' })
      .notNull()
      .references(() => signatureEnvelopes.id, { onDelete: 'cascade' }),
    /** subscriber, co_subscriber, subscriber_spouse, subscriber_advisor. */
    party: text('party').notNull(),
    /**
     * The other party this person also is, signing once for both: `subscriber_spouse` on the
     * co-subscriber declared as the subscriber's spouse.
     */
    alsoParty: text('also_party'),
    name: text('name').notNull(),
    email: text('email'),
    /** Their mobile number (E.164 or as answered), where their one-time code goes by SMS. */
    mobile: text('mobile'),
    /** The party's own account, when it has one (the subscriber's client account, the advisor). */
    userId: uuid('user_id').references(() => users.id),
    /** `sent`, `delivered`, `signed` or `declined`. */
    status: text('status').notNull().default('sent'),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    /**
     * How they proved who they are when they signed (`TSignerAuthentication`): `otp_sms`,
     * `otp_email`, `session`, `session_otp_sms`, `session_otp_email`.
     */
    authentication: text('authentication'),
    /**
     * How they sign (issue 32): `remote` (by their invitation's link, or their own account) or
     * `hosted` (« en sa présence »: on the advisor's device, after a code to their own contact). The
     * advisor switches it while they are awaited; a link of a hosted party and a hosted page of a
     * remote one are refused.
     */
    signingMode: text('signing_mode').notNull().default('remote'),
    /** The signed-in user who hosted their ceremony (in-person signing), when not themselves. */
    hostedBy: uuid('hosted_by'),
    hostedByName: text('hosted_by_name'),
    /** The consent text they accepted: its version and SHA-256 (hex). */
    consentVersion: text('consent_version'),
    consentSha256: text('consent_sha256'),
    /** Why they refused to sign (required to refuse). */
    declineReason: text('decline_reason'),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('signature_recipients_party_unique').on(t.envelopeId, t.party),
    // Note: migration 0032 creates these two with INCLUDE (party, and signed_at), for « Suivi ».
    index('signature_recipients_signed_idx')
      .on(t.envelopeId)
      .where(sql`status = 'signed' AND signed_at IS NOT NULL`),
    index('signature_recipients_declined_idx')
      .on(t.envelopeId)
      .where(sql`status = 'declined'`),
  ],
);

/** What happened to an envelope, for the audit certificate: who, when, from where, on which documents. */
export const signatureEvents = pgTable(
  'signature_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    envelopeId: bigint('envelope_id', { mode: 'number' })
      .notNull()
      .references(() => signatureEnvelopes.id, { onDelete: 'cascade' }),
    party: text('party'),
    /**
     * `sent`, `opened` (`delivered` before), `code_sent`, `code_failed`, `recipient_locked`,
     * `code_verified`, `consent_accepted`, `signed`, `declined`, `completed`, `expired`,
     * `cancelled`, `voided`, `reminder_sent`, `address_refused`, `mode_changed` (remote ↔ hosted).
     */
    type: text('type').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The signed-in user who acted (the party, or who hosted them). */
    userId: uuid('user_id'),
    userName: text('user_name'),
    /** The signed-in user who hosted the party's ceremony, when it was hosted. */
    hostedBy: uuid('hosted_by'),
    hostedByName: text('hosted_by_name'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** What the event says beyond who and when (a channel and masked destination, a reason…). */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    /** Each document's name and SHA-256 at the time of the event. */
    documents: jsonb('documents').$type<{ name: string; sha256: string }[]>().notNull().default([]),
  },
  (t) => [index('signature_events_envelope_idx').on(t.envelopeId, t.id)],
);

/**
 * The addresses of the signing page: the token's SHA-256 (never the token). `kind` `page`: bound to
 * the signed-in user who asked and the party, opened before `expiresAt`, then usable (reloaded, gone
 * back to) until `sessionExpiresAt` by the browser it was opened in. `kind` `invitation`: the personal
 * link of an invitation (no user: the party's one-time code is the proof), usable until the envelope
 * expires or the party has acted.
 */
export const signatureCeremonies = pgTable(
  'signature_ceremonies',
  {
    tokenHash: text('token_hash').primaryKey(),
    envelopeId: bigint('envelope_id', { mode: 'number' })
      .notNull()
      .references(() => signatureEnvelopes.id, { onDelete: 'cascade' }),
    party: text('party').notNull(),
    /** The signed-in user it was made for; null for an invitation's link. */
    userId: uuid('user_id'),
    /** `page` (a signed-in user's address) or `invitation` (a link sent to the party). */
    kind: text('kind').notNull().default('page'),
    /** An invitation's channels and masked destinations (`[{ channel, destination }]`). */
    sentTo: jsonb('sent_to').$type<{ channel: 'sms' | 'email'; destination: string }[]>(),
    /** How that user takes part: `signer` (their own party) or `host` (in-person signing). */
    part: text('part').notNull().default('signer'),
    /** When the party's one-time code was verified in this ceremony (« Signer » needs it). */
    codeVerifiedAt: timestamp('code_verified_at', { withTimezone: true }),
    /** Where that code was sent (`sms` or `email`). */
    codeChannel: text('code_channel'),
    locale: text('locale').notNull().default('fr'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    sessionExpiresAt: timestamp('session_expires_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('signature_ceremonies_envelope_idx').on(t.envelopeId, t.party)],
);

/**
 * Per-tenant signature settings (a tenant without a row has the defaults): the analytics event the SPA
 * sends when a party signs (spec 02 §4); how one-time codes go out (`sms-first` or `email`); whether
 * the signed-in advisor also types a code to sign their own part.
 */
export const signatureSettings = pgTable('signature_settings', {
  tenantId: integer('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  analyticsEvent: text('analytics_event'),
  /** Days an envelope stays out for signature before it expires. */
  expiryDays: integer('expiry_days').notNull().default(30),
  /** Reminders: the first after this many days, then every `reminderEveryDays`, at most `reminderMax`. */
  reminderFirstDays: integer('reminder_first_days').notNull().default(3),
  reminderEveryDays: integer('reminder_every_days').notNull().default(3),
  reminderMax: integer('reminder_max').notNull().default(3),
  /** How signers receive their signed documents: `link` (download after sign-in) or `attachment`. */
  signedCopies: text('signed_copies').notNull().default('link'),
  /** How invitations to sign go out: `email`, `sms` or `email-and-sms` (the other one when a party lacks it). */
  invitationChannel: text('invitation_channel').notNull().default('email'),
  codeChannel: text('code_channel').notNull().default('sms-first'),
  advisorCode: boolean('advisor_code').notNull().default(false),
});

/**
 * The invitations an envelope owes (issue 35): one row per party invited by link, written in the
 * transaction that opens the envelope, so that a process dying right after its commit loses none.
 * Sent after the commit by the request that opened it and, when that did not happen, by the delivery
 * worker's loop: claimed under `FOR UPDATE SKIP LOCKED` with a lease (`locked_until`), so two replicas
 * never send one twice. `status`: `pending`, `sent`, `unreachable` (no channel reached the party:
 * the advisor resends it), `dropped` (the envelope ended or the party answered first).
 */
export const signatureInvitationOutbox = pgTable(
  'signature_invitation_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    envelopeId: bigint('envelope_id', { mode: 'number' })
      .notNull()
      .references(() => signatureEnvelopes.id, { onDelete: 'cascade' }),
    party: text('party').notNull(),
    /** Who opened the envelope (named in the `invitation_sent` event); null for none. */
    sentByUserId: uuid('sent_by_user_id').references(() => users.id),
    sentByName: text('sent_by_name'),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('signature_invitation_outbox_party_unique').on(t.envelopeId, t.party),
    index('signature_invitation_outbox_due_idx')
      .on(t.nextAttemptAt, t.id)
      .where(sql`status = 'pending'`),
  ],
);
