import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import { IconCheckCircle, IconEye, IconLock, IconPencil } from '../../../shared/ui/icons';
import { useWizardText } from '../i18n';
import type { TBlockCardProps } from './block-card.types';
import { OpenBlockCard } from './open-block-card';

export type { TBlockCardProps } from './block-card.types';

/**
 * One block of a page as a card (spec 02 §2): waiting (disabled), progress (the form open with its
 * buttons), complete (a summary with Modify), validate (read-only, back-office walk) and closing
 * (saved, the 800 ms before the next block opens).
 */
export function BlockCard(props: TBlockCardProps) {
  const { block, number, count, state, finished } = props;
  const done = state === 'complete' || state === 'closing' || (state === 'validate' && finished);
  const stateKey = state === 'validate' && finished ? 'complete' : state;
  const { t } = useWizardText();
  const titleId = useId();
  const heading = (
    <div className="d-flex align-items-center gap-3 flex-grow-1 min-w-0">
      <span className={`app-block-number is-${stateKey}`} aria-hidden="true">
        {done ? <IconCheckCircle size={18} /> : number}
      </span>
      <div className="min-w-0">
        <h2 id={titleId} className="h5 mb-0 app-block-title" ref={props.headingRef} tabIndex={-1}>
          {block.title}
        </h2>
        <span className="visually-hidden">
          {t('block.number', { number, count })}, {t(`block.state.${stateKey}`)}
        </span>
      </div>
    </div>
  );
  const badge = (
    <span className={`app-block-state is-${stateKey}`} aria-hidden="true">
      {state === 'waiting' ? <IconLock size={12} /> : stateKey === 'validate' ? <IconEye size={12} /> : null}
      {t(`block.state.${stateKey}`)}
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
            {state === 'closing'
              ? (block.confirmation ?? t('block.closing-text'))
              : props.signature === 'signed'
                ? t('block.signed-text')
                : t('block.complete-text')}
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
