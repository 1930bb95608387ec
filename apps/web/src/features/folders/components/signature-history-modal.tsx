import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import type { TFolderSummary } from '@souscription/contract';
import { useObjectUrl } from '../../../shared/hooks/use-object-url';
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
  const url = useObjectUrl(history.data ?? null);
  const errorKey =
    history.error instanceof SignatureHistoryError ? history.error.message : HISTORY_CONTENT_KEY;
  const title = t('folders.history.title', { id: folder.id });

  return (
    <Modal show onHide={onClose} centered size="xl" aria-labelledby="history-title">
      <Modal.Header closeButton closeLabel={t('common.close')}>
        <Modal.Title id="history-title" as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {history.isPending ? (
          <PageSpinner />
        ) : history.isError ? (
          <Alert variant="warning" className="mb-0" data-testid="history-error">
            {t(errorKey)}
          </Alert>
        ) : url ? (
          <iframe
            src={url}
            title={title}
            className="app-pdf-frame w-100 border rounded"
            data-testid="history-pdf"
          />
        ) : null}
      </Modal.Body>
      <Modal.Footer>
        {url ? (
          <a
            className="btn btn-outline-primary"
            href={url}
            download={`historique-signature-${folder.id}.pdf`}
          >
            {t('folders.history.download')}
          </a>
        ) : null}
        <Button variant="secondary" onClick={onClose}>
          {t('common.close')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
