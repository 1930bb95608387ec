import '../dossiers/folder-texts';
import { useTranslation } from 'react-i18next';
import { ConfirmModal, PendingButton } from './confirm-modal';

type TDuplicateDossierModalProps = {
  dossierId: number;
  /** The choice under way, if any: true while duplicating with the documents. */
  pending: boolean | null;
  onDuplicate: (documentDuplicate: boolean) => void;
  onClose: () => void;
};

/**
 * Duplicate (spec 01 §2, spec 02 §2), from the folder lists and from the wizard alike: decline
 * (answers only) or duplicate the documents too.
 */
export function DuplicateDossierModal({
  dossierId,
  pending,
  onDuplicate,
  onClose,
}: TDuplicateDossierModalProps) {
  const { t } = useTranslation();
  const busy = pending !== null;
  const choice = (documentDuplicate: boolean, variant: string, testId: string, label: string) => (
    <PendingButton
      variant={variant}
      onClick={() => onDuplicate(documentDuplicate)}
      disabled={busy}
      pending={pending === documentDuplicate}
      data-testid={testId}
    >
      {label}
    </PendingButton>
  );
  return (
    <ConfirmModal
      titleId="duplicate-title"
      title={t('duplicate.title', { id: dossierId })}
      busy={busy}
      onClose={onClose}
      footer={
        <>
          {choice(false, 'outline-secondary', 'duplicate-decline', t('duplicate.decline'))}
          {choice(true, 'primary', 'duplicate-documents', t('duplicate.with-documents'))}
        </>
      }
    >
      <p>{t('duplicate.explanation')}</p>
      <p className="mb-0 fw-semibold">{t('duplicate.question')}</p>
    </ConfirmModal>
  );
}
