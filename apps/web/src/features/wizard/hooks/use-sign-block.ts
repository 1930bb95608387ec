import { useCallback, useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormElement } from '@souscription/form-engine';
import { ApiError } from '../../../shared/api/api-error';
import type { TSignatureMessage } from '../../../shared/signature/signature-message';
import { getDossier } from '../api/get-dossier';
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
      // Note: the ceremony's call (and its answer's schema) loads with the first signature, not
      // with the wizard (its first-load budget).
      const { getSignatureIframe } = await import('../api/get-signature-iframe');
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
    onError: (error, { element }) => {
      // The server could not be reached or failed: the frame's placeholder, with a retry, stands in.
      if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) {
        const label = element.attributes.label ?? '';
        // Note: the placeholder is an alert: it is read out as it shows.
        const reasonKey = error instanceof ApiError && error.timedOut ? error.message : undefined;
        dispatch({
          type: 'signature-frame',
          frame: { blockId: element.block_id, elementId: element.id, label, url: null, reasonKey },
        });
        return;
      }
      const key = getFailureKey(error);
      dispatch({ type: 'banner', banner: { variant: 'danger', key } });
      announce(message(key));
    },
  });
  const { mutate } = open;
  /** The sign button last pressed: « Réessayer » on the placeholder presses it again. */
  const lastElement = useRef<FormElement | null>(null);

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
      lastElement.current = element;
      mutate({ element });
    },
    [formState, givesDeclarations, mutate, queryClient, showInvalid],
  );

  const { onSigned, onCancelled } = useSignatureOutcome(context);
  /** The iframe is closed: by the user, or 5000 ms after it reported an error. */
  const onClose = useCallback(() => dispatch({ type: 'signature-frame', frame: null }), [dispatch]);
  /** The placeholder's « Réessayer »: a new address is asked for (the last one may be spent). */
  const onRetry = useCallback(() => {
    dispatch({ type: 'signature-frame', frame: null });
    if (lastElement.current) start(lastElement.current);
  }, [dispatch, start]);

  return {
    start,
    /** The signing frame's handlers, for the signature blocks. */
    frame: { onSigned, onClose, onRetry, onCancelled },
    saving: open.isPending,
    /** The sign button whose signing page is being fetched. */
    pendingElementId: open.isPending ? open.variables.element.id : null,
  };
}

/**
 * The signing frame's outcomes: after a signature, or after the advisor cancelled the envelope out,
 * the dossier is read again, « Suivi des signatures » too, the frame closes and the outcome is told;
 * a signature also pushes the tenant's analytics event, if any.
 */
function useSignatureOutcome({ model, feedback, applyDossier }: TWizardFlowContext) {
  const queryClient = useQueryClient();
  const { t } = useWizardText();
  const { dossier, dispatch } = model;
  const { announce } = feedback;
  const signatureEvent = model.props.signatureEvent;
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
  return { onSigned, onCancelled: () => reload(true) };
}
