import '../../../shared/dossiers/folder-texts';
import { useTranslation } from 'react-i18next';
import type { TDossierSummary } from '@souscription/contract';
import { ConfirmModal } from '../../../shared/ui/confirm-modal';

type TAbandonModalProps = {
  folder: TDossierSummary;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Abandon confirmation (spec 01 §2): the dossier leaves its list and goes to the abandoned ones. */
export function AbandonModal({ folder, pending, onConfirm, onClose }: TAbandonModalProps) {
  const { t } = useTranslation();
  return (
    <ConfirmModal
      titleId="abandon-title"
      title={t('folders.abandon.title', { id: folder.id })}
      busy={pending}
      onClose={onClose}
      footer={{ label: t('folders.abandon.confirm'), testId: 'abandon-confirm', onConfirm }}
    >
      <p>{t('folders.abandon.question')}</p>
      <p className="mb-0 text-body-secondary">{t('folders.abandon.consequence')}</p>
    </ConfirmModal>
  );
}
