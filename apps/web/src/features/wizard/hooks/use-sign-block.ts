import { useCallback } from 'react';
import { useWizardText } from '../i18n';
import { useBlockSubmission } from './use-block-submission';
import type { TSaveBlockValues } from './use-save-block-values';
import type { TWizardFlowContext } from './wizard-flow-context';

/**
 * « Signer » on a mandate or signature block, and a block's e-signature button: the block is
 * validated and saved, then the user is told that electronic signature is not available yet.
 * Note: the signature iframe call (GET /dossiers/{id}/docusigns/{docusignId}/iframe) does not exist
 * yet; nothing is faked. A later issue connects the real signature here.
 */
export function useSignBlock(context: TWizardFlowContext, saveValues: TSaveBlockValues) {
  const { t } = useWizardText();
  const { dispatch } = context.model;
  const { announce } = context.feedback;
  const tellUnavailable = useCallback(
    (blockId: number, saved: boolean) => {
      dispatch({ type: 'signature-unavailable', blockId, saved });
      announce(t('signature.unavailable'));
    },
    [announce, dispatch, t],
  );
  return useBlockSubmission(context, saveValues, { name: 'sign-block', onPassed: tellUnavailable });
}
