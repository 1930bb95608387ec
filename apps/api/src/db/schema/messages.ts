import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenants, users } from './core.js';

/**
 * The demo mailbox: every message the platform would have sent by e-mail or SMS, kept here instead
 * when no transport is configured and the demo accounts exist (modules/messages).
 */
export const demoMailboxMessages = pgTable(
  'demo_mailbox_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    /** `email` or `sms`. */
    channel: text('channel').notNull(),
    /** The e-mail address or the E.164 mobile number it was meant for. */
    destination: text('destination').notNull(),
    /** E-mails only. */
    subject: text('subject'),
    text: text('text').notNull(),
    /** E-mails only. */
    html: text('html'),
    /** Which template wrote it (`one-time-code-sms`, `signature-reminder`…). */
    templateId: text('template_id').notNull(),
    locale: text('locale').notNull(),
    dossierId: integer('dossier_id'),
    /** The signature recipient it was for, when it was for one. */
    recipientId: bigint('recipient_id', { mode: 'number' }),
    /** The files it carried (name, type, size in bytes), e-mails only; the bytes are not kept. */
    attachments: jsonb('attachments')
      .$type<{ filename: string; contentType: string; size: number }[]>()
      .notNull()
      .default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('demo_mailbox_messages_tenant_idx').on(t.tenantId, t.createdAt.desc(), t.id.desc())],
);

/**
 * The accounts the demo seed made (published password): while one exists and no transport is
 * configured, messages go to the demo mailbox, which only these accounts may read.
 */
export const demoAccounts = pgTable('demo_accounts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
});

/**
 * The one-time code a signature recipient was last sent (one row per recipient): its HMAC only,
 * never the code; a new code replaces the row (and so lifts a lock).
 */
export const oneTimeCodes = pgTable('one_time_codes', {
  /** Who must prove control of the destination (a signature recipient, as the caller names it). */
  recipientKey: text('recipient_key').primaryKey(),
  tenantId: integer('tenant_id')
    .notNull()
    .references(() => tenants.id),
  channel: text('channel').notNull(),
  /** Normalised: lower-case e-mail or E.164 number. */
  destination: text('destination').notNull(),
  /** HMAC-SHA-256 (base64url) of the recipient key and the code under the server's secret. */
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** Each code sent, for the throttles per recipient and per destination; rows older than a day are deleted. */
export const oneTimeCodeSends = pgTable(
  'one_time_code_sends',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    recipientKey: text('recipient_key').notNull(),
    destination: text('destination').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('one_time_code_sends_recipient_idx').on(t.recipientKey, t.sentAt),
    index('one_time_code_sends_destination_idx').on(t.destination, t.sentAt),
    index('one_time_code_sends_sent_at_idx').on(t.sentAt),
  ],
);
