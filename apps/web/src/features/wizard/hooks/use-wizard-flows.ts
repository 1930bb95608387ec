import { useIsMutating } from '@tanstack/react-query';
import { useApplyDossier } from './use-apply-dossier';
import { useAuthorizeClient } from './use-authorize-client';
import { useBlockSubmit } from './use-block-submit';
import { useBlockNavigation } from './use-block-navigation';
import { useCreateProspect } from './use-create-prospect';
import { useDossierConflict } from './use-dossier-conflict';
import { useDuplicateAndOpen } from './use-duplicate-and-open';
import { useFinishBlock } from './use-finish-block';
import { useImmediateRefusal } from './use-immediate-refusal';
import { useReceiptsChange } from './use-receipts-change';
import { useSaveBlock } from './use-save-block';
import { useSaveBlockValues } from './use-save-block-values';
import { useSignBlock } from './use-sign-block';
import { usePrintDossier } from './use-print-dossier';
import { useWidgetAction } from './use-widget-action';
import { useWizardFeedback } from './use-wizard-feedback';
import type { TWizardModel } from './use-wizard-model';
import { BLOCK_FLOW_KEY } from './wizard-flow-context';

/** The wizard's flows as the screen hands them on (see useWizardFlows). */
export type TWizardFlows = ReturnType<typeof useWizardFlows>;

/**
 * The wizard's flows, one hook each, wired for the screen: the block cards' buttons, the widgets'
 * actions (stable: the widgets are memoised), the conflict, duplicate and refusal flows, and what
 * is pending — read from the flows' mutations.
 */
export function useWizardFlows(model: TWizardModel) {
  const feedback = useWizardFeedback(model.formState, model.dispatch);
  const applyDossier = useApplyDossier(model.setDossier);
  const context = { model, feedback, applyDossier };
  const conflict = useDossierConflict(context);
  const saveValues = useSaveBlockValues(context, conflict.reloadAfterConflict);
  const saveBlock = useSaveBlock(context, saveValues);
  const signBlock = useSignBlock(context, saveValues);
  const finishBlock = useFinishBlock(context, saveValues);
  const authorize = useAuthorizeClient(context);
  const prospect = useCreateProspect(context, saveValues, authorize.run);
  const navigation = useBlockNavigation(model);
  const duplicate = useDuplicateAndOpen(model);
  const refusal = useImmediateRefusal(model);
  const onReceiptsChange = useReceiptsChange(model.dossier, applyDossier);
  const blockFlowRunning = useIsMutating({ mutationKey: BLOCK_FLOW_KEY }) > 0;

  const print = usePrintDossier(model.dossier.id);
  const onAction = useWidgetAction({
    createProspect: prospect.start,
    authorizeClient: authorize.start,
    sign: signBlock.start,
    print: print.start,
    navigate: model.navigate,
    clientId: model.dossier.client_id,
  });
  const { closingBlockId } = model.ui;
  const onSubmit = useBlockSubmit(model, { saveBlock, finishBlock });

  return {
    announcement: feedback.announcement,
    focusRequest: feedback.focusRequest,
    conflict,
    duplicate,
    refusal,
    print,
    /** For the block cards. */
    block: {
      onSubmit,
      onBack: navigation.goBack,
      onModify: navigation.modify,
      saving: saveBlock.saving || signBlock.saving || finishBlock.saving,
      locked: blockFlowRunning || closingBlockId !== null,
    },
    /** The signing page shown in a signature block. */
    signature: signBlock.frame,
    /** For the widgets: stable callbacks, and the element whose action runs. */
    fields: {
      onAction,
      onReceiptsChange,
      busyElementId: prospect.pendingElementId ?? authorize.pendingElementId ?? signBlock.pendingElementId,
    },
  };
}
