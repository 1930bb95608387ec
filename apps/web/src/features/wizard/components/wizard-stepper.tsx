import { useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router';
import { formatStepNumber } from '../model/compute-step-progress';
import { useWizardText } from '../i18n';
import { IconCheck } from '../../../shared/ui/icons';

export type TStep = {
  pageId: number;
  title: string;
  /** Progress in percent (spec 02 §2). */
  progress: number;
  current: boolean;
  /** Every visible block of the page has been saved. */
  complete: boolean;
  /** The step is a link (complete and not signed, or a back-office role). */
  clickable: boolean;
};

/**
 * The numbered pages (two digits) with their progress bars; completed steps lead back to their page.
 * On a phone the steps scroll sideways: the current one is brought to the middle of the strip (the
 * strip only, never the page), so it is not cut off at the edge.
 */
export function WizardStepper({ steps }: { steps: readonly TStep[] }) {
  const { t } = useWizardText();
  const list = useRef<HTMLOListElement>(null);
  const currentIndex = steps.findIndex((step) => step.current);
  useLayoutEffect(() => {
    const strip = list.current;
    const current = strip?.children[currentIndex] as HTMLElement | undefined;
    if (strip && current)
      strip.scrollLeft = current.offsetLeft - (strip.clientWidth - current.offsetWidth) / 2;
  }, [currentIndex]);
  return (
    <nav aria-label={t('stepper.label')} className="app-wizard-stepper mb-4" data-testid="wizard-stepper">
      <ol ref={list} className="list-unstyled d-flex mb-0">
        {steps.map((step, index) => {
          const number = formatStepNumber(index);
          const stateText = step.current
            ? t('stepper.current')
            : step.complete
              ? t('stepper.done')
              : t('stepper.locked');
          const content = (
            <>
              <span className="app-wizard-step-number" aria-hidden="true">
                {step.complete && !step.current ? <IconCheck size={14} /> : number}
              </span>
              <span className="app-wizard-step-title">
                <span className="visually-hidden">
                  {t('stepper.step', { number, count: formatStepNumber(steps.length - 1) })}&nbsp;:{' '}
                </span>
                {step.title}
                <span className="visually-hidden">, {stateText}</span>
              </span>
            </>
          );
          return (
            <li
              key={step.pageId}
              className={`app-wizard-step${step.current ? ' is-current' : ''}${step.complete ? ' is-complete' : ''}`}
              data-testid={`step-${number}`}
              data-progress={step.progress}
            >
              {step.clickable ? (
                <Link to={`/form/${step.pageId}`} className="app-wizard-step-head">
                  {content}
                </Link>
              ) : (
                <span className="app-wizard-step-head" aria-current={step.current ? 'step' : undefined}>
                  {content}
                </span>
              )}
              <div
                className="progress app-wizard-step-progress"
                role="progressbar"
                aria-label={t('stepper.progress', { number })}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={step.progress}
              >
                <div className="progress-bar" style={{ width: `${step.progress}%` }} />
              </div>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
