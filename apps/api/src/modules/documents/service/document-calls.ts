import { zipSync } from 'fflate';
import { DOCUMENT_ERROR_KEYS, isBackOfficeRole } from '@souscription/contract';
import type { Actor } from '../../../auth/actor.js';
import { ApiError } from '../../../shared/api-error.js';
import { findDossierForActor } from '../../dossiers/index.js';
import type { DocumentLocale } from '../document-template.types.js';
import { findGeneratedDocument, findTemplates, saveDossierLocale } from '../queries.js';
import { buildDocumentModel, buildPrintModel } from './build-document-model.js';
import { formatToday } from './format-document-value.js';
import {
  ensureBlockDocuments,
  readDocumentBytes,
  type CurrentDocument,
  type DocumentDeps,
} from './generate-block-documents.js';
import { loadDocumentInputs } from './load-document-inputs.js';
import { renderDocumentPdf } from './render-document-pdf.js';

/** A file to send: its bytes, type and name. */
export type DocumentFile = { bytes: Uint8Array; contentType: string; filename: string };

/** The language an `Accept-Language` header asks for among the documents' two. */
export function toDocumentLocale(acceptLanguage: string | undefined): DocumentLocale {
  return acceptLanguage?.trim().toLowerCase().startsWith('en') ? 'en' : 'fr';
}

function assertPreviewOn(actor: Actor): void {
  if (!actor.tenant.features.documentPreview) {
    throw ApiError.notFound('documents', DOCUMENT_ERROR_KEYS.previewDisabled);
  }
}

async function withBytes(deps: DocumentDeps, document: CurrentDocument): Promise<Uint8Array> {
  return document.bytes ?? readDocumentBytes(deps.blobs, document.row);
}

/**
 * `documents/list`: the block's documents, up to date. The wizard lists them in its user's language:
 * unless the caller is back office, that language becomes the dossier's documents' language.
 */
export async function listBlockDocuments(
  deps: DocumentDeps,
  actor: Actor,
  dossierId: number,
  blockId: number,
  acceptLanguage: string | undefined,
) {
  const dossier = await findDossierForActor(deps.db, actor, dossierId);
  assertPreviewOn(actor);
  if (!isBackOfficeRole(actor.role) && actor.role !== 'manager') {
    await saveDossierLocale(deps.db, dossier.id, dossier.tenantId, toDocumentLocale(acceptLanguage));
  }
  const documents = await ensureBlockDocuments(deps, dossier, blockId);
  return {
    documents: documents.map(({ row }) => ({ id: row.id, filename: row.filename, title: row.title })),
  };
}

/** `preview`: one document's PDF, made again first when its values changed. */
export async function previewDocument(
  deps: DocumentDeps,
  actor: Actor,
  dossierId: number,
  documentId: number,
): Promise<DocumentFile> {
  const dossier = await findDossierForActor(deps.db, actor, dossierId);
  assertPreviewOn(actor);
  const known = await findGeneratedDocument(deps.db, dossier.id, documentId);
  if (!known) throw ApiError.notFound('documentId', DOCUMENT_ERROR_KEYS.documentNotFound);
  const current = (await ensureBlockDocuments(deps, dossier, known.blockId)).find(
    ({ row }) => row.documentKey === known.documentKey,
  );
  if (!current) throw ApiError.notFound('documentId', DOCUMENT_ERROR_KEYS.documentNotFound);
  return {
    bytes: await withBytes(deps, current),
    contentType: 'application/pdf',
    filename: current.row.filename,
  };
}

/** `documents/all`: the block's documents in `dossier-{id}.zip` (fflate). */
export async function downloadBlockDocuments(
  deps: DocumentDeps,
  actor: Actor,
  dossierId: number,
  blockId: number,
): Promise<DocumentFile> {
  const dossier = await findDossierForActor(deps.db, actor, dossierId);
  if (!actor.tenant.features.documentDownload) {
    throw ApiError.notFound('documents', DOCUMENT_ERROR_KEYS.downloadDisabled);
  }
  const documents = await ensureBlockDocuments(deps, dossier, blockId);
  if (documents.length === 0) throw ApiError.notFound('block_id', DOCUMENT_ERROR_KEYS.documentNotFound);
  const files: Record<string, Uint8Array> = {};
  for (const document of documents) files[document.row.filename] = await withBytes(deps, document);
  // PDFs are compressed already: stored as they are.
  return {
    bytes: zipSync(files, { level: 0 }),
    contentType: 'application/zip',
    filename: `dossier-${dossier.id}.zip`,
  };
}

/**
 * `printPdf/{printId}`: a printable PDF, base64; `printId` is a print button of the dossier's form.
 * A button whose `action` names one of the form's document templates (« Imprimer la lettre de
 * mission »: `mission_letter`) prints that document from the current answers; any other prints the
 * summary of the whole dossier.
 */
export async function printDossier(
  deps: Required<DocumentDeps>,
  actor: Actor,
  dossierId: number,
  printId: number,
): Promise<{ print: { file: string } }> {
  const dossier = await findDossierForActor(deps.db, actor, dossierId);
  const { definition } = await deps.forms.getLoadedForm(dossier.formId);
  const button = definition.elements.find((element) => element.id === printId);
  if (button?.type !== 'button_print') throw ApiError.notFound('printId', DOCUMENT_ERROR_KEYS.printNotFound);
  const action = typeof button.attributes.action === 'string' ? button.attributes.action : null;
  const [named] = action ? await findTemplates(deps.db, dossier.formId, [action]) : [];
  const inputs = await loadDocumentInputs(deps.db, deps.forms, dossier);
  const bytes = await renderDocumentPdf(
    named ? buildDocumentModel(named.template, inputs) : buildPrintModel(inputs),
    { dossierId: dossier.id, dossierVersion: dossier.version, date: formatToday() },
    inputs.tenant.logo,
  );
  return { print: { file: Buffer.from(bytes).toString('base64') } };
}
