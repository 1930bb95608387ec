import { Notice } from '../../../shared/ui/notice';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { useMessageText, useWizardText } from '../i18n';
import { isSignatureUnderway, type TWizardAccess } from '../model/wizard-access';
import { getMainStates } from '../../../shared/signature/status-summary';
import type { TWizardUiState } from '../model/wizard-reducer';

/** There is a message about the last action (failure banner or success notices). */
export function hasMessages(ui: TWizardUiState): boolean {
  return ui.banner !== null || ui.notices.length > 0;
}

/** Messages about the last action: the failure or information banner, then the success notices. */
export function WizardMessages({ ui }: { ui: TWizardUiState }) {
  const { t } = useTranslation();
  const message = useMessageText();
  const { banner } = ui;
  return (
    <>
      {banner ? (
        <Notice variant={banner.variant} role="alert" data-testid="wizard-banner">
          {banner.titleKey ? <p className="fw-semibold mb-1">{t(banner.titleKey)}</p> : null}
          <p className="mb-0">{message(banner.key, banner.fallbackKey)}</p>
        </Notice>
      ) : null}
      {ui.notices.map((key) => (
        <Notice key={key} variant="success" data-testid="wizard-notice">
          {t(key)}
        </Notice>
      ))}
    </>
  );
}

/** Why the dossier is read-only (back-office walk, or its status), else the required-field legend. */
export function ReadOnlyNotice({ access, status }: { access: TWizardAccess; status: readonly string[] }) {
  const { t } = useWizardText();
  const { t: tApp } = useTranslation();
  if (!access.readOnly) return <p className="small text-body-secondary">{t('page.required-legend')}</p>;
  const statusText = getMainStates(status)
    .map((state) => tApp(`common.${state}`, { defaultValue: state }))
    .join(', ');
  return (
    <Notice variant="info" className="d-flex gap-2" data-testid="read-only-notice">
      {access.readOnlyReason === 'back-office'
        ? t('read-only.back-office')
        : isSignatureUnderway(status) && !status.includes('signed')
          ? t('read-only.signature')
          : t('read-only.status', { status: statusText })}
    </Notice>
  );
}

type TConflictAlertProps = {
  /** The user had typed something that differs from the dossier saved elsewhere. */
  canReapply: boolean;
  onReapply: () => void;
  onDiscard: () => void;
};

/** The dossier changed elsewhere (409): re-apply what the user typed, or keep it as saved. */
export function ConflictAlert({ canReapply, onReapply, onDiscard }: TConflictAlertProps) {
  const { t } = useWizardText();
  return (
    <Notice variant="warning" role="alert" data-testid="conflict-alert">
      <p className="fw-semibold mb-1">{t('conflict.title')}</p>
      <p className="mb-3">{t('conflict.text')}</p>
      <div className="d-flex flex-wrap gap-2">
        {canReapply ? (
          <Button size="sm" variant="primary" onClick={onReapply} data-testid="conflict-reapply">
            {t('conflict.reapply')}
          </Button>
        ) : null}
        <Button size="sm" variant="outline-secondary" onClick={onDiscard} data-testid="conflict-discard">
          {t('conflict.discard')}
        </Button>
      </div>
    </Notice>
  );
}
