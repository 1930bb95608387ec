import { Suspense, lazy, useRef, type ReactNode } from 'react';
import { Notice } from '../../../shared/ui/notice';
import { IconInfo } from '../../../shared/ui/icons';
import { useWizardText } from '../i18n';
import { BlockActions } from './block-actions';
import type { TBlockCardProps } from './block-card.types';
import { BlockFields } from './block-fields';

// Note: the signing frame loads when a signature starts, not with the wizard.
// The « non adapté » notice and its rule load just after the wizard (its first load has a size budget).
const UnsuitableNotice = lazy(async () => ({
  default: (await import('./unsuitable-notice')).UnsuitableNotice,
}));
const SignatureFrame = lazy(async () => ({ default: (await import('./signature-frame')).SignatureFrame }));
// Note: the signatures' state and the cancel modal load with a signing block, not with the wizard.
const SignatureEnvelopes = lazy(async () => ({
  default: (await import('./signature-envelopes')).SignatureEnvelopes,
}));
import { getSignButtonTarget, listBlockSignButtons } from '../model/sign-buttons';
import { BlockDocuments } from './block-documents';
import { TenantRuleNotices } from './tenant-rule-notices';
import { useFocusAfterFrame } from '../hooks/use-focus-after-frame';

/** A block with answers of its own to give (its declarations), beside texts and buttons. */
function hasDeclarations(elements: readonly { type: string }[]): boolean {
  return elements.some((element) => element.type.startsWith('input_'));
}

type TOpenBlockCardProps = TBlockCardProps & {
  titleId: string;
  /** The card's number and title, and its state badge (as the other states show them). */
  heading: ReactNode;
  badge: ReactNode;
};

/**
 * An open block (progress), or a block shown read-only on a back-office walk (validate): its help,
 * its widgets — or why it may not be signed yet — the messages of its last action and its buttons.
 */
export function OpenBlockCard(props: TOpenBlockCardProps) {
  const { block, state, fields, action, signatureAccess } = props;
  const { t } = useWizardText();
  const readOnlyView = state === 'validate';
  const allowed = signatureAccess === 'allowed';
  // A finished dossier is read page by page; its last block still finishes (the submit use case).
  const showActions = !readOnlyView || (props.finished && action === 'finish');
  const frame = props.signatureFrame;
  const formRef = useRef<HTMLFormElement>(null);
  useFocusAfterFrame(formRef, frame !== null);
  // A signed mandate is not « en cours de validation »: it says when and by whom it was signed.
  const signedMandate = signatureAccess === 'check-email' && props.signature === 'signed';
  const step =
    props.signature === null
      ? null
      : (listBlockSignButtons(fields.formState, block.id)
          .map(getSignButtonTarget)
          .find((target) => target !== null)?.step ?? null);

  return (
    <section
      className={`card app-block is-${state}`}
      aria-labelledby={props.titleId}
      ref={props.containerRef}
      data-testid={`block-${block.id}`}
      data-state={state}
    >
      <div className="card-header d-flex align-items-center gap-3">
        {props.heading}
        {props.badge}
      </div>
      <form
        ref={formRef}
        noValidate
        className="card-body"
        aria-labelledby={props.titleId}
        onSubmit={(event) => {
          event.preventDefault();
          // Only the block's own form: a submit bubbling from a portalled modal is not the block's.
          if (event.target !== event.currentTarget) return;
          if (showActions && allowed && !props.locked) props.onSubmit(block.id);
        }}
      >
        {block.help ? (
          <p className="app-block-help d-flex gap-2">
            <IconInfo size={16} className="flex-shrink-0 mt-1" />
            <span>{block.help}</span>
          </p>
        ) : null}
        {allowed ? (
          <OwnFields
            fields={fields}
            showErrors={props.showErrors}
            declarationsBy={props.declarationsBy ?? null}
          />
        ) : signedMandate ? (
          <Notice variant="success" className="mb-0" data-testid="signature-done">
            {t('signature.done')}
          </Notice>
        ) : (
          <Notice variant="warning" className="mb-0" data-testid="signature-access">
            {t(props.adequacyPending ? 'signature.adequacy' : `signature.${signatureAccess}`)}
          </Notice>
        )}
        {step && (allowed || signedMandate) ? (
          <Suspense fallback={null}>
            <SignatureEnvelopes
              dossierId={fields.dossierId}
              step={step}
              onCancelled={props.onEnvelopeCancelled}
            />
          </Suspense>
        ) : null}
        {block.documents?.length && fields.previewReceipts ? (
          <BlockDocuments dossierId={fields.dossierId} blockId={block.id} />
        ) : null}
        {allowed && props.signature === 'waiting' ? (
          <Notice variant="info" className="mt-3 mb-0" data-testid="signature-waiting">
            {t('signature.waiting')}
          </Notice>
        ) : null}
        {allowed && props.signature === 'signed' && !props.finished ? (
          <Notice variant="success" className="mt-3 mb-0" data-testid="signature-done">
            {t('signature.done')}
          </Notice>
        ) : null}
        {frame ? (
          <Suspense fallback={null}>
            <SignatureFrame
              key={frame.url ?? 'unavailable'}
              url={frame.url}
              label={frame.label}
              reasonKey={frame.reasonKey}
              onSigned={props.onSigned}
              onClose={props.onCloseFrame}
              onRetry={props.onRetryFrame}
            />
          </Suspense>
        ) : null}
        {props.messages ? <div className="mt-3">{props.messages}</div> : null}
        {!showActions ? null : (
          <BlockActions
            blockId={block.id}
            action={action}
            canGoBack={props.canGoBack}
            canDuplicate={action === 'finish' && props.canDuplicate}
            // A signature block has one button per party (named); its own main button only goes on once signed.
            canSubmit={allowed && (props.signature === null || props.signature === 'signed') && !frame}
            saving={props.saving}
            locked={props.locked}
            onBack={props.onBack}
            onDuplicate={props.onDuplicate}
          />
        )}
      </form>
    </section>
  );
}

/**
 * An allowed block's own part: the notes of the tenant's rules, whose declarations these are when
 * they are not this user's to tick (issue 32), the widgets, and « non adapté » as soon as decided.
 */
function OwnFields({
  fields,
  showErrors,
  declarationsBy,
}: Pick<TOpenBlockCardProps, 'fields' | 'showErrors'> & { declarationsBy: string | null }) {
  const { t } = useWizardText();
  return (
    <>
      <TenantRuleNotices formState={fields.formState} elements={fields.elements} locale={fields.locale} />
      {declarationsBy !== null && hasDeclarations(fields.elements) ? (
        <Notice variant="info" role="note" className="py-2" data-testid="declarations-theirs">
          {declarationsBy
            ? t('declarations.theirs', { name: declarationsBy })
            : t('declarations.theirs-unnamed')}
        </Notice>
      ) : null}
      <BlockFields {...fields} showErrors={showErrors} />
      <Suspense fallback={null}>
        <UnsuitableNotice formState={fields.formState} elements={fields.elements} />
      </Suspense>
    </>
  );
}
