import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TPairingChoice } from '@souscription/contract';
import { dossiers, tenants, users } from './core.js';

/** A receipt as a correction round found it when it opened (issue 35). */
export type RoundReceipt = { elementId: number; receiptId: number; title: string; sha256: string };

/**
 * What happened to a dossier after signature (spec 01 §2, Actions tab): each state change by the
 * dossier manager (with its reason), each pairing (the customer chosen, its score and reasons) and
 * each delivery to the back office (success, or failure with the target's reason).
 */
export const integrationHistory = pgTable(
  'integration_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    dossierId: bigint('dossier_id', { mode: 'number' })
      .notNull()
      .references(() => dossiers.id, { onDelete: 'cascade' }),
    /** `state`, `pairing` or `delivery`. */
    kind: text('kind').notNull(),
    /** The integration state after this entry. */
    state: text('state').notNull(),
    reason: text('reason'),
    /** Who did it; null for the delivery worker. */
    userId: uuid('user_id').references(() => users.id),
    pairing: jsonb('pairing').$type<TPairingChoice>(),
    /** The revision a `correction-sent` entry sends (2 for the first correction round), or a `delivery` delivered. */
    revision: integer('revision'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('integration_history_dossier_idx').on(t.dossierId, t.id),
    // « Suivi »'s refusal and error reasons, by tenant.
    index('integration_history_reasons_idx')
      .on(t.tenantId, t.dossierId)
      .where(sql`state IN ('refused', 'error') AND kind IN ('state', 'delivery')`),
  ],
);

/**
 * The outbox: one row per validated dossier version, written in the validation's transaction, then
 * claimed by any worker with `FOR UPDATE SKIP LOCKED` and delivered once (file drop or webhook).
 */
export const integrationOutbox = pgTable(
  'integration_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    dossierId: bigint('dossier_id', { mode: 'number' })
      .notNull()
      .references(() => dossiers.id, { onDelete: 'cascade' }),
    dossierVersion: integer('dossier_version').notNull(),
    /** `{dossierId}-{version}`: the webhook's id and the file's name; a target drops repeats by it. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** `pending` (to deliver, maybe after a failed attempt), `delivered` or `failed` (attempts spent). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When the next attempt may run (backoff after a failure). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A claim's lease: a worker that died mid-delivery leaves the row to others after it. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('integration_outbox_key_unique').on(t.idempotencyKey),
    index('integration_outbox_due_idx')
      .on(t.nextAttemptAt, t.id)
      .where(sql`status = 'pending'`),
    index('integration_outbox_dossier_idx').on(t.dossierId),
  ],
);

/**
 * What the dossier manager flagged for correction (issue 35): a field (an element of the dossier's
 * form), a receipt (its element, the receipt at fault when there is one, the problem) or a note, each
 * with its reason; kept with the history entry that carried it. `open` until a correction answers it.
 */
export const correctionItems = pgTable(
  'correction_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    dossierId: bigint('dossier_id', { mode: 'number' })
      .notNull()
      .references(() => dossiers.id, { onDelete: 'cascade' }),
    historyId: bigint('history_id', { mode: 'number' })
      .notNull()
      .references(() => integrationHistory.id, { onDelete: 'cascade' }),
    /** `field`, `receipt` or `note`. */
    kind: text('kind').notNull(),
    elementId: integer('element_id'),
    /** The receipt at fault (no foreign key: a replaced receipt is deleted, the item stays). */
    receiptId: bigint('receipt_id', { mode: 'number' }),
    /** For a receipt: `missing`, `illegible`, `expired` or `wrong_person`. */
    problem: text('problem'),
    reason: text('reason').notNull(),
    /** `open` or `resolved`. */
    status: text('status').notNull().default('open'),
    /** The round it belongs to (null for items flagged before rounds were kept). */
    roundId: bigint('round_id', { mode: 'number' }).references(() => correctionRounds.id, {
      onDelete: 'cascade',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    index('correction_items_dossier_idx').on(t.dossierId, t.id),
    index('correction_items_history_idx').on(t.historyId),
    index('correction_items_round_idx').on(t.roundId),
    index('correction_items_open_idx')
      .on(t.tenantId, t.dossierId)
      .where(sql`status = 'open'`),
  ],
);

/**
 * A round of corrections of a signed dossier (issue 35): opened with the first items flagged while
 * none is open, `sent` by « Envoyer la correction ». The original signing is revision 1, the first
 * round revision 2, and so on. It keeps the answers and the receipts as they were when it opened,
 * so the checklist tells what changed since and the manager sees before and after.
 */
export const correctionRounds = pgTable(
  'correction_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    dossierId: bigint('dossier_id', { mode: 'number' })
      .notNull()
      .references(() => dossiers.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    /** `open` or `sent`. */
    status: text('status').notNull().default('open'),
    /** The dossier's `values` when the round opened. */
    answersBefore: jsonb('answers_before').$type<Record<string, unknown>>().notNull(),
    /** The dossier's receipts when the round opened, oldest first. */
    receiptsBefore: jsonb('receipts_before').$type<RoundReceipt[]>().notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    sentBy: uuid('sent_by').references(() => users.id),
  },
  (t) => [
    uniqueIndex('correction_rounds_revision_unique').on(t.dossierId, t.revision),
    uniqueIndex('correction_rounds_one_open_unique')
      .on(t.dossierId)
      .where(sql`status = 'open'`),
  ],
);
