import { useMutation } from '@tanstack/react-query';
import { operations } from '@souscription/contract';
import { call } from '../api/call';
import { saveBlob } from '../browser/download';

/** Name of a dossier's evidence file, as the API names it. */
export function evidenceFileName(id: number): string {
  return `dossier-de-preuve-${id}.pdf`;
}

/** `GET /dossiers/{folderId}/evidence`: the sealed evidence file, saved as dossier-de-preuve-{id}.pdf. */
export async function downloadDossierEvidence(id: number): Promise<boolean> {
  const blob = await call(operations.getDossierEvidence, { params: { folderId: id } });
  if (!blob) return false;
  saveBlob(blob, evidenceFileName(id));
  return true;
}

export function useDownloadDossierEvidence() {
  return useMutation({ mutationFn: downloadDossierEvidence });
}
