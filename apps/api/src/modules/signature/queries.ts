import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  dossiers,
  signatureCeremonies,
  signatureDocuments,
  signatureEnvelopes,
  signatureEvents,
  signatureRecipients,
  signatureSettings,
  users,
  platformRecords,
} from '../../db/schema.js';

/** A transaction of the database (what `db.transaction` hands its callback). */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** The database or a transaction. */
export type Executor = Database | Transaction;

export type EnvelopeRow = typeof signatureEnvelopes.$inferSelect;
export type EnvelopeDocumentRow = typeof signatureDocuments.$inferSelect;
export type RecipientRow = typeof signatureRecipients.$inferSelect;
export type EventRow = typeof signatureEvents.$inferSelect;
export type CeremonyRow = typeof signatureCeremonies.$inferSelect;
export type LockedDossier = typeof dossiers.$inferSelect;

/**
 * The dossier, locked until the transaction ends: every change of its status set by signature
 * events goes through this lock, so that two parties signing at once both land.
 */
export async function lockDossier(tx: Transaction, id: number): Promise<LockedDossier | undefined> {
  const [row] = await tx.select().from(dossiers).where(eq(dossiers.id, id)).for('update');
  return row;
}

/** Writes the dossier's new status set (and what goes with it), bumping its version unless told to keep it. */
export async function updateDossierAfterSignature(
  tx: Transaction,
  dossier: LockedDossier,
  changes: { status: string[]; signatureDate?: Date; integrationState?: string; keepVersion?: boolean },
): Promise<void> {
  await tx
    .update(dossiers)
    .set({
      status: changes.status,
      ...(changes.signatureDate ? { signatureDate: changes.signatureDate } : {}),
      ...(changes.integrationState ? { integrationState: changes.integrationState } : {}),
      version: changes.keepVersion ? dossier.version : dossier.version + 1,
      updatedAt: new Date(),
    })
    .where(eq(dossiers.id, dossier.id));
}

/** The envelope of a step still out for signature, if any. */
export async function findOpenEnvelope(
  db: Executor,
  dossierId: number,
  step: string,
): Promise<EnvelopeRow | undefined> {
  const [row] = await db
    .select()
    .from(signatureEnvelopes)
    .where(
      and(
        eq(signatureEnvelopes.dossierId, dossierId),
        eq(signatureEnvelopes.step, step),
        eq(signatureEnvelopes.status, 'sent'),
      ),
    );
  return row;
}

/** A folder's envelopes, oldest first. */
export async function findEnvelopes(db: Executor, dossierId: number): Promise<EnvelopeRow[]> {
  return db
    .select()
    .from(signatureEnvelopes)
    .where(eq(signatureEnvelopes.dossierId, dossierId))
    .orderBy(asc(signatureEnvelopes.id));
}

/**
 * The envelopes that stand for the folder now: per step, the completed one, else the latest one
 * (mission first).
 */
export async function findCurrentEnvelopes(db: Executor, dossierId: number): Promise<EnvelopeRow[]> {
  const rows = await findEnvelopes(db, dossierId);
  const byStep = new Map<string, EnvelopeRow>();
  for (const row of rows.filter((candidate) => candidate.amendsEnvelopeId === null)) {
    const kept = byStep.get(row.step);
    if (!kept || kept.status !== 'completed') byStep.set(row.step, row);
  }
  // A signed step's completed amendments follow it (issue 35): their documents replace its own.
  const amendments = rows.filter(
    (row) =>
      row.amendsEnvelopeId !== null &&
      row.status === 'completed' &&
      byStep.get(row.step)?.id === row.amendsEnvelopeId,
  );
  return [...byStep.values(), ...amendments].sort((a, b) =>
    a.step === b.step ? a.id - b.id : a.step === 'mission' ? -1 : 1,
  );
}

/**
 * The current documents of envelopes ordered as {@link findCurrentEnvelopes} answers them: a document
 * an amendment signed again (same file name) stands in its original's place.
 */
export function pickCurrentDocuments<T extends { envelopeId: number; name: string; rank: number }>(
  envelopes: readonly Pick<EnvelopeRow, 'id' | 'step'>[],
  documents: readonly T[],
): T[] {
  const order = new Map(envelopes.map((envelope, index) => [envelope.id, index]));
  const sorted = [...documents].sort(
    (a, b) => (order.get(a.envelopeId) ?? 0) - (order.get(b.envelopeId) ?? 0) || a.rank - b.rank,
  );
  const stepOf = new Map(envelopes.map((envelope) => [envelope.id, envelope.step]));
  const latest = new Map<string, T>();
  // Map keeps a key's first place: the amendment's document is read where its original stood.
  for (const document of sorted) latest.set(`${stepOf.get(document.envelopeId)}/${document.name}`, document);
  return [...latest.values()];
}

export async function findEnvelope(db: Executor, id: number): Promise<EnvelopeRow | undefined> {
  const [row] = await db.select().from(signatureEnvelopes).where(eq(signatureEnvelopes.id, id));
  return row;
}

export async function findEnvelopeDocuments(
  db: Executor,
  envelopeIds: number[],
): Promise<EnvelopeDocumentRow[]> {
  if (envelopeIds.length === 0) return [];
  return db
    .select()
    .from(signatureDocuments)
    .where(inArray(signatureDocuments.envelopeId, envelopeIds))
    .orderBy(asc(signatureDocuments.envelopeId), asc(signatureDocuments.rank));
}

export async function findRecipients(db: Executor, envelopeId: number): Promise<RecipientRow[]> {
  return db
    .select()
    .from(signatureRecipients)
    .where(eq(signatureRecipients.envelopeId, envelopeId))
    .orderBy(asc(signatureRecipients.id));
}

export async function findEvents(db: Executor, envelopeId: number): Promise<EventRow[]> {
  return db
    .select()
    .from(signatureEvents)
    .where(eq(signatureEvents.envelopeId, envelopeId))
    .orderBy(asc(signatureEvents.id));
}

export async function insertEvent(db: Executor, event: typeof signatureEvents.$inferInsert): Promise<void> {
  await db.insert(signatureEvents).values(event);
}

export async function findCeremony(db: Executor, tokenHash: string): Promise<CeremonyRow | undefined> {
  const [row] = await db
    .select()
    .from(signatureCeremonies)
    .where(eq(signatureCeremonies.tokenHash, tokenHash));
  return row;
}

/** Marks a ceremony opened, once: false when it was opened already (a second use). */
export async function markCeremonyOpened(
  db: Executor,
  tokenHash: string,
  at: Date,
  sessionExpiresAt: Date,
): Promise<boolean> {
  const rows = await db
    .update(signatureCeremonies)
    .set({ openedAt: at, sessionExpiresAt })
    .where(and(eq(signatureCeremonies.tokenHash, tokenHash), sql`${signatureCeremonies.openedAt} IS NULL`))
    .returning({ tokenHash: signatureCeremonies.tokenHash });
  return rows.length === 1;
}

/** Marks a ceremony finished, once: false when it was finished already. */
export async function markCeremonyFinished(db: Executor, tokenHash: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(signatureCeremonies)
    .set({ finishedAt: at })
    .where(and(eq(signatureCeremonies.tokenHash, tokenHash), sql`${signatureCeremonies.finishedAt} IS NULL`))
    .returning({ tokenHash: signatureCeremonies.tokenHash });
  return rows.length === 1;
}

/** First and last name of a user. */
export async function findUserName(db: Executor, id: string): Promise<string | undefined> {
  const [row] = await db
    .select({ firstname: users.firstname, lastname: users.lastname })
    .from(users)
    .where(eq(users.id, id));
  return row ? `${row.firstname} ${row.lastname}`.trim() : undefined;
}

/** The tenant's analytics event on signing, if it has one. */
export async function findAnalyticsEvent(db: Executor, tenantId: number): Promise<string | null> {
  const [row] = await db
    .select({ event: signatureSettings.analyticsEvent })
    .from(signatureSettings)
    .where(eq(signatureSettings.tenantId, tenantId));
  return row?.event ?? null;
}

/**
 * Remembers a record the platform sealed (a signature history, an evidence file revision) by the
 * SHA-256 of its bytes, so that `/verification` recognises it (the same bytes twice: kept once).
 */
export async function insertPlatformRecord(
  db: Executor,
  record: typeof platformRecords.$inferInsert,
): Promise<void> {
  await db.insert(platformRecords).values(record).onConflictDoNothing();
}
