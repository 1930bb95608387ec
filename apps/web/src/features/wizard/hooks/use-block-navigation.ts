import { useQueryClient } from '@tanstack/react-query';
import { findPreviousPosition } from '../model/form-outline';
import type { TWizardModel } from './use-wizard-model';
import { isBlockFlowRunning } from './wizard-flow-context';

/**
 * A block card's other buttons: back to the previous visible block (on a previous page when it is
 * the page's first), and Modify on a summary card, which reopens that block.
 */
export function useBlockNavigation({ outline, formState, navigate }: TWizardModel) {
  const queryClient = useQueryClient();
  return {
    goBack: (blockId: number) => {
      if (isBlockFlowRunning(queryClient)) return;
      const previous = findPreviousPosition(outline, (id) => formState.isBlockVisible(id), blockId);
      if (previous) void navigate(`/form/${previous.pageId}/${previous.blockId}`);
    },
    modify: (blockId: number) => {
      const page = outline.pages.find((candidate) => candidate.blockIds.includes(blockId));
      if (page) void navigate(`/form/${page.id}/${blockId}`);
    },
  };
}
