import { useMutation } from '@tanstack/react-query';
import { areValuesEqual } from '@souscription/form-engine';
import { getDossier } from '../api/get-dossier';
import { useWizardText } from '../i18n';
import { getBlockValueEntries } from '../model/block-values';
import { getFailureKey } from '../model/failure-keys';
import type { TWizardFlowContext } from './wizard-flow-context';

/**
 * The 409 flow: the dossier changed elsewhere while the user typed. It is read again and shown as
 * saved there; what the user had typed in the block and differs is kept, to re-apply on request.
 * When nothing typed differs (often the user's own save, applied by the server but answered past
 * its time limit, then sent again) and `quietWhenSaved`, there is nothing to choose: no notice, and
 * the dossier read is given back so that the save is sent again at its version.
 */
export function useDossierConflict({ model, feedback, applyDossier }: TWizardFlowContext) {
  const { t } = useWizardText();
  const { formState, dossier, dispatch, setGeneration } = model;
  const reload = useMutation({
    mutationKey: ['wizard', 'reload-dossier'],
    mutationFn: async ({ blockId, quietWhenSaved }: { blockId: number; quietWhenSaved: boolean }) => {
      const typed = getBlockValueEntries(formState, blockId);
      const fresh = await getDossier(dossier.id);
      if (!fresh) return null;
      const stored = new Map(fresh.values.map((entry) => [entry.elementId, entry.value]));
      const entries = typed.filter(
        (entry) => !areValuesEqual(stored.get(entry.elementId) ?? '', entry.value),
      );
      applyDossier(fresh);
      setGeneration((value) => value + 1);
      if (quietWhenSaved && entries.length === 0) return fresh;
      dispatch({ type: 'conflict', blockId, entries });
      feedback.announce(t('conflict.title'));
      return null;
    },
    onError: (error) =>
      dispatch({ type: 'banner', banner: { variant: 'danger', key: getFailureKey(error) } }),
  });

  return {
    /**
     * Reads the dossier again after a 409 on `blockId`'s save; its failure is a banner. Gives the
     * dossier read when the user's answers are all saved in it and `quietWhenSaved`, else null.
     */
    reloadAfterConflict: (blockId: number, quietWhenSaved: boolean) =>
      reload.mutateAsync({ blockId, quietWhenSaved }).catch(() => null),
    /** The dossier is being read again (the full-page loader shows). */
    reloading: reload.isPending,
    /** Puts back what the user had typed. */
    reapply: () => {
      if (!model.ui.conflict) return;
      formState.setMany(model.ui.conflict.entries);
      dispatch({ type: 'conflict-resolved' });
      feedback.announce(t('announce.reapplied'));
    },
    /** Keeps the dossier as saved elsewhere. */
    discard: () => dispatch({ type: 'conflict-resolved' }),
  };
}
