import '../dossiers/folder-texts';
import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { FilePreviewModal } from '../ui/file-preview-modal';
import { PageSpinner } from '../ui/page-spinner';
import { HISTORY_CONTENT_KEY, SignatureHistoryError, useSignatureHistory } from './get-signature-history';

/**
 * The signature history of a folder (spec 01 §2): the envelopes' audit certificate shown as a PDF;
 * docusign.error-folder-not-found or docusign.error-content when it cannot be.
 */
export function SignatureHistoryModal({ folderId, onClose }: { folderId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const history = useSignatureHistory(folderId);
  const errorKey =
    history.error instanceof SignatureHistoryError ? history.error.message : HISTORY_CONTENT_KEY;
  return (
    <FilePreviewModal
      title={t('folders.history.title', { id: folderId })}
      file={history.data ? { blob: history.data, filename: `historique-signature-${folderId}.pdf` } : null}
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
