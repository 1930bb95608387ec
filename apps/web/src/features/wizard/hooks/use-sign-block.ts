import { useCallback } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormElement } from '@souscription/form-engine';
import type { TSignatureMessage } from '../../../shared/signature/signature-message';
import { getDossier } from '../api/get-dossier';
import { getSignatureIframe } from '../api/get-signature-iframe';
import { signatureEnvelopesKey } from '../api/signature-envelopes-key';
import { useMessageText, useWizardText } from '../i18n';
import { getFailureKey } from '../model/failure-keys';
import { pushSignatureEvent } from '../model/push-signature-event';
import { getBlockDeclarations } from '../model/declarations';
import { getSignButtonTarget } from '../model/sign-buttons';
import type { TSaveBlockValues } from './use-save-block-values';
import { BLOCK_FLOW_KEY, isBlockFlowRunning, type TWizardFlowContext } from './wizard-flow-context';

/**
 * A sign button (spec 01 §4, 02 §4 and §7): the block is validated and its answers saved (while
 * they may still change), then the signing page's one-time address is fetched and shown in the
 * block's iframe; the dossier is read again, since the envelope is now out. When the iframe reports
 * the signature, the dossier is read again (the button hides, the block may read as signed) and the
 * tenant's analytics event, if any, is pushed.
 */
export function useSignBlock(context: TWizardFlowContext, saveValues: TSaveBlockValues) {
  const queryClient = useQueryClient();
  const message = useMessageText();
  const { t } = useWizardText();
  const { model, feedback, applyDossier } = context;
  const { formState, dossier, dispatch } = model;
  const { announce, showInvalid } = feedback;
  const signatureEvent = model.props.signatureEvent;

  /**
   * Whether this signature gives the block's own answers (validated, then saved): the subscriber's
   * declarations, by whoever signs or hosts her part while they may change (issue 32) — never by an
   * advisor who signs his own part first.
   */
  const givesDeclarations = useCallback(
    (blockId: number) =>
      getBlockDeclarations(formState, blockId, dossier.status, model.signer, model.access) === 'edit',
    [formState, dossier.status, model.signer, model.access],
  );

  const open = useMutation({
    mutationKey: [...BLOCK_FLOW_KEY, 'sign'],
    mutationFn: async ({ element }: { element: FormElement }) => {
      const target = getSignButtonTarget(element);
      if (!target) return null;
      if (givesDeclarations(element.block_id) && !(await saveValues(element.block_id))) return null;
      const url = await getSignatureIframe(dossier.id, target.step, target.party);
      if (!url) return null;
      const fresh = await getDossier(dossier.id).catch(() => null);
      return { url, fresh };
    },
    onSuccess: (opened, { element }) => {
      if (!opened) return;
      if (opened.fresh) applyDossier(opened.fresh);
      // « Suivi des signatures » reads the envelope now out.
      void queryClient.invalidateQueries({ queryKey: signatureEnvelopesKey(dossier.id) });
      const label = element.attributes.label ?? '';
      dispatch({
        type: 'signature-frame',
        frame: { blockId: element.block_id, elementId: element.id, label, url: opened.url },
      });
      announce(t('signature.frame-opened', { label }));
    },
    onError: (error) => {
      const key = getFailureKey(error);
      dispatch({ type: 'banner', banner: { variant: 'danger', key } });
      announce(message(key));
    },
  });
  const { mutate } = open;

  const start = useCallback(
    (element: FormElement) => {
      if (isBlockFlowRunning(queryClient)) return;
      if (givesDeclarations(element.block_id)) {
        const errors = formState.validateBlock(element.block_id);
        if (errors.length > 0) {
          showInvalid(element.block_id, errors.length);
          return;
        }
      }
      mutate({ element });
    },
    [formState, givesDeclarations, mutate, queryClient, showInvalid],
  );

  /** The dossier read again after a signature, or after the advisor cancelled the envelope out. */
  const refresh = useMutation({
    mutationKey: ['wizard', 'signed'],
    mutationFn: (_cancelled: boolean) => getDossier(dossier.id),
    onSuccess: (fresh, cancelled) => {
      if (fresh) applyDossier(fresh);
      void queryClient.invalidateQueries({ queryKey: signatureEnvelopesKey(dossier.id) });
      dispatch({ type: 'signature-frame', frame: null });
      const key = cancelled ? 'envelopes.cancelled-now' : 'signature.signed';
      dispatch({ type: 'notice', key: `wizard.${key}` });
      announce(t(key));
    },
    onError: (error) =>
      dispatch({ type: 'banner', banner: { variant: 'danger', key: getFailureKey(error) } }),
  });
  const { mutate: reload } = refresh;

  /** The iframe reported the signature. */
  const onSigned = useCallback(
    (signed: TSignatureMessage) => {
      pushSignatureEvent(signatureEvent, signed);
      reload(false);
    },
    [reload, signatureEvent],
  );
  /** The iframe is closed: by the user, or 5000 ms after it reported an error. */
  const onClose = useCallback(() => dispatch({ type: 'signature-frame', frame: null }), [dispatch]);

  return {
    start,
    onSigned,
    onClose,
    onCancelled: () => reload(true),
    saving: open.isPending,
    /** The sign button whose signing page is being fetched. */
    pendingElementId: open.isPending ? open.variables.element.id : null,
  };
}
