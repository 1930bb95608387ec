import type { TDossier } from '@souscription/contract';
import { saveDossierValues } from '../api/save-dossier-values';
import { useMessageText } from '../i18n';
import { getBlockElementIds, getBlockValueEntries, getProductCode } from '../model/block-values';
import { mapSaveError } from '../model/map-save-error';
import type { TWizardFlowContext } from './wizard-flow-context';

/** Saves a block's values: the dossier saved, or null when it was not (the reason is on screen). */
export type TSaveBlockValues = (blockId: number) => Promise<TDossier | null>;

/**
 * The step the submit, sign and prospect flows share: saves a block's values (PUT with If-Match)
 * and shows why it did not — a 422's errors under their fields, a 403 or other failure as a banner
 * (past its time limit: the answers stay, try again), a 409 through the conflict flow.
 */
export function useSaveBlockValues(
  { model, feedback, applyDossier }: TWizardFlowContext,
  reloadAfterConflict: (blockId: number, quietWhenSaved: boolean) => Promise<TDossier | null>,
) {
  const message = useMessageText();
  const { formState, dossier, dispatch } = model;

  const save = async (blockId: number, version: number, firstTry: boolean): Promise<TDossier | null> => {
    try {
      const updated = await saveDossierValues({
        dossierId: dossier.id,
        version,
        submittingBlockId: blockId,
        productCode: getProductCode(formState, dossier.product_code),
        values: getBlockValueEntries(formState, blockId),
      });
      if (updated) applyDossier(updated);
      return updated;
    } catch (error) {
      const failure = mapSaveError(error, {
        formState,
        blockElementIds: new Set(getBlockElementIds(formState, blockId)),
        status: dossier.status,
        locale: model.props.locale,
      });
      if (failure.kind === 'conflict') {
        // Note: a save past its time limit may have been applied; sent again it meets its own
        // version. When the dossier read holds every answer typed, it is sent again once, at that
        // version (the block still has to be submitted), instead of showing a conflict.
        const saved = await reloadAfterConflict(blockId, firstTry);
        if (saved) return save(blockId, saved.version, false);
      } else if (failure.kind === 'invalid') {
        dispatch({
          type: 'server-errors',
          blockId,
          errors: failure.fieldErrors,
          banner: failure.bannerKey ? { variant: 'danger', key: failure.bannerKey } : null,
        });
        const count = [...failure.fieldErrors.values()].reduce((sum, list) => sum + list.length, 0);
        if (count > 0) feedback.announceErrors(blockId, count);
        else if (failure.bannerKey) feedback.announce(message(failure.bannerKey));
      } else {
        dispatch({ type: 'banner', banner: { variant: 'danger', key: failure.bannerKey } });
        feedback.announce(message(failure.bannerKey));
      }
      return null;
    }
  };
  const saveBlockValues: TSaveBlockValues = (blockId) => save(blockId, dossier.version, true);
  return saveBlockValues;
}
