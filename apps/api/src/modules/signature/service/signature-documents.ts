import { zipSync } from 'fflate';
import {
  getDossierActions,
  type TSignatureDocumentResponse,
  type TSignatureDocumentsResponse,
  type TSignatureHistoryResponse,
} from '@souscription/contract';
import type { Actor } from '../../../auth/actor.js';
import { ApiError } from '../../../shared/api-error.js';
import { findDossierLocale } from '../../documents/index.js';
import { type DossierRow, findDossierForActor } from '../../dossiers/index.js';
import {
  findCurrentEnvelopes,
  findEnvelopeDocuments,
  findEnvelopes,
  pickCurrentDocuments,
} from '../queries.js';
import { catchUpEnvelopeDocuments, refuseWhileSealing } from './complete-envelope.js';
import { renderSignatureHistory } from './seal-envelope.js';
import type { SignatureDeps } from './signature-deps.js';

/** The spec 01 §6 rule for a row action, applied by the server too. */
function actionsOf(actor: Actor, dossier: DossierRow) {
  return getDossierActions({
    role: actor.role,
    status: dossier.status,
    features: actor.tenant.features,
    backOfficeForm: dossier.backOfficeForm,
  });
}

/** The documents of the folder's current envelopes, mission first, ranked across envelopes. */
async function currentDocuments(deps: SignatureDeps, dossierId: number) {
  const envelopes = await findCurrentEnvelopes(deps.db, dossierId);
  for (const envelope of envelopes) await catchUpEnvelopeDocuments(deps, envelope.id);
  const documents = await findEnvelopeDocuments(
    deps.db,
    envelopes.map((envelope) => envelope.id),
  );
  return { envelopes, documents: pickCurrentDocuments(envelopes, documents) };
}

/** `GET /dossier/{id}/docusign/documents`. */
export async function listSignatureDocuments(
  deps: SignatureDeps,
  actor: Actor,
  dossierId: number,
): Promise<TSignatureDocumentsResponse> {
  await findDossierForActor(deps.db, actor, dossierId);
  const { documents } = await currentDocuments(deps, dossierId);
  return {
    documents: documents.map((document, index) => ({
      id: document.id,
      name: document.name,
      title: document.title || document.name,
      rank: index + 1,
    })),
  };
}

/**
 * `GET /dossier/{id}/docusign/documents/{documentId}`: the document as it stands, to read — with the
 * signatures given so far; sealed once its envelope's sealing landed (docs/decisions.md « Sealing
 * after the answer »).
 */
export async function getSignatureDocument(
  deps: SignatureDeps,
  actor: Actor,
  dossierId: number,
  documentId: number,
): Promise<TSignatureDocumentResponse> {
  await findDossierForActor(deps.db, actor, dossierId);
  const { documents } = await currentDocuments(deps, dossierId);
  const document = documents.find((row) => row.id === documentId);
  const bytes = document ? await deps.blobs.get(document.signedSha256 ?? document.sha256) : undefined;
  if (!document || !bytes) throw ApiError.notFound('documentId', 'docusign.error-envelope-not-found');
  return {
    document: {
      id: document.id,
      resource: `data:${document.mimetype};base64,${Buffer.from(bytes).toString('base64')}`,
      title: document.title || document.name,
      mimetype: document.mimetype,
    },
  };
}

/**
 * `GET /dossier/{id}/docusign/download`: the sealed documents as `dossier-{id}.zip` (spec 01 §6: the
 * download switch on, the folder in signature or signed).
 * @throws ApiError 409 docusign.error-sealing while a completed envelope is being sealed.
 */
export async function downloadSignedDocuments(
  deps: SignatureDeps,
  actor: Actor,
  dossierId: number,
): Promise<{ filename: string; bytes: Uint8Array }> {
  const dossier = await findDossierForActor(deps.db, actor, dossierId);
  if (!actionsOf(actor, dossier).downloadSignedDocuments) {
    throw ApiError.forbidden('id', 'docusign.error-download-not-allowed');
  }
  const { envelopes, documents } = await currentDocuments(deps, dossierId);
  refuseWhileSealing(envelopes);
  const files: Record<string, Uint8Array> = {};
  for (const document of documents) {
    if (!document.signedSha256) continue;
    const bytes = await deps.blobs.get(document.signedSha256);
    if (bytes) files[document.name] = bytes;
  }
  if (Object.keys(files).length === 0) throw ApiError.notFound('id', 'docusign.documents_not_available');
  // PDFs are compressed already: stored, not deflated again.
  return { filename: `dossier-${dossierId}.zip`, bytes: zipSync(files, { level: 0 }) };
}

/**
 * `GET /dossier/{id}/docusign/history`: the audit certificate of the folder's envelopes as a base64 PDF
 * (spec 01 §6: not for client and prospect roles, only in signature or signed), in the dossier's
 * language. A signed folder's is the one its evidence file holds, sealed once (the same bytes at every
 * download); a folder still in signature gets its history so far, rendered and sealed now.
 */
export async function getSignatureHistory(
  deps: SignatureDeps,
  actor: Actor,
  dossierId: number,
): Promise<TSignatureHistoryResponse> {
  const dossier = await findDossierForActor(deps.db, actor, dossierId);
  if (!actionsOf(actor, dossier).signatureHistory) {
    throw ApiError.forbidden('id', 'docusign.error-history-not-allowed');
  }
  // Every envelope of the folder, oldest first: the declined, expired, cancelled and voided ones stay
  // in the history after a new one opened.
  const envelopes = await findEnvelopes(deps.db, dossierId);
  if (envelopes.length === 0) throw ApiError.notFound('id', 'docusign.error-folder-not-found');
  refuseWhileSealing(envelopes);
  // A signed folder's history is stored with its evidence file: read as it is (issue 34 point 13).
  const stored = dossier.status.includes('signed') ? await deps.storedHistory?.(dossierId) : null;
  if (stored) return { envelopeHistoryData: Buffer.from(stored).toString('base64') };
  for (const envelope of envelopes) await catchUpEnvelopeDocuments(deps, envelope.id);
  const certificate = await renderSignatureHistory(
    deps,
    envelopes,
    await findDossierLocale(deps.db, dossierId),
  );
  return { envelopeHistoryData: Buffer.from(certificate).toString('base64') };
}
