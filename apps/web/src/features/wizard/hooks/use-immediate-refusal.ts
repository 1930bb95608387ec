import { useAbandonDossier } from '../../../shared/dossiers/abandon-dossier';
import { setStored } from '../../../shared/storage/local-storage';
import { getFailureKey } from '../model/failure-keys';
import type { TWizardModel } from './use-wizard-model';

/**
 * 'Refus immédiat' (spec 02 §1): once confirmed, the folder is abandoned (status canceled) and the
 * user goes to the abandoned folders; a failure stays in the modal.
 */
export function useImmediateRefusal({ dossier, navigate }: TWizardModel) {
  const abandon = useAbandonDossier();
  return {
    start: () =>
      abandon.mutate(dossier.id, {
        onSuccess: (answer) => {
          const status = answer?.status;
          if (!status) return;
          setStored('dossier_state', status[0] ?? 'canceled');
          void navigate('/dossiers/abandoned-files');
        },
      }),
    pending: abandon.isPending,
    /** The last attempt's failure, as a message key. */
    errorKey: abandon.error ? getFailureKey(abandon.error) : null,
  };
}
