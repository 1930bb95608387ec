import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

// Note: react-bootstrap's Modal loads when the modal first opens, not with the wizard.
const MessageModal = lazy(async () => ({
  default: (await import('../../../shared/ui/message-modal')).MessageModal,
}));

/** The error modal of a print that failed (ged.download_failed or the server's message). */
export function PrintErrorModal({ errorKey, onClose }: { errorKey: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={null}>
      <MessageModal title={t('documents.error-title')} message={t(errorKey)} onClose={onClose} />
    </Suspense>
  );
}
