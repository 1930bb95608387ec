import { operations, type TGeneratedDocument } from '@souscription/contract';
import { call } from '../../../shared/api/call';

/** `POST /dossiers/{id}/documents/list { block_id }`: the block's generated documents. */
export async function listBlockDocuments(
  dossierId: number,
  blockId: number,
  signal?: AbortSignal,
): Promise<TGeneratedDocument[] | null> {
  const answer = await call(operations.listDocuments, {
    params: { folderId: dossierId },
    body: { block_id: blockId },
    signal,
  });
  return answer?.documents ?? null;
}

/** `POST /dossiers/{id}/preview { documentId, save: false }`: one document's file. */
export function previewDocument(dossierId: number, documentId: number): Promise<Blob | null> {
  return call(operations.previewDocument, {
    params: { folderId: dossierId },
    body: { documentId, save: false },
  });
}

/** `POST /dossiers/{id}/documents/all { block_id }`: the block's documents as `dossier-{id}.zip`. */
export function downloadBlockDocuments(dossierId: number, blockId: number): Promise<Blob | null> {
  return call(operations.downloadDocuments, { params: { folderId: dossierId }, body: { block_id: blockId } });
}

/** `GET /dossiers/{id}/printPdf/{printId}`: the printable dossier, base64 PDF. */
export async function printDossier(dossierId: number, printId: number): Promise<string | null> {
  const answer = await call(operations.printDossier, { params: { folderId: dossierId, printId } });
  return answer?.print.file || null;
}
