import { Link } from 'react-router';
import type { Page } from '@souscription/form-engine';
import { IconArrowLeft, IconArrowRight } from '../../../shared/ui/icons';
import { useWizardText } from '../i18n';
import { formatStepNumber } from '../model/compute-step-progress';

type TWizardPageHeadProps = {
  page: Page;
  /** Index of the page and the number of pages. */
  index: number;
  count: number;
};

/** The page's number among the pages (two digits), its title and its description. */
export function WizardPageHead({ page, index, count }: TWizardPageHeadProps) {
  const { t } = useWizardText();
  return (
    <div className="app-wizard-page-head mb-4">
      <p className="app-wizard-eyebrow mb-1">
        {t('page.eyebrow', { number: formatStepNumber(index), count: formatStepNumber(count - 1) })}
      </p>
      <h1 className="page-title mb-1" data-testid="page-title">
        {page.title}
      </h1>
      {page.link_description ? <p className="text-body-secondary mb-0">{page.link_description}</p> : null}
    </div>
  );
}

/** A back-office walk's way on: the next page, or back to the dashboard after the last one. */
export function WalkNextStep({ nextPage }: { nextPage: { id: number; title: string } | null }) {
  const { t } = useWizardText();
  return (
    <div className="d-flex justify-content-end mt-4" data-testid="next-step">
      {nextPage ? (
        <Link to={`/form/${nextPage.id}`} className="btn btn-primary d-inline-flex align-items-center gap-2">
          {t('block.next-step', { title: nextPage.title })}
          <IconArrowRight size={16} />
        </Link>
      ) : (
        <Link
          to="/tableau-de-bord"
          className="btn btn-outline-primary d-inline-flex align-items-center gap-2"
        >
          <IconArrowLeft size={16} />
          {t('block.end-of-form')}
        </Link>
      )}
    </div>
  );
}
