import { useQuery } from '@tanstack/react-query';
import { operations, type TSignatureDocumentsResponse } from '@souscription/contract';
import { call } from '../api/call';
import { base64ToBlob } from '../browser/base64';
import type { TPreviewFile } from '../ui/preview-file';

/** One signed document as the list gives it. */
export type TSignedDocument = TSignatureDocumentsResponse['documents'][number];

/** `GET /dossier/{id}/docusign/documents`: the documents of the folder's envelopes, mission first. */
export function useSignedDocuments(folderId: number) {
  return useQuery({
    queryKey: ['signed-documents', folderId],
    queryFn: ({ signal }) => call(operations.listSignatureDocuments, { params: { id: folderId }, signal }),
  });
}

/** `GET /dossier/{id}/docusign/documents/{documentId}`: one document's file, saved under its name. */
export async function getSignedDocumentFile(
  folderId: number,
  signed: TSignedDocument,
): Promise<TPreviewFile | null> {
  const answer = await call(operations.getSignatureDocument, {
    params: { id: folderId, documentId: signed.id },
  });
  if (!answer) return null;
  const { document } = answer;
  return { blob: base64ToBlob(document.resource, document.mimetype), filename: signed.name };
}
