import { useNavigate } from 'react-router';
import { useCreateDossier } from '../../../shared/dossiers/create-dossier';
import { storeCreatedDossier } from '../../../shared/dossiers/current-dossier';

/**
 * Creates a folder on a form — for a customer, or (clientId null) a lead folder or the direct
 * prospect's own — then makes it the open folder and opens its form.
 */
export function useOpenNewDossier(formId: number | undefined) {
  const navigate = useNavigate();
  const create = useCreateDossier();
  return {
    start: (clientId: number | null) => {
      if (formId === undefined) return;
      create.mutate(
        { formId, clientId },
        {
          onSuccess: (created) => {
            if (!created) return;
            storeCreatedDossier(created.dossier, clientId);
            void navigate('/form');
          },
        },
      );
    },
    /** What is being created: a lead or own folder, a customer's (its id), or nothing. */
    pending: create.isPending ? (create.variables.clientId ?? 'lead') : null,
    error: create.isError ? create.error : null,
  };
}
