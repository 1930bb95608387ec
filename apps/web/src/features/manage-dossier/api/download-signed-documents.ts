import { useMutation } from '@tanstack/react-query';
import { operations } from '@souscription/contract';
import { call } from '../../../shared/api/call';
import { saveBlob } from '../../../shared/browser/download';

/** `GET /dossier/{id}/docusign/download`: the signed documents as a zip, saved as dossier-{id}.zip (spec 01 §9). */
export async function downloadSignedArchive(id: number): Promise<boolean> {
  const blob = await call(operations.downloadSignedDocuments, { params: { id } });
  if (!blob) return false;
  saveBlob(blob, `dossier-${id}.zip`);
  return true;
}

export function useDownloadSignedArchive() {
  return useMutation({ mutationFn: downloadSignedArchive });
}
