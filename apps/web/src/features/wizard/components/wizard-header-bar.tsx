import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { BackLink } from '../../../shared/ui/back-link';
import { useWizardText } from '../i18n';
import { IconSlashCircle } from '../../../shared/ui/icons';
import { getMainStates } from '../../../shared/signature/status-summary';

type TWizardHeaderBarProps = {
  dossierId: number;
  /** The form's label. */
  formLabel: string;
  status: readonly string[];
  /** Where the back link goes; null hides it (first page, signed or in signature). */
  backTo: string | null;
  /** The back link leads to the dashboard (no previous page stored). */
  backToDashboard: boolean;
  /** The back link leads to the folder list (a read-only view). */
  backToList?: boolean;
  /** The immediate refusal is offered (the folder may be abandoned by this user). */
  canRefuse: boolean;
  /** The user is the subscriber (a direct prospect): the refusal is worded as their own. */
  ownRefusal?: boolean;
  onRefuse: () => void;
};

/**
 * The form's part of the header (spec 02 §1), under the application header that already holds the
 * logo, the user's names and username and the logout link: back link, file number, state and the
 * 'Refus immédiat' button.
 */
export function WizardHeaderBar({
  dossierId,
  formLabel,
  status,
  backTo,
  backToDashboard,
  backToList = false,
  canRefuse,
  ownRefusal = false,
  onRefuse,
}: TWizardHeaderBarProps) {
  const { t } = useWizardText();
  const { t: tApp } = useTranslation();
  return (
    <section
      className="app-wizard-bar d-flex flex-wrap align-items-center gap-2 gap-md-3 mb-4"
      aria-label={t('header.label')}
      data-testid="wizard-header"
    >
      {backTo ? (
        <BackLink to={backTo} className="me-2">
          {backToList
            ? t('header.back-list')
            : backToDashboard
              ? t('header.back-dashboard')
              : t('header.back')}
        </BackLink>
      ) : null}
      <span className="app-wizard-file-number" data-testid="form-folder-id">
        {t('header.file-number', { id: dossierId })}
      </span>
      <span className="text-body-secondary small d-none d-md-inline">{formLabel}</span>
      {status.length > 0 ? (
        <span className="d-inline-flex flex-wrap gap-1" data-testid="dossier-status">
          <span className="visually-hidden">{t('header.status')} </span>
          {getMainStates(status).map((state) => (
            <span key={state} className="app-state-badge app-tone-primary text-nowrap">
              {tApp(`common.${state}`, { defaultValue: state })}
            </span>
          ))}
        </span>
      ) : null}
      {canRefuse ? (
        <Button
          variant="outline-danger"
          size="sm"
          className="ms-auto d-inline-flex align-items-center gap-2"
          onClick={onRefuse}
          data-testid="refusal-button"
        >
          <IconSlashCircle size={16} />
          {t(ownRefusal ? 'header.own-refusal' : 'header.refusal')}
        </Button>
      ) : null}
    </section>
  );
}
