import type { Database } from '../../../db/client.js';
import { ApiError } from '../../../shared/api-error.js';
import { computeSha256, type BlobStore } from '../../../storage/blob-store.js';
import { createFormStore, type FormStore } from '../../forms/index.js';
import {
  findDossierRecord,
  findGeneratedDocuments,
  findTemplates,
  saveDossierLocale,
  upsertGeneratedDocument,
  type DossierRecord,
  type GeneratedDocumentRow,
} from '../queries.js';
import type { DocumentLocale } from '../document-template.types.js';
import { buildDocumentModel } from './build-document-model.js';
import { formatToday } from './format-document-value.js';
import { loadDocumentInputs } from './load-document-inputs.js';
import { renderDocumentPdf } from './render-document-pdf.js';

/** A generated document of a dossier, up to date with its values. */
export type GeneratedDocument = {
  /** Id of the document (stable: a document made again keeps its id). */
  id: number;
  /** Its template's key (`mission_letter`, `adequacy_report`, `subscription_form`…). */
  documentKey: string;
  /** File name, e.g. `bulletin-de-souscription-42.pdf`. */
  filename: string;
  /** Title in the dossier's language. */
  title: string;
  /** SHA-256 of the PDF (its address in the blob store). */
  sha256: string;
  /** The hash of its inputs (values shown, template, look, language): the same inputs make the same document. */
  inputHash: string;
  /** The PDF. */
  bytes: Uint8Array;
};

/** What document generation needs; `forms` (the app's cached form store) is optional. */
export type DocumentDeps = { db: Database; blobs: BlobStore; forms?: FormStore };

/**
 * Bump when the layout or the model changes: every document is then made again on its next use.
 * Note: part of each document's input hash.
 */
export const DOCUMENT_RENDERER_VERSION = 5;

const formStores = new WeakMap<Database, FormStore>();

/** The app's form store when the caller has one, else one per database. */
export function formStoreOf(deps: Pick<DocumentDeps, 'db' | 'forms'>): FormStore {
  if (deps.forms) return deps.forms;
  let store = formStores.get(deps.db);
  if (!store) {
    store = createFormStore(deps.db);
    formStores.set(deps.db, store);
  }
  return store;
}

/** A block's document, current, with its bytes when they were just made. */
export type CurrentDocument = { row: GeneratedDocumentRow; bytes?: Uint8Array };

/**
 * Makes sure the block's documents are up to date with the dossier's stored values: a document is
 * made again only when the hash of its inputs (the values it shows, its template, the tenant's look,
 * the language) changed; it then records the dossier version it was made from and goes to the blob
 * store with its SHA-256. Answers the block's documents in template order ([] for a block without
 * documents).
 * @throws ApiError 404 when the block is not one of the dossier's form.
 */
export async function ensureBlockDocuments(
  deps: DocumentDeps,
  dossier: DossierRecord,
  blockId: number,
): Promise<CurrentDocument[]> {
  const forms = formStoreOf(deps);
  const stored = await forms.getStoredForm(dossier.formId);
  const block = stored.blocks.find((candidate) => candidate.id === blockId);
  if (!block) throw ApiError.notFound('block_id', 'api.error.block-not-found');
  const keys = block.documents ?? [];
  if (keys.length === 0) return [];
  const [templates, existing] = await Promise.all([
    findTemplates(deps.db, dossier.formId, keys),
    findGeneratedDocuments(deps.db, dossier.id, keys),
  ]);
  if (templates.length === 0) return [];
  const inputs = await loadDocumentInputs(deps.db, forms, dossier);
  const date = formatToday();
  const current: CurrentDocument[] = [];
  for (const { documentKey, template } of templates) {
    const model = buildDocumentModel(template, inputs, blockId);
    const inputHash = computeSha256(
      new TextEncoder().encode(JSON.stringify({ renderer: DOCUMENT_RENDERER_VERSION, model })),
    );
    const previous = existing.find((row) => row.documentKey === documentKey);
    if (previous && previous.inputHash === inputHash && previous.blockId === blockId) {
      current.push({ row: previous });
      continue;
    }
    const bytes = await renderDocumentPdf(
      model,
      { dossierId: dossier.id, dossierVersion: dossier.version, date },
      inputs.tenant.logo,
    );
    const { sha256, size } = await deps.blobs.put(bytes);
    const row = await upsertGeneratedDocument(deps.db, {
      tenantId: dossier.tenantId,
      dossierId: dossier.id,
      blockId,
      documentKey,
      locale: inputs.locale,
      inputHash,
      sha256,
      size,
      filename: `${template.filename}-${dossier.id}.pdf`,
      title: model.title,
      dossierVersion: dossier.version,
    });
    current.push({ row, bytes });
  }
  return current;
}

/** The bytes of a document row, from the blob store. */
export async function readDocumentBytes(blobs: BlobStore, row: GeneratedDocumentRow): Promise<Uint8Array> {
  const bytes = await blobs.get(row.sha256);
  if (!bytes) throw ApiError.notFound('documentId', 'ged.download_failed');
  return bytes;
}

/**
 * The block's documents, up to date with the dossier's stored values, with their bytes, in
 * template order (see {@link ensureBlockDocuments}). For the signature step: no permission check
 * here — the caller has checked who asks. With `locale` (the language of whoever opens the
 * signature), that language becomes the dossier's documents' language first, as listing them from
 * the wizard does: an English signer is not handed French titles and PDFs (issue 34 point 12).
 * @throws ApiError 404 when there is no such dossier, or the block is not one of its form.
 */
export async function generateBlockDocuments(
  deps: { db: Database; blobs: BlobStore; forms?: FormStore },
  dossierId: number,
  blockId: number,
  options: { locale?: DocumentLocale } = {},
): Promise<GeneratedDocument[]> {
  const dossier = await findDossierRecord(deps.db, dossierId);
  if (!dossier) throw ApiError.notFound('id', 'api.error.dossier-not-found');
  if (options.locale) await saveDossierLocale(deps.db, dossier.id, dossier.tenantId, options.locale);
  const documents = await ensureBlockDocuments(deps, dossier, blockId);
  return Promise.all(
    documents.map(async ({ row, bytes }) => ({
      id: row.id,
      documentKey: row.documentKey,
      filename: row.filename,
      title: row.title,
      sha256: row.sha256,
      inputHash: row.inputHash,
      bytes: bytes ?? (await readDocumentBytes(deps.blobs, row)),
    })),
  );
}
