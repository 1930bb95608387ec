import { useCallback } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { FormElement } from '@souscription/form-engine';
import { getDossier } from '../api/get-dossier';
import { useMessageText } from '../i18n';
import { getFailureKey } from '../model/failure-keys';
import { BLOCK_FLOW_KEY, type TWizardFlowContext } from './wizard-flow-context';

export type TAuthorizeClientVariables = {
  /** The button that asked (its spinner shows meanwhile). */
  element: FormElement;
  clientId: number;
  /** After a failure, read the dossier again: its authorized clients say which button shows. */
  refreshOnFailure: boolean;
};

/**
 * Spec 02 §4 authorize-client: the dossier's client may open it. On success the button goes and the
 * authorized clients are stored; on failure the reason is a banner and the button stays.
 */
export function useAuthorizeClient({ model, feedback, applyDossier }: TWizardFlowContext) {
  const message = useMessageText();
  const { dossier, dispatch } = model;
  const mutation = useMutation({
    mutationKey: [...BLOCK_FLOW_KEY, 'authorize-client'],
    mutationFn: async ({ clientId }: TAuthorizeClientVariables) => {
      // Note: loads with the first authorization, not with the wizard (its first-load budget).
      const { authorizeClients } = await import('../api/authorize-clients');
      return authorizeClients(dossier.id, [clientId]);
    },
    onSuccess: (updated) => {
      if (!updated) return;
      applyDossier(updated);
      dispatch({ type: 'notice', key: 'common.success-client' });
      feedback.announce(message('common.success-client'));
    },
    onError: async (error, { refreshOnFailure }) => {
      const key = getFailureKey(error);
      dispatch({ type: 'banner', banner: { variant: 'danger', key } });
      feedback.announce(message(key));
      if (!refreshOnFailure) return;
      const fresh = await getDossier(dossier.id).catch(() => null);
      if (fresh) applyDossier(fresh);
    },
  });
  const { mutate, mutateAsync } = mutation;

  /** The authorize button of a known client. */
  const start = useCallback(
    (element: FormElement, clientId: number | null) => {
      if (clientId !== null) mutate({ element, clientId, refreshOnFailure: false });
    },
    [mutate],
  );
  /** Authorizes within another flow; a failure is on screen, so the promise always resolves. */
  const run = useCallback(
    (variables: TAuthorizeClientVariables) =>
      mutateAsync(variables).then(
        () => undefined,
        () => undefined,
      ),
    [mutateAsync],
  );

  return { start, run, pendingElementId: mutation.isPending ? mutation.variables.element.id : null };
}
