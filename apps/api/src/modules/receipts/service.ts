import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import {
  API_PATH_PREFIX,
  MAX_RECEIPT_BYTES,
  fillOperationPath,
  operations,
  RECEIPT_MIME_TYPES,
  type TReceipt,
  type TReceiptDetailResponse,
  type TUploadReceiptsRequest,
} from '@souscription/contract';
import { FILE_ELEMENT_TYPES } from '@souscription/form-engine';
import type { Actor } from '../../auth/actor.js';
import type { Database } from '../../db/client.js';
import { ApiError } from '../../shared/api-error.js';
import { findDossierForActor } from '../dossiers/service/find-dossier.js';
import { assertValuesEditable } from '../dossiers/service/assert-values-editable.js';
import type { FormStore } from '../forms/form-store.js';
import {
  deleteReceiptRow,
  findReceipt,
  findReceiptsOfDossier,
  insertReceipts,
  type NewReceipt,
} from './queries.js';

/** The address of a receipt's file: the `getReceipt` call. */
const resourceOf = (folderId: number, receiptId: number) =>
  `${API_PATH_PREFIX}${fillOperationPath(operations.getReceipt.path, { folderId, receiptId })}`;

/** The receipts of a dossier, as the wire lists them. */
export async function listReceipts(db: Database, dossierId: number): Promise<TReceipt[]> {
  const rows = await findReceiptsOfDossier(db, dossierId);
  return rows.map((r) => ({
    receiptId: r.id,
    typeId: r.typeId,
    elementId: r.elementId,
    title: r.title,
    resource: resourceOf(dossierId, r.id),
  }));
}

/**
 * `PUT /dossiers/{folderId}/receipts`: stores uploaded proofs on file elements of the dossier's
 * form, by whoever may change the dossier. Each file must really be a PDF, JPEG or PNG (read from
 * its bytes), at most 10 MiB, of a type the element accepts; all are stored or none.
 */
export async function uploadReceipts(
  db: Database,
  forms: FormStore,
  actor: Actor,
  dossierId: number,
  request: TUploadReceiptsRequest,
): Promise<TReceipt[]> {
  const dossier = await findDossierForActor(db, actor, dossierId);
  assertValuesEditable(actor, dossier);
  const { definition } = await forms.getLoadedForm(dossier.formId);
  const prepared: NewReceipt[] = [];
  for (const [index, upload] of request.receipts.entries()) {
    const property = `receipts.${index}`;
    const element = definition.elements.find((e) => e.id === upload.elementId);
    if (!element || !FILE_ELEMENT_TYPES.has(element.type)) {
      throw ApiError.unprocessable([{ property: `${property}.elementId`, message: 'api.error.element-id' }]);
    }
    const types = element.attributes.types ?? [];
    if (types.length > 0 && !types.some((type) => String(type.id) === upload.typeId)) {
      throw ApiError.unprocessable([{ property: `${property}.typeId`, message: 'ged.upload-type' }]);
    }
    const base64 = upload.value.replace(/^data:[^;,]*;base64,/, '');
    if (!/^[A-Za-z0-9+/=\s]+$/.test(base64)) {
      throw ApiError.unprocessable([{ property: `${property}.value`, message: 'ged.upload-not-base64' }]);
    }
    const bytes = Buffer.from(base64, 'base64');
    if (bytes.length === 0)
      throw ApiError.unprocessable([{ property: `${property}.value`, message: 'ged.upload-empty' }]);
    if (bytes.length > MAX_RECEIPT_BYTES) {
      throw ApiError.unprocessable([{ property: `${property}.value`, message: 'ged.upload-too-large' }]);
    }
    const detected = await fileTypeFromBuffer(bytes);
    if (!detected || !(RECEIPT_MIME_TYPES as readonly string[]).includes(detected.mime)) {
      throw ApiError.unprocessable([{ property: `${property}.value`, message: 'ged.upload-file-type' }]);
    }
    prepared.push({
      tenantId: dossier.tenantId,
      dossierId,
      elementId: element.id,
      typeId: upload.typeId ?? null,
      title: upload.title,
      mimetype: detected.mime,
      bytes: new Uint8Array(bytes),
      sha256: createHash('sha256').update(bytes).digest('hex'),
    });
  }
  await insertReceipts(db, prepared);
  return listReceipts(db, dossierId);
}

/** The receipts of a dossier, to whoever may see it. */
export async function listDossierReceipts(
  db: Database,
  actor: Actor,
  dossierId: number,
): Promise<TReceipt[]> {
  await findDossierForActor(db, actor, dossierId);
  return listReceipts(db, dossierId);
}

/** `GET /dossiers/{folderId}/receipts/{receiptId}`: the file, to whoever may see the dossier. */
export async function getReceipt(
  db: Database,
  actor: Actor,
  dossierId: number,
  receiptId: number,
): Promise<TReceiptDetailResponse> {
  await findDossierForActor(db, actor, dossierId);
  const row = await findReceipt(db, dossierId, receiptId);
  if (!row) throw ApiError.notFound('receiptId', 'ged.download_failed');
  return {
    receipt: {
      id: row.id,
      resource: resourceOf(dossierId, row.id),
      title: row.title,
      resourceFile: Buffer.from(row.bytes).toString('base64'),
      mimetype: row.mimetype,
    },
  };
}

/** `DELETE /dossiers/{folderId}/receipts/{receiptId}`, by whoever may change the dossier. */
export async function deleteReceipt(
  db: Database,
  actor: Actor,
  dossierId: number,
  receiptId: number,
): Promise<void> {
  const dossier = await findDossierForActor(db, actor, dossierId);
  assertValuesEditable(actor, dossier);
  if (!(await deleteReceiptRow(db, dossierId, receiptId)))
    throw ApiError.notFound('receiptId', 'ged.remove_failed');
}
