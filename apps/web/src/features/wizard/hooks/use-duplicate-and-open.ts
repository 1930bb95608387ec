import { storeCreatedDossier } from '../../../shared/dossiers/current-dossier';
import { useDuplicateDossier } from '../../../shared/dossiers/duplicate-dossier';
import { getFailureKey } from '../model/failure-keys';
import type { TWizardModel } from './use-wizard-model';

/**
 * Spec 02 §2 duplicate: a copy of the dossier (its documents too on request) becomes the open
 * folder and the wizard opens it; a failure closes the modal and shows a banner.
 */
export function useDuplicateAndOpen({ dossier, dispatch, navigate }: TWizardModel) {
  const duplicate = useDuplicateDossier();
  return {
    start: (documentDuplicate: boolean, close: () => void) =>
      duplicate.mutate(
        { id: dossier.id, documentDuplicate },
        {
          onSuccess: (answer) => {
            const created = answer?.dossier;
            if (!created) return;
            storeCreatedDossier(created, dossier.client_id);
            void navigate('/form');
          },
          onError: (error) => {
            close();
            dispatch({ type: 'banner', banner: { variant: 'danger', key: getFailureKey(error) } });
          },
        },
      ),
    /** The answer being duplicated with (documents or not), null when none is. */
    pendingChoice: duplicate.isPending ? duplicate.variables.documentDuplicate === true : null,
  };
}
