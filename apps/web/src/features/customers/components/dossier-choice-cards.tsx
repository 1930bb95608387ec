import '../i18n';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { IconPersonPlus } from '../../../shared/ui/icons';
import { IconPerson } from '../../../shared/ui/screen-icons';

type TCardProps = { pending: boolean; disabled: boolean; onCreate: () => void };

/** A lead folder: a folder started before the customer is known. */
export function LeadDossierCard({ pending, disabled, onCreate }: TCardProps) {
  const { t } = useTranslation();
  return (
    <section className="card shadow-sm border-0 mb-4 app-choice-card" aria-labelledby="lead-folder-title">
      <div className="card-body p-3 p-lg-4 d-flex flex-wrap align-items-center gap-3">
        <span className="app-choice-icon" aria-hidden="true">
          <IconPersonPlus size={24} />
        </span>
        <div className="flex-grow-1">
          <h2 id="lead-folder-title" className="h5 mb-1">
            {t('customers.lead.title')}
          </h2>
          <p className="text-body-secondary small mb-0">{t('customers.lead.text')}</p>
        </div>
        <Button variant="primary" onClick={onCreate} disabled={disabled} data-testid="create-lead-folder">
          {pending ? <Spinner size="sm" animation="border" className="me-2" aria-hidden="true" /> : null}
          {t('customers.lead.button')}
        </Button>
      </div>
    </section>
  );
}

/** The direct prospect's own folder. */
export function OwnDossierCard({ pending, disabled, onCreate }: TCardProps) {
  const { t } = useTranslation();
  return (
    <section className="card shadow-sm border-0 app-choice-card" aria-labelledby="own-folder-title">
      <div className="card-body p-4 p-lg-5 text-center">
        <span className="app-choice-icon mb-3" aria-hidden="true">
          <IconPerson size={28} />
        </span>
        <h2 id="own-folder-title" className="h5">
          {t('customers.own.title')}
        </h2>
        <p className="text-body-secondary mx-auto mb-4 app-measure">{t('customers.own.text')}</p>
        <Button
          variant="primary"
          size="lg"
          onClick={onCreate}
          disabled={disabled}
          data-testid="create-own-folder"
        >
          {pending ? <Spinner size="sm" animation="border" className="me-2" aria-hidden="true" /> : null}
          {t('customers.own.button')}
        </Button>
      </div>
    </section>
  );
}
