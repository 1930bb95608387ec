import { and, asc, desc, eq, gt, inArray, isNotNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  correctionItems,
  correctionRounds,
  customers,
  dossierEvidence,
  evidenceBuildClaims,
  dossiers,
  forms,
  integrationHistory,
  signatureDocuments,
  signatureEnvelopes,
  tenants,
  users,
} from '../../db/schema.js';

export type EvidenceRow = typeof dossierEvidence.$inferSelect;

/** The latest revision of a dossier's evidence file, if it was built. */
export async function findLatestEvidence(db: Database, dossierId: number): Promise<EvidenceRow | undefined> {
  const [row] = await db
    .select()
    .from(dossierEvidence)
    .where(eq(dossierEvidence.dossierId, dossierId))
    .orderBy(desc(dossierEvidence.revision))
    .limit(1);
  return row;
}

/**
 * Records a revision; false when another process recorded the same revision first (the caller reads
 * the file again and starts over from it).
 */
export async function insertEvidenceRevision(
  db: Database,
  row: Omit<EvidenceRow, 'id' | 'createdAt' | 'archiveExpiresAt'> & { archiveExpiresAt?: Date | null },
): Promise<boolean> {
  const inserted = await db
    .insert(dossierEvidence)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: dossierEvidence.id });
  return inserted.length > 0;
}

/** The dossier as its evidence file describes it: form, tenant, customer and advisor. */
export async function findEvidenceDossier(db: Database, dossierId: number) {
  const [row] = await db
    .select({
      dossier: dossiers,
      formLabel: forms.label,
      tenantCode: tenants.code,
      tenantName: tenants.name,
      client: { civility: customers.civility, firstName: customers.firstName, lastName: customers.lastName },
      advisor: { firstname: users.firstname, lastname: users.lastname },
    })
    .from(dossiers)
    .innerJoin(forms, eq(forms.id, dossiers.formId))
    .innerJoin(tenants, eq(tenants.id, dossiers.tenantId))
    .leftJoin(customers, eq(customers.id, dossiers.clientId))
    .leftJoin(users, eq(users.id, dossiers.advisorId))
    .where(eq(dossiers.id, dossierId));
  return row;
}

/** The dossier manager's decisions (state changes and pairings) after a history entry, oldest first. */
async function selectDecisionsAfter(db: Database, dossierId: number, afterId: number | null) {
  return db
    .select({
      id: integrationHistory.id,
      kind: integrationHistory.kind,
      state: integrationHistory.state,
      reason: integrationHistory.reason,
      pairing: integrationHistory.pairing,
      revision: integrationHistory.revision,
      createdAt: integrationHistory.createdAt,
      firstname: users.firstname,
      lastname: users.lastname,
      username: users.username,
    })
    .from(integrationHistory)
    .leftJoin(users, eq(users.id, integrationHistory.userId))
    .where(
      and(
        eq(integrationHistory.dossierId, dossierId),
        inArray(integrationHistory.kind, ['state', 'pairing', 'correction-sent']),
        afterId === null ? undefined : gt(integrationHistory.id, afterId),
      ),
    )
    .orderBy(asc(integrationHistory.id));
}

/**
 * The dossier manager's decisions (state, pairing) and the corrections sent (issue 35) after a history
 * entry, oldest first; a correction carries the documents its amendment signed again (the sealed PDF's
 * SHA-256 once signed), empty when no document changed.
 */
export async function findDecisionsAfter(db: Database, dossierId: number, afterId: number | null) {
  const rows = await selectDecisionsAfter(db, dossierId, afterId);
  const revisions = rows.flatMap((row) =>
    row.kind === 'correction-sent' && row.revision ? [row.revision] : [],
  );
  const documents =
    revisions.length === 0
      ? []
      : await db
          .select({
            revision: signatureEnvelopes.revision,
            name: signatureDocuments.name,
            sha256: signatureDocuments.signedSha256,
          })
          .from(signatureDocuments)
          .innerJoin(signatureEnvelopes, eq(signatureEnvelopes.id, signatureDocuments.envelopeId))
          .where(
            and(
              eq(signatureEnvelopes.dossierId, dossierId),
              isNotNull(signatureEnvelopes.amendsEnvelopeId),
              inArray(signatureEnvelopes.revision, revisions),
            ),
          );
  return rows.map((row) => ({
    ...row,
    documents: documents.filter(
      (document) => row.kind === 'correction-sent' && document.revision === row.revision,
    ),
  }));
}

export type DecisionRow = Awaited<ReturnType<typeof findDecisionsAfter>>[number];

/**
 * Claims the building of a dossier's evidence file until `until`: true when this caller holds it (no
 * claim, or one left past its time by a builder that died), false while another builder holds it.
 */
export async function claimEvidenceBuild(db: Database, dossierId: number, now: Date, until: Date) {
  const claimed = await db
    .insert(evidenceBuildClaims)
    .values({ dossierId, claimedUntil: until })
    .onConflictDoUpdate({
      target: evidenceBuildClaims.dossierId,
      set: { claimedUntil: until },
      where: lt(evidenceBuildClaims.claimedUntil, now),
    })
    .returning({ dossierId: evidenceBuildClaims.dossierId });
  return claimed.length > 0;
}

/** Ends a claim to build a dossier's evidence file (built, or failed: another caller may try). */
export async function releaseEvidenceBuild(db: Database, dossierId: number): Promise<void> {
  await db.delete(evidenceBuildClaims).where(eq(evidenceBuildClaims.dossierId, dossierId));
}

/**
 * What the evidence file tells of a dossier's correction rounds beyond their before and after
 * (issue 35 point 6): each round's answers when it opened (an earlier version of the answers), and
 * who flagged each item, when, in which history entry.
 */
export async function findCorrectionRecord(db: Database, dossierId: number) {
  const [rounds, flags] = await Promise.all([
    db
      .select({ revision: correctionRounds.revision, answersBefore: correctionRounds.answersBefore })
      .from(correctionRounds)
      .where(eq(correctionRounds.dossierId, dossierId))
      .orderBy(asc(correctionRounds.revision)),
    db
      .select({
        itemId: correctionItems.id,
        roundId: correctionItems.roundId,
        revision: correctionRounds.revision,
        historyId: integrationHistory.id,
        kind: integrationHistory.kind,
        state: integrationHistory.state,
        createdAt: integrationHistory.createdAt,
        firstname: users.firstname,
        lastname: users.lastname,
        username: users.username,
      })
      .from(correctionItems)
      .innerJoin(correctionRounds, eq(correctionRounds.id, correctionItems.roundId))
      .innerJoin(integrationHistory, eq(integrationHistory.id, correctionItems.historyId))
      .leftJoin(users, eq(users.id, integrationHistory.userId))
      .where(eq(correctionItems.dossierId, dossierId))
      .orderBy(asc(correctionItems.id)),
  ]);
  return { rounds, flags };
}

export type CorrectionRecord = Awaited<ReturnType<typeof findCorrectionRecord>>;

/** Whether a correction of the dossier was sent (its evidence file is then made again at each record). */
export async function hasSentCorrection(db: Database, dossierId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: correctionRounds.id })
    .from(correctionRounds)
    .where(and(eq(correctionRounds.dossierId, dossierId), eq(correctionRounds.status, 'sent')))
    .limit(1);
  return row !== undefined;
}
