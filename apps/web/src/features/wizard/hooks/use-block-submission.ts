import { useCallback } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BLOCK_FLOW_KEY, isBlockFlowRunning, type TWizardFlowContext } from './wizard-flow-context';
import type { TSaveBlockValues } from './use-save-block-values';

type TBlockSubmissionOptions = {
  /** The flow's name in its mutation key. */
  name: string;
  /** The block passed (saved, or only walked through when read-only); keep it stable. */
  onPassed: (blockId: number, saved: boolean) => void;
};

/**
 * What a block's main button does before its own ending (spec 02 §4): the browser validates the
 * block, then its values are saved. A read-only dossier is only walked through: nothing to check,
 * nothing to save. `start` is stable while the engine state and the read-only mode are.
 */
export function useBlockSubmission(
  { model, feedback }: TWizardFlowContext,
  saveValues: TSaveBlockValues,
  { name, onPassed }: TBlockSubmissionOptions,
) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationKey: [...BLOCK_FLOW_KEY, name],
    mutationFn: ({ blockId }: { blockId: number }) => saveValues(blockId),
    onSuccess: (saved, { blockId }) => {
      if (saved) onPassed(blockId, true);
    },
  });
  const { mutate } = mutation;
  const { formState } = model;
  const { readOnly, correctionBlockIds } = model.access;
  const { showInvalid } = feedback;

  const start = useCallback(
    (blockId: number) => {
      if (isBlockFlowRunning(queryClient)) return;
      if (readOnly && !correctionBlockIds.has(blockId)) {
        onPassed(blockId, false);
        return;
      }
      const errors = formState.validateBlock(blockId);
      if (errors.length > 0) showInvalid(blockId, errors.length);
      else mutate({ blockId });
    },
    [formState, mutate, onPassed, queryClient, readOnly, correctionBlockIds, showInvalid],
  );

  return { start, saving: mutation.isPending };
}
