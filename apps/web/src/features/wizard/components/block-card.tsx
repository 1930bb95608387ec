import { useId, type ReactNode, type Ref } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import type { Block } from '@souscription/form-engine';
import { IconArrowLeft, IconCheckCircle, IconCopy, IconPen, IconPencil } from '../../../shared/ui/icons';
import { useWizardText } from '../i18n';
import type { TBlockAction, TSignatureAccess } from '../model/block-kind';
import type { TBlockCardState } from '../model/block-states';
import { BlockFields, type TBlockFieldsProps } from './block-fields';
import { TenantRuleNotices } from './tenant-rule-notices';
import { IconArrowRight, IconEye, IconInfo, IconLock } from '../../../shared/ui/icons';

export type TBlockCardProps = {
  block: Block;
  /** Position among the page's visible blocks (1-based) and their count. */
  number: number;
  count: number;
  state: TBlockCardState;
  /** The widgets' props (open and read-only states). */
  fields: Omit<TBlockFieldsProps, 'elements' | 'showErrors'> & Pick<TBlockFieldsProps, 'elements'>;
  showErrors: boolean;
  action: TBlockAction;
  /** A previous visible block exists (on this page or a previous one). */
  canGoBack: boolean;
  canModify: boolean;
  canDuplicate: boolean;
  /** The block is being saved. */
  saving: boolean;
  /** Something else runs: the buttons wait. */
  locked: boolean;
  signatureAccess: TSignatureAccess;
  /** The status explains why signing is not possible yet (the adequacy report is being written). */
  adequacyPending: boolean;
  /** Signing was asked for: 'saved' when the block's answers were saved just before. */
  signatureUnavailable: 'saved' | 'not-saved' | null;
  /** Messages about this block's last action (failure banner, success notices), by its buttons. */
  messages?: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
  containerRef?: Ref<HTMLElement>;
  onSubmit: (blockId: number) => void;
  onBack: (blockId: number) => void;
  onModify: (blockId: number) => void;
  onDuplicate: () => void;
};

const ACTION_ICON = {
  begin: IconArrowRight,
  'keep-on': IconArrowRight,
  sign: IconPen,
  finish: IconCheckCircle,
};

/**
 * One block of a page as a card (spec 02 §2): waiting (disabled), progress (the form open with its
 * buttons), complete (a summary with Modify), validate (read-only, back-office walk) and closing
 * (saved, the 800 ms before the next block opens).
 */
export function BlockCard(props: TBlockCardProps) {
  const { block, number, count, state } = props;
  const { t } = useWizardText();
  const titleId = useId();
  const heading = (
    <div className="d-flex align-items-center gap-3 flex-grow-1 min-w-0">
      <span className={`app-block-number is-${state}`} aria-hidden="true">
        {state === 'complete' || state === 'closing' ? <IconCheckCircle size={18} /> : number}
      </span>
      <div className="min-w-0">
        <h2 id={titleId} className="h5 mb-0 app-block-title" ref={props.headingRef} tabIndex={-1}>
          {block.title}
        </h2>
        <span className="visually-hidden">
          {t('block.number', { number, count })}, {t(`block.state.${state}`)}
        </span>
      </div>
    </div>
  );
  const badge = (
    <span className={`app-block-state is-${state}`} aria-hidden="true">
      {state === 'waiting' ? <IconLock size={12} /> : state === 'validate' ? <IconEye size={12} /> : null}
      {t(`block.state.${state}`)}
    </span>
  );

  if (state === 'waiting') {
    return (
      <section
        className="card app-block is-waiting"
        aria-labelledby={titleId}
        aria-disabled="true"
        data-testid={`block-${block.id}`}
        data-state={state}
      >
        <div className="card-body d-flex align-items-center gap-3 py-3">
          {heading}
          {badge}
        </div>
      </section>
    );
  }

  if (state === 'complete' || state === 'closing') {
    return (
      <section
        className={`card app-block is-${state}`}
        aria-labelledby={titleId}
        data-testid={`block-${block.id}`}
        data-state={state}
      >
        <div className="card-body d-flex flex-wrap align-items-center gap-3 py-3">
          {heading}
          <span className="small text-body-secondary">
            {state === 'closing' ? (block.confirmation ?? t('block.closing-text')) : t('block.complete-text')}
          </span>
          {state === 'complete' && props.canModify ? (
            <Button
              variant="outline-primary"
              size="sm"
              className="d-inline-flex align-items-center gap-2"
              onClick={() => props.onModify(block.id)}
              aria-label={t('block.modify-name', { title: block.title })}
              data-testid={`modify-${block.id}`}
            >
              <IconPencil size={14} />
              {t('block.modify')}
            </Button>
          ) : (
            badge
          )}
        </div>
      </section>
    );
  }

  return <OpenBlockCard {...props} titleId={titleId} heading={heading} badge={badge} />;
}

function OpenBlockCard(props: TBlockCardProps & { titleId: string; heading: ReactNode; badge: ReactNode }) {
  const { block, state, fields, action, signatureAccess } = props;
  const { t } = useWizardText();
  const readOnlyView = state === 'validate';
  const allowed = signatureAccess === 'allowed';
  const ActionIcon = ACTION_ICON[action];

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
          <div className="app-block-actions d-flex flex-wrap align-items-center gap-2 mt-4 pt-3">
            {props.canGoBack ? (
              <Button
                variant="link"
                className="d-inline-flex align-items-center gap-2 px-0 text-decoration-none"
                onClick={() => props.onBack(block.id)}
                disabled={props.locked}
                data-testid="block-back"
              >
                <IconArrowLeft size={16} />
                {t('block.back')}
              </Button>
            ) : null}
            <div className="ms-auto d-flex flex-wrap gap-2">
              {action === 'finish' && props.canDuplicate ? (
                <Button
                  variant="outline-primary"
                  className="d-inline-flex align-items-center gap-2"
                  onClick={props.onDuplicate}
                  disabled={props.locked}
                  data-testid="block-duplicate"
                >
                  <IconCopy size={16} />
                  {t('block.duplicate')}
                </Button>
              ) : null}
              {allowed ? (
                <Button
                  type="submit"
                  variant="primary"
                  className="d-inline-flex align-items-center gap-2 app-block-submit"
                  disabled={props.locked}
                  aria-busy={props.saving || undefined}
                  data-testid="block-submit"
                  data-action={action}
                >
                  {props.saving ? (
                    <Spinner size="sm" animation="border" aria-hidden="true" />
                  ) : action === 'sign' ? (
                    <ActionIcon size={16} />
                  ) : null}
                  {props.saving ? t('block.saving') : t(`block.${action}`)}
                  {!props.saving && action !== 'sign' ? <ActionIcon size={16} /> : null}
                </Button>
              ) : null}
            </div>
          </div>
        )}
      </form>
    </section>
  );
}
