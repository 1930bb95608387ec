import { operations, type TDossier, type TOperationBodyInput } from '@souscription/contract';
import type { ValueEntry } from '@souscription/form-engine';
import { call } from '../../../shared/api/call';

/** One block to save: the dossier, the version read and the block's values as the engine holds them. */
export type TSaveDossierValuesCall = Pick<
  TOperationBodyInput<typeof operations.saveDossierValues>,
  'submittingBlockId' | 'productCode'
> & {
  dossierId: number;
  /** The version read: sent as If-Match, a 409 answers when the dossier changed meanwhile. */
  version: number;
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
}: TSaveDossierValuesCall): Promise<TDossier | null> {
  const answer = await call(operations.saveDossierValues, {
    params: { id: dossierId },
    headers: { 'if-match': String(version) },
    body: {
      submittingBlockId,
      productCode,
      values: values.map(({ elementId, value }) => ({
        elementId,
        value: typeof value === 'string' ? value : [...value],
      })),
    },
  });
  return answer?.dossier ?? null;
}
