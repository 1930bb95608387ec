import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import { IconInfo } from '../../../shared/ui/icons';
import { useWizardText } from '../i18n';
import { BlockActions } from './block-actions';
import type { TBlockCardProps } from './block-card.types';
import { BlockFields } from './block-fields';
import { TenantRuleNotices } from './tenant-rule-notices';

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
        noValidate
        className="card-body"
        aria-labelledby={props.titleId}
        onSubmit={(event) => {
          event.preventDefault();
          if (!readOnlyView && allowed && !props.locked) props.onSubmit(block.id);
        }}
      >
        {block.help ? (
          <p className="app-block-help d-flex gap-2">
            <IconInfo size={16} className="flex-shrink-0 mt-1" />
            <span>{block.help}</span>
          </p>
        ) : null}
        {allowed ? (
          <>
            <TenantRuleNotices
              formState={fields.formState}
              elements={fields.elements}
              locale={fields.locale}
            />
            <BlockFields {...fields} showErrors={props.showErrors} />
          </>
        ) : (
          <Alert variant="warning" className="mb-0" data-testid="signature-access">
            {t(props.adequacyPending ? 'signature.adequacy' : `signature.${signatureAccess}`)}
          </Alert>
        )}
        {props.signatureUnavailable ? (
          <Alert variant="info" className="mt-3 mb-0" role="alert" data-testid="signature-unavailable">
            <p className="fw-semibold mb-1">{t('signature.unavailable-title')}</p>
            <p className="mb-0">
              {t(
                props.signatureUnavailable === 'saved'
                  ? 'signature.unavailable'
                  : 'signature.unavailable-read-only',
              )}
            </p>
          </Alert>
        ) : null}
        {props.messages ? <div className="mt-3">{props.messages}</div> : null}
        {readOnlyView ? null : (
          <BlockActions
            blockId={block.id}
            action={action}
            canGoBack={props.canGoBack}
            canDuplicate={action === 'finish' && props.canDuplicate}
            canSubmit={allowed}
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
