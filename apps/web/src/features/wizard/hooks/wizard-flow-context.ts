import type { QueryClient } from '@tanstack/react-query';
import type { TDossier } from '@souscription/contract';
import type { TWizardFeedback } from './use-wizard-feedback';
import type { TWizardModel } from './use-wizard-model';

/** What every flow of the wizard works with. */
export type TWizardFlowContext = {
  model: TWizardModel;
  feedback: TWizardFeedback;
  /** Takes a dossier the server answered with (see useApplyDossier). */
  applyDossier: (dossier: TDossier) => void;
};

/**
 * Mutation key shared by the flows that hold a block's buttons while they run: save, sign, prospect
 * creation and client authorization.
 */
export const BLOCK_FLOW_KEY = ['wizard', 'block-flow'] as const;

/** A block flow runs: another one does not start (read when asked, from the mutation cache). */
export function isBlockFlowRunning(queryClient: QueryClient): boolean {
  return queryClient.isMutating({ mutationKey: BLOCK_FLOW_KEY }) > 0;
}
