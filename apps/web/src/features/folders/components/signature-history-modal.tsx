import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import type { TFolderSummary } from '@souscription/contract';
import { FilePreviewModal } from '../../../shared/ui/file-preview-modal';
import { PageSpinner } from '../../../shared/ui/page-spinner';
import {
  HISTORY_CONTENT_KEY,
  SignatureHistoryError,
  useSignatureHistory,
} from '../api/get-signature-history';

/** The signature history of a folder: the provider's envelope history shown as a PDF. */
export function SignatureHistoryModal({ folder, onClose }: { folder: TFolderSummary; onClose: () => void }) {
  const { t } = useTranslation();
  const history = useSignatureHistory(folder.id);
  const errorKey =
    history.error instanceof SignatureHistoryError ? history.error.message : HISTORY_CONTENT_KEY;
  return (
    <FilePreviewModal
      title={t('folders.history.title', { id: folder.id })}
      file={history.data ? { blob: history.data, filename: `historique-signature-${folder.id}.pdf` } : null}
      downloadLabel={t('folders.history.download')}
      onClose={onClose}
    >
      {history.isPending ? (
        <PageSpinner />
      ) : (
        <Alert variant="warning" className="mb-0" data-testid="history-error">
          {t(errorKey)}
        </Alert>
      )}
    </FilePreviewModal>
  );
}
