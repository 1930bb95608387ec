import { useCallback, useEffect, useEffectEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useWizardText } from '../i18n';
import { getBlockTitle } from '../model/block-values';
import { findNextPosition } from '../model/form-outline';
import { useBlockSubmission } from './use-block-submission';
import type { TSaveBlockValues } from './use-save-block-values';
import type { TWizardFlowContext } from './wizard-flow-context';

/** Spec 02 §9: the next block opens 800 ms after a successful submit. */
export const PROGRESS_DELAY_MS = 800;

/**
 * A block's « Commencer » / « Continuer » / « Terminer » (spec 02 §4): validated and saved, the card
 * closes; 800 ms later the next visible block opens — on the next page after a page's last one, at
 * the form's redirect URL after the last page.
 */
export function useSaveBlock(context: TWizardFlowContext, saveValues: TSaveBlockValues) {
  const { t } = useWizardText();
  const queryClient = useQueryClient();
  const { formState, outline, dispatch, navigate, ui, props } = context.model;
  const { announce } = context.feedback;

  const close = useCallback(
    (blockId: number) => {
      dispatch({ type: 'saved', blockId, closing: true });
      announce(t('announce.saved', { title: getBlockTitle(formState.form, blockId) }));
    },
    [announce, dispatch, formState, t],
  );
  const submission = useBlockSubmission(context, saveValues, { name: 'save-block', onPassed: close });

  const advance = useEffectEvent((blockId: number) => {
    if (context.model.access.correctionBlockIds.has(blockId)) {
      // A correction saved: back to the checklist, which tells the item corrected (issue 35).
      dispatch({ type: 'closed' });
      void queryClient.invalidateQueries({ queryKey: ['dossiers', context.model.dossier.id, 'corrections'] });
      void navigate(`/a-corriger/${context.model.dossier.id}`);
      return;
    }
    const next = findNextPosition(outline, (id) => formState.isBlockVisible(id), blockId);
    dispatch({ type: 'closed' });
    void navigate(next ? `/form/${next.pageId}/${next.blockId}` : props.redirectUrl);
  });
  const closingBlockId = ui.closingBlockId;
  useEffect(() => {
    if (closingBlockId === null) return;
    const timer = window.setTimeout(() => advance(closingBlockId), PROGRESS_DELAY_MS);
    return () => window.clearTimeout(timer);
    // Note: `advance` is an Effect Event (it reads the latest outline); this plugin version (5.x)
    // does not know them yet and would have it as a dependency, restarting the delay on each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [closingBlockId]);

  return submission;
}
