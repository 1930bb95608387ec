import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../shared/ui/confirm-modal';
import { useWizardText } from '../i18n';

type TRefusalModalProps = {
  dossierId: number;
  pending: boolean;
  /** A failure message key, shown in the modal. */
  errorKey: string | null;
  /** The user is the subscriber (a direct prospect): « Vous renoncez… », not « Le client renonce… ». */
  own?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** 'Refus immédiat': the client declines; after confirmation the dossier is abandoned (status canceled). */
export function RefusalModal({
  dossierId,
  pending,
  errorKey,
  own = false,
  onConfirm,
  onClose,
}: TRefusalModalProps) {
  const { t } = useWizardText();
  const { t: tApp } = useTranslation();
  return (
    <ConfirmModal
      titleId="wizard-refusal-title"
      title={t(own ? 'refusal.own-title' : 'refusal.title', { id: dossierId })}
      busy={pending}
      onClose={onClose}
      footer={{
        label: t(own ? 'refusal.own-confirm' : 'refusal.confirm'),
        testId: 'refusal-confirm',
        onConfirm,
      }}
    >
      <p>{t(own ? 'refusal.own-text' : 'refusal.text')}</p>
      <p className="mb-0 fw-semibold">{t('refusal.question')}</p>
      {errorKey ? (
        <p className="text-danger mt-3 mb-0" role="alert" data-testid="refusal-error">
          {tApp(errorKey, { defaultValue: t('refusal.error') })}
        </p>
      ) : null}
    </ConfirmModal>
  );
}
