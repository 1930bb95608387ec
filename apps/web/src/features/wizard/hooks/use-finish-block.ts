import { useCallback } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, TECHNICAL_ERROR_KEY } from '../../../shared/api/api-error';
import { submitDossier } from '../api/submit-dossier';
import { useMessageText, useWizardText } from '../i18n';
import { getBlockTitle } from '../model/block-values';
import { SIGN_TO_FINALIZE_KEY } from '../model/map-save-error';
import type { TSaveBlockValues } from './use-save-block-values';
import { BLOCK_FLOW_KEY, isBlockFlowRunning, type TWizardFlowContext } from './wizard-flow-context';

/**
 * Spec 02 §8: a failed submit says 'you have to sign to finalize subscribing' while the dossier is in
 * mission_validation, else the server's first message, else the technical message.
 */
export function getSubmitFailureKey(error: unknown, status: readonly string[]): string {
  if (status.includes('mission_validation')) return SIGN_TO_FINALIZE_KEY;
  return error instanceof ApiError ? (error.errors[0]?.message ?? TECHNICAL_ERROR_KEY) : TECHNICAL_ERROR_KEY;
}

/**
 * « Terminer » on the form's last block (spec 02 §4 and §7, the submit use case): the block is
 * validated and saved while its answers may change, then `POST /dossiers/{id}/submit` finalises the
 * dossier; its new state shows (header, blocks) while the card closes, and 800 ms later the wizard
 * goes on as after any last block (useSaveBlock). Back-office roles skip the submit call (spec 02
 * §4): on the back-office form the block's save is their finish; elsewhere they save nothing.
 */
export function useFinishBlock(context: TWizardFlowContext, saveValues: TSaveBlockValues) {
  const queryClient = useQueryClient();
  const { t } = useWizardText();
  const message = useMessageText();
  const { model, feedback, applyDossier } = context;
  const { formState, dossier, dispatch } = model;
  const { readOnly, backOffice } = model.access;
  const { announce, showInvalid } = feedback;

  const mutation = useMutation({
    mutationKey: [...BLOCK_FLOW_KEY, 'finish'],
    mutationFn: async ({ blockId }: { blockId: number }) => {
      const saved = readOnly ? dossier : await saveValues(blockId);
      if (!saved) return null;
      return backOffice ? saved : submitDossier(dossier.id, blockId);
    },
    onSuccess: (submitted, { blockId }) => {
      if (!submitted) return;
      applyDossier(submitted);
      dispatch({ type: 'saved', blockId, closing: true });
      announce(t('announce.finished', { title: getBlockTitle(formState.form, blockId) }));
    },
    onError: (error) => {
      const key = getSubmitFailureKey(error, dossier.status);
      dispatch({ type: 'banner', banner: { variant: 'danger', key } });
      announce(message(key));
    },
  });
  const { mutate } = mutation;

  const start = useCallback(
    (blockId: number) => {
      if (isBlockFlowRunning(queryClient)) return;
      if (!readOnly) {
        const errors = formState.validateBlock(blockId);
        if (errors.length > 0) {
          showInvalid(blockId, errors.length);
          return;
        }
      }
      mutate({ blockId });
    },
    [formState, mutate, queryClient, readOnly, showInvalid],
  );

  return { start, saving: mutation.isPending };
}
