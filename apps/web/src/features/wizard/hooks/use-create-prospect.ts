import { useCallback } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormElement } from '@souscription/form-engine';
import { setStored } from '../../../shared/storage/local-storage';
import { useMessageText } from '../i18n';
import { getProspectFailureKey, PROSPECT_FALLBACK_KEY } from '../model/failure-keys';
import type { TAuthorizeClientVariables } from './use-authorize-client';
import type { TSaveBlockValues } from './use-save-block-values';
import { BLOCK_FLOW_KEY, isBlockFlowRunning, type TWizardFlowContext } from './wizard-flow-context';

/**
 * Spec 02 §4 create-prospect: the block (whose e-mail is the prospect's) must be complete and is
 * saved first; the prospect is created from the saved values, its id stored as client_id, then it
 * is authorized on the dossier. A failure shows 'api.error.{message}' (spec 02 §8).
 */
export function useCreateProspect(
  { model, feedback }: TWizardFlowContext,
  saveValues: TSaveBlockValues,
  authorize: (variables: TAuthorizeClientVariables) => Promise<void>,
) {
  const queryClient = useQueryClient();
  const message = useMessageText();
  const { formState, dossier, dispatch } = model;
  const { readOnly } = model.access;
  const { announce, showInvalid } = feedback;
  const mutation = useMutation({
    mutationKey: [...BLOCK_FLOW_KEY, 'create-prospect'],
    mutationFn: async ({ element }: { element: FormElement }) => {
      if (!(await saveValues(element.block_id))) return null;
      // Note: loads with the first prospect created, not with the wizard (its first-load budget).
      const { createProspect } = await import('../api/create-prospect');
      return createProspect(dossier.id);
    },
    onSuccess: async (prospect, { element }) => {
      if (!prospect) return;
      setStored('client_id', String(prospect.id));
      dispatch({ type: 'notice', key: 'common.success-prospect' });
      announce(message('common.success-prospect'));
      await authorize({ element, clientId: prospect.id, refreshOnFailure: true });
    },
    onError: (error) => {
      const key = getProspectFailureKey(error);
      dispatch({ type: 'banner', banner: { variant: 'danger', key, fallbackKey: PROSPECT_FALLBACK_KEY } });
      announce(message(key, PROSPECT_FALLBACK_KEY));
    },
  });
  const { mutate } = mutation;

  const start = useCallback(
    (element: FormElement) => {
      if (isBlockFlowRunning(queryClient) || readOnly) return;
      const errors = formState.validateBlock(element.block_id);
      if (errors.length === 0) {
        mutate({ element });
        return;
      }
      showInvalid(element.block_id, errors.length);
      dispatch({ type: 'banner', banner: { variant: 'warning', key: 'wizard.prospect.save-first' } });
    },
    [dispatch, formState, mutate, queryClient, readOnly, showInvalid],
  );

  return { start, pendingElementId: mutation.isPending ? mutation.variables.element.id : null };
}
