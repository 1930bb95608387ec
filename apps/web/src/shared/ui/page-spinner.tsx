import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';

type TPageSpinnerProps = {
  /** Message key read to assistive technology and shown under the spinner. */
  label?: string;
};

/** Waiting state of a page or a section. */
export function PageSpinner({ label = 'app.loading' }: TPageSpinnerProps) {
  const { t } = useTranslation();
  return (
    <div className="d-flex flex-column align-items-center justify-content-center py-5 gap-3" role="status">
      <Spinner animation="border" variant="primary" aria-hidden="true" />
      <span className="text-body-secondary">{t(label)}</span>
    </div>
  );
}
