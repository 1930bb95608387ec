import { findDossierLocale } from '../../documents/index.js';
import { getPki } from '../../pki/index.js';
import { buildDossierView } from '../../manage-dossier/index.js';
import {
  PLATFORM_SEAL_NAME,
  catchUpEnvelopeDocuments,
  findEnvelopeDocuments,
  findEnvelopes,
  findEvents,
  findRecipients,
  insertPlatformRecord,
  renderSignatureHistory,
  sealPlatformDocument,
  type EnvelopeRow,
  type EventRow,
  type RecipientRow,
  type SignatureDeps,
} from '../../signature/index.js';
import {
  findDecisionsAfter,
  findEvidenceDossier,
  findLatestEvidence,
  hasSentCorrection,
  insertEvidenceRevision,
  type EvidenceRow,
} from '../queries.js';
import { EVIDENCE_LOCALES, evidenceTexts, evidenceTitle, type TEvidenceLocale } from './evidence-texts.js';
import { collectEvidenceCorrections } from './collect-evidence-corrections.js';
import { shareEvidenceBuild } from './share-evidence-build.js';
import { readEmbeddedFiles } from './read-embedded-files.js';
import { describeDecision, historyAttachmentName, type TEvidenceModel } from './render-evidence-pdf.js';
import { runOnSealingThread } from '../../../sealing/sealing-threads.js';

/** What the evidence services need from the app: the signature services' own. */
export type EvidenceDeps = Omit<SignatureDeps, 'afterSubscriptionSigned' | 'afterAmendmentSigned'>;

/** The first revision's fields: the certifying seal and the document timestamp after it. */
const SEAL_FIELD = 'Cachet_plateforme';
const TIMESTAMP_FIELD = 'Horodatage_document';
const ATTEMPTS = 5;

/** Every envelope's parties and events as the evidence file shows them (events read generically). */
function toEvidenceEnvelopes(
  trails: { envelope: EnvelopeRow; recipients: RecipientRow[]; events: EventRow[] }[],
): TEvidenceModel['envelopes'] {
  return trails.map(({ envelope, recipients, events }) => ({
    id: envelope.id,
    step: envelope.step,
    status: envelope.status,
    createdAt: envelope.createdAt,
    completedAt: envelope.completedAt,
    endedAt: envelope.endedAt,
    endReason: envelope.endReason,
    parties: recipients.map((recipient) => ({
      party: recipient.party,
      name: recipient.name,
      status: recipient.status,
      email: recipient.email,
      mobile: recipient.mobile,
      authentication: recipient.authentication,
      signedAt: recipient.signedAt,
      hostedByName: recipient.hostedByName,
      consentVersion: recipient.consentVersion,
      consentSha256: recipient.consentSha256,
      declineReason: recipient.declineReason,
      declinedAt: recipient.declinedAt,
    })),
    // Every event as recorded, whatever its type: new kinds of events appear without a change here.
    events: events.map((event) => ({
      type: event.type,
      party: event.party,
      at: event.at,
      userName: event.userName,
      hostedByName: event.hostedByName,
      ip: event.ip,
      userAgent: event.userAgent,
      details: event.details,
    })),
  }));
}

async function collectModel(
  deps: EvidenceDeps,
  dossierId: number,
  previousEdition: TEvidenceModel['previousEdition'] = null,
): Promise<{ tenantId: number; model: TEvidenceModel } | null> {
  const row = await findEvidenceDossier(deps.db, dossierId);
  if (!row || !row.dossier.status.includes('signed')) return null;
  // The dossier's language: that of its documents (recorded when the wizard lists them).
  const locale: TEvidenceLocale = await findDossierLocale(deps.db, dossierId);
  const envelopes = await findEnvelopes(deps.db, dossierId);
  // A signature interrupted by a crash is made before its document is described.
  for (const envelope of envelopes) await catchUpEnvelopeDocuments(deps, envelope.id);
  const documents = await findEnvelopeDocuments(
    deps.db,
    envelopes.map((envelope) => envelope.id),
  );
  const viewed = { ...row.dossier, tenantCode: row.tenantCode };
  const decisions = await findDecisionsAfter(deps.db, dossierId, null);
  const [answers, { corrections, answerVersions }, trails, history] = await Promise.all([
    buildDossierView(deps.db, deps.forms, viewed, locale),
    collectEvidenceCorrections(deps.db, deps.forms, viewed, locale, decisions),
    Promise.all(
      envelopes.map(async (envelope) => ({
        envelope,
        recipients: await findRecipients(deps.db, envelope.id),
        events: await findEvents(deps.db, envelope.id),
      })),
    ),
    envelopes.length > 0 ? renderSignatureHistory(deps, envelopes, locale) : null,
  ]);
  const { client, advisor } = row;
  const model: TEvidenceModel = {
    locale,
    dossier: {
      id: dossierId,
      formLabel: row.formLabel,
      tenantName: row.tenantName,
      subscriber: client?.lastName ? `${client.civility} ${client.firstName} ${client.lastName}` : null,
      advisor: advisor?.lastname ? `${advisor.firstname} ${advisor.lastname}` : null,
      signatureDate: row.dossier.signatureDate,
    },
    builtAt: deps.now(),
    sealedBy: PLATFORM_SEAL_NAME,
    documents: await Promise.all(
      documents.map(async (document) => ({
        envelopeId: document.envelopeId,
        title: document.title,
        name: document.name,
        sha256: document.sha256,
        signedSha256: document.signedSha256,
        signedBytes: document.signedSha256 ? ((await deps.blobs.get(document.signedSha256)) ?? null) : null,
      })),
    ),
    envelopes: toEvidenceEnvelopes(trails),
    answers,
    rawAnswers: row.dossier.values,
    decisions,
    history,
    corrections,
    answerVersions,
    previousEdition,
  };
  return { tenantId: row.dossier.tenantId, model };
}

/**
 * The dossier's evidence file, built, sealed (certification P=2 with its timestamp, validation data,
 * document timestamp) and stored once, when its subscription is signed (or by the seed); the stored one
 * when it exists. Readers at once share one build, across replicas too (`shareEvidenceBuild`). Null
 * when the dossier is not signed.
 */
export async function buildDossierEvidence(
  deps: EvidenceDeps,
  dossierId: number,
): Promise<EvidenceRow | null> {
  const existing = await findLatestEvidence(deps.db, dossierId);
  if (existing) return existing;
  return shareEvidenceBuild(deps.db, dossierId, () => makeEvidence(deps, dossierId));
}

/**
 * Builds, seals and stores an edition of the evidence file: revision 1, or — once a correction was
 * sent — the revision after `previous`, a whole new file holding the corrections and `previous`
 * attached as it was sealed. Its history is kept apart for reading. Null when the dossier is not
 * signed, or when another process stored that revision first.
 */
async function makeEvidence(
  deps: EvidenceDeps,
  dossierId: number,
  previous: EvidenceRow | null = null,
): Promise<EvidenceRow | null> {
  const previousBytes = previous ? await deps.blobs.get(previous.sha256) : null;
  if (previous && !previousBytes) throw new Error(`evidence file of dossier ${dossierId} has no bytes`);
  // What the previous edition already holds is not attached again: it is in the file, inside it.
  const previousEdition =
    previous && previousBytes
      ? {
          revision: previous.revision,
          bytes: previousBytes,
          held: await runOnSealingThread('listHeldPdfDigests', previousBytes),
        }
      : null;
  const collected = await collectModel(deps, dossierId, previousEdition);
  if (!collected) return null;
  const { tenantId, model } = collected;
  const revision = (previous?.revision ?? 0) + 1;
  const pki = await getPki(deps.db, deps.config);
  const title = evidenceTitle(model.locale, dossierId);
  // Rendered on a sealing thread (src/sealing/), then sealed there too: the request thread stays free.
  const sealed = await sealPlatformDocument(pki, await runOnSealingThread('renderEvidencePdf', model), {
    reason: previous ? `${title} — ${evidenceTexts(model.locale).edition(previous.revision)}` : title,
    now: model.builtAt,
    fieldName: SEAL_FIELD,
    timestampFieldName: TIMESTAMP_FIELD,
  });
  // The history the file holds is stored apart too: `…/docusign/history` answers it without opening the file.
  const history = model.history ? await deps.blobs.put(model.history) : null;
  const { sha256 } = await deps.blobs.put(sealed);
  // Built concurrently elsewhere (the signature and a first download at once): theirs is kept.
  const inserted = await insertEvidenceRevision(deps.db, {
    tenantId,
    dossierId,
    revision,
    sha256,
    lastHistoryId: model.decisions.at(-1)?.id ?? null,
    historySha256: history?.sha256 ?? null,
  });
  if (inserted)
    await insertPlatformRecord(deps.db, { sha256, tenantId, dossierId, kind: 'evidence', revision });
  if (!inserted && previous) return null;
  return (await findLatestEvidence(deps.db, dossierId)) ?? null;
}

/**
 * Appends the dossier manager's decisions made since the last revision (validation, refusal, error,
 * pairing) to the evidence file: one incremental revision holding a platform seal whose reason states
 * them, with its signature timestamp, then validation data and a document timestamp; the earlier
 * revisions' bytes and signatures stay as they were. Builds the file first if it was never built.
 */
export async function appendEvidenceDecisions(
  deps: EvidenceDeps,
  dossierId: number,
): Promise<EvidenceRow | null> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const latest = await findLatestEvidence(deps.db, dossierId);
    if (!latest) return buildDossierEvidence(deps, dossierId);
    const decisions = await findDecisionsAfter(deps.db, dossierId, latest.lastHistoryId);
    if (decisions.length === 0) return latest;
    // Once corrected, the file is made anew to show the rounds: its certification forbids adding pages.
    if (await hasSentCorrection(deps.db, dossierId)) {
      const edition = await makeEvidence(deps, dossierId, latest);
      if (edition) return edition;
      continue;
    }
    const bytes = await deps.blobs.get(latest.sha256);
    if (!bytes) throw new Error(`evidence file of dossier ${dossierId} has no bytes`);
    const locale: TEvidenceLocale = await findDossierLocale(deps.db, dossierId);
    const t = evidenceTexts(locale);
    const revision = latest.revision + 1;
    const pki = await getPki(deps.db, deps.config);
    const sealed = await sealPlatformDocument(pki, bytes, {
      reason: `${t.decisionRevision} — ${decisions.map((decision) => describeDecision(decision, locale)).join(' ; ')}`,
      now: deps.now(),
      certify: false,
      fieldName: `Decision_${revision}`,
      timestampFieldName: `Horodatage_revision_${revision}`,
    });
    const { sha256 } = await deps.blobs.put(sealed);
    const inserted = await insertEvidenceRevision(deps.db, {
      tenantId: latest.tenantId,
      dossierId,
      revision,
      sha256,
      lastHistoryId: decisions.at(-1)!.id,
      historySha256: latest.historySha256,
    });
    if (inserted) {
      const record = { sha256, tenantId: latest.tenantId, dossierId, kind: 'evidence', revision };
      await insertPlatformRecord(deps.db, record);
      return { ...latest, revision, sha256, lastHistoryId: decisions.at(-1)!.id };
    }
  }
  throw new Error(`evidence file of dossier ${dossierId} kept changing under its revision`);
}

/**
 * The signature history a signed dossier's evidence file holds (attached when it was built, sealed then):
 * the same bytes at every call. The file is built first if it never was; null when the dossier is not
 * signed, or its file predates the attachment.
 */
export async function readStoredSignatureHistory(
  deps: EvidenceDeps,
  dossierId: number,
): Promise<Uint8Array | null> {
  const evidence = await buildDossierEvidence(deps, dossierId);
  if (evidence?.historySha256) return (await deps.blobs.get(evidence.historySha256)) ?? null;
  // A file built before the history was stored apart: the history is read from its attachment.
  const bytes = evidence ? await deps.blobs.get(evidence.sha256) : undefined;
  if (!bytes) return null;
  const wanted = new Set(EVIDENCE_LOCALES.map((locale) => historyAttachmentName(dossierId, locale)));
  return (await readEmbeddedFiles(bytes)).find((file) => wanted.has(file.name))?.bytes ?? null;
}
