import { ZDossierResponse, type TDossier } from '@souscription/contract';
import type { ValueEntry } from '@souscription/form-engine';
import { apiClient } from '../../../shared/api/api-client';

export type TSaveDossierValuesVariables = {
  dossierId: number;
  /** The version read: sent as If-Match, a 409 answers when the dossier changed meanwhile. */
  version: number;
  submittingBlockId: number;
  productCode: string | null;
  values: readonly ValueEntry[];
};

/**
 * `PUT /dossiers/{id}/values`: saves one block's values. 200 gives the dossier at its new version;
 * 422 the block's errors (property = element id), 409 a dossier changed elsewhere, 403 a dossier
 * that may not be changed — all as ApiError.
 */
export async function saveDossierValues({
  dossierId,
  version,
  submittingBlockId,
  productCode,
  values,
}: TSaveDossierValuesVariables): Promise<TDossier | null> {
  const answer = await apiClient.put(
    `/dossiers/${dossierId}/values`,
    {
      submittingBlockId,
      productCode,
      values: values.map(({ elementId, value }) => ({
        elementId,
        value: typeof value === 'string' ? value : [...value],
      })),
    },
    { headers: { 'If-Match': String(version) }, schema: ZDossierResponse },
  );
  return answer?.dossier ?? null;
}
