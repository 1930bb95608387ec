import { useMutation } from '@tanstack/react-query';
import { operations } from '@souscription/contract';
import { call } from '../api/call';
import { saveBlob } from '../browser/download';

/** Name of the signed archive (spec 01 §9). */
export function signedArchiveName(id: number): string {
  return `dossier-${id}.zip`;
}

/** `GET /dossier/{id}/docusign/download`: the signed documents as a zip, saved as dossier-{id}.zip. */
export async function downloadSignedDocuments(id: number): Promise<boolean> {
  const blob = await call(operations.downloadSignedDocuments, { params: { id } });
  if (!blob) return false;
  saveBlob(blob, signedArchiveName(id));
  return true;
}

export function useDownloadSignedDocuments() {
  return useMutation({ mutationFn: downloadSignedDocuments });
}
