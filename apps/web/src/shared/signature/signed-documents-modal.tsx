import '../dossiers/folder-texts';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import {
  SignedDocumentPreviewModal,
  SignedDocumentsList,
  useSignedDocumentPreview,
} from './signed-documents-list';

/**
 * « Voir les documents signés » of a folder list's row: the signed documents listed in a modal; the
 * one opened replaces the list in the preview modal, and closing it comes back to the list.
 */
export function SignedDocumentsModal({ folderId, onClose }: { folderId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const previewer = useSignedDocumentPreview(folderId);
  if (previewer.preview) return <SignedDocumentPreviewModal previewer={previewer} />;
  return (
    <Modal
      show
      onHide={onClose}
      centered
      aria-labelledby="signed-documents-title"
      data-testid="signed-documents-modal"
    >
      <Modal.Header closeButton closeLabel={t('common.close')}>
        <Modal.Title id="signed-documents-title" as="h2" className="h5">
          {t('folders.signed-documents.title', { id: folderId })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <SignedDocumentsList previewer={previewer} />
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onClose}>
          {t('common.close')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
