import { Readable } from 'node:stream';
import { toReceiptFilename, type TListedReceipt, type TLocale, type TReceipt } from '@souscription/contract';
import { FILE_ELEMENT_TYPES, type FormDefinition } from '@souscription/form-engine';
import type { Actor } from '../../auth/actor.js';
import type { Database } from '../../db/client.js';
import { ApiError } from '../../shared/api-error.js';
import type { BlobReader, BlobStore } from '../../storage/blob-store.js';
import {
  assertCorrectionRemoval,
  assertCorrectionUpload,
  assertValuesEditable,
  findDossierForActor,
  readCorrectionScope,
  toReceiptResource,
  toWireReceipts,
} from '../dossiers/index.js';
import type { FormStore } from '../forms/index.js';
import {
  deleteReceiptRow,
  findReceipt,
  findReceiptsOfDossier,
  insertReceipts,
  type NewReceipt,
} from './queries.js';
import type { TAcceptedUpload } from './upload-body-parsing.js';

/** The receipts of a dossier, as the wire lists them. */
export async function listReceipts(db: Database, dossierId: number): Promise<TReceipt[]> {
  return toWireReceipts(dossierId, await findReceiptsOfDossier(db, dossierId));
}

/**
 * A receipt's category: the name of its document type on its element (`types[].presentation`),
 * else the element's label (an element without types, or a type since removed from the form).
 */
export function receiptCategory(definition: FormDefinition, receipt: TReceipt): string {
  const element = definition.elements.find((e) => e.id === receipt.elementId);
  if (!element) return '';
  const type = element.attributes.types?.find((t) => String(t.id) === receipt.typeId);
  return type?.presentation ?? element.attributes.label ?? element.name;
}

/**
 * `PUT /dossiers/{folderId}/receipts`: stores uploaded proofs on file elements of the dossier's
 * form, by whoever may change the dossier (during a correction, on flagged receipt elements only). Each file must really be a PDF, JPEG or PNG (read from
 * its bytes, in the upload worker: upload-body.ts), at most 10 MiB, of a type the element
 * accepts; all are recorded or none. The files are stored once everything is checked (a file stored
 * when the receipts could not be recorded stays in the blob store, unused).
 */
export async function uploadReceipts(
  db: Database,
  forms: FormStore,
  actor: Actor,
  dossierId: number,
  request: TAcceptedUpload,
): Promise<TReceipt[]> {
  const dossier = await findDossierForActor(db, actor, dossierId);
  const scope = await readCorrectionScope(db, dossier);
  if (scope) assertCorrectionUpload(actor, scope, request.receipts);
  else assertValuesEditable(actor, dossier);
  const { definition } = await forms.getLoadedForm(dossier.formId);
  const accepted = request.receipts.map((upload, index) => {
    const property = `receipts.${index}`;
    const element = definition.elements.find((e) => e.id === upload.elementId);
    if (!element || !FILE_ELEMENT_TYPES.has(element.type)) {
      throw ApiError.unprocessable([{ property: `${property}.elementId`, message: 'api.error.element-id' }]);
    }
    const types = element.attributes.types ?? [];
    if (types.length > 0 && !types.some((type) => String(type.id) === upload.typeId)) {
      throw ApiError.unprocessable([{ property: `${property}.typeId`, message: 'ged.upload-type' }]);
    }
    if ('refusal' in upload.file) {
      throw ApiError.unprocessable([{ property: `${property}.value`, message: upload.file.refusal }]);
    }
    return { upload, element, file: upload.file };
  });
  await request.storeFiles();
  const prepared: NewReceipt[] = accepted.map(({ upload, element, file }) => ({
    tenantId: dossier.tenantId,
    dossierId,
    elementId: element.id,
    typeId: upload.typeId ?? null,
    title: upload.title,
    mimetype: file.mimetype,
    sha256: file.sha256,
  }));
  await insertReceipts(db, prepared);
  return listReceipts(db, dossierId);
}

/** `GET /dossiers/{folderId}/receipts`: the receipts of a dossier with their category, to whoever may see it. */
export async function listDossierReceipts(
  db: Database,
  forms: FormStore,
  actor: Actor,
  dossierId: number,
  locale: TLocale,
): Promise<TListedReceipt[]> {
  const dossier = await findDossierForActor(db, actor, dossierId);
  const [receipts, definition] = await Promise.all([
    listReceipts(db, dossierId),
    forms.getDefinition(dossier.formId, locale),
  ]);
  return receipts.map((receipt) => ({
    ...receipt,
    id: receipt.receiptId,
    category: receiptCategory(definition, receipt),
  }));
}

/**
 * `GET /dossiers/{folderId}/receipts/{receiptId}`, to whoever may see the dossier: the answer of
 * the contract (`{ receipt: { id, resource, title, filename, mimetype, resourceFile } }`, the file in
 * base64) written as the file is read, piece by piece, never the whole file as one string.
 */
export async function getReceipt(
  db: Database,
  blobs: BlobStore,
  actor: Actor,
  dossierId: number,
  receiptId: number,
): Promise<Readable> {
  await findDossierForActor(db, actor, dossierId);
  const row = await findReceipt(db, dossierId, receiptId);
  const file = row && (await blobs.stream(row.sha256));
  if (!row || !file) throw ApiError.notFound('receiptId', 'ged.download_failed');
  const head = JSON.stringify({
    id: row.id,
    resource: toReceiptResource(dossierId, row.id),
    title: row.title,
    filename: toReceiptFilename(row.title, row.mimetype),
    mimetype: row.mimetype,
  });
  return Readable.from(receiptJson(head, file));
}

async function* receiptJson(head: string, file: BlobReader): AsyncGenerator<string> {
  yield `{"receipt":${head.slice(0, -1)},"resourceFile":"`;
  yield* base64Of(file.chunks);
  yield '"}}';
}

/** The base64 of pieces of any length, as the pieces come (3 bytes make 4 characters). */
export async function* base64Of(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<string> {
  let carry: Buffer = Buffer.alloc(0);
  for await (const chunk of chunks) {
    const piece = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    const bytes = carry.length > 0 ? Buffer.concat([carry, piece]) : piece;
    const whole = bytes.length - (bytes.length % 3);
    if (whole > 0) yield bytes.subarray(0, whole).toString('base64');
    carry = bytes.subarray(whole);
  }
  if (carry.length > 0) yield carry.toString('base64');
}

/**
 * `DELETE /dossiers/{folderId}/receipts/{receiptId}`, by whoever may change the dossier; during a
 * correction (issue 35), the flagged receipt being replaced or one added since the round opened.
 */
export async function deleteReceipt(
  db: Database,
  actor: Actor,
  dossierId: number,
  receiptId: number,
): Promise<void> {
  const dossier = await findDossierForActor(db, actor, dossierId);
  const scope = await readCorrectionScope(db, dossier);
  if (scope) {
    const receipt = await findReceipt(db, dossierId, receiptId);
    if (!receipt) throw ApiError.notFound('receiptId', 'ged.remove_failed');
    assertCorrectionRemoval(actor, scope, receipt);
  } else {
    assertValuesEditable(actor, dossier);
  }
  if (!(await deleteReceiptRow(db, dossierId, receiptId)))
    throw ApiError.notFound('receiptId', 'ged.remove_failed');
}
