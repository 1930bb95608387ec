import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import type { TFolderSummary } from '@souscription/contract';

type TDuplicateModalProps = {
  folder: TFolderSummary;
  /** The choice under way, if any. */
  pending: boolean | null;
  onDuplicate: (documentDuplicate: boolean) => void;
  onClose: () => void;
};

/** Duplicate (spec 01 §2): decline (answers only) or duplicate the documents too. */
export function DuplicateModal({ folder, pending, onDuplicate, onClose }: TDuplicateModalProps) {
  const { t } = useTranslation();
  const busy = pending !== null;
  return (
    <Modal show onHide={busy ? undefined : onClose} centered aria-labelledby="duplicate-title">
      <Modal.Header closeButton closeLabel={t('common.close')}>
        <Modal.Title id="duplicate-title" as="h2" className="h5">
          {t('folders.duplicate.title', { id: folder.id })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>{t('folders.duplicate.explanation')}</p>
        <p className="mb-0 fw-semibold">{t('folders.duplicate.question')}</p>
      </Modal.Body>
      <Modal.Footer>
        <Button
          variant="outline-secondary"
          onClick={() => onDuplicate(false)}
          disabled={busy}
          data-testid="duplicate-decline"
        >
          {pending === false ? (
            <Spinner size="sm" animation="border" className="me-2" aria-hidden="true" />
          ) : null}
          {t('folders.duplicate.decline')}
        </Button>
        <Button
          variant="primary"
          onClick={() => onDuplicate(true)}
          disabled={busy}
          data-testid="duplicate-documents"
        >
          {pending === true ? (
            <Spinner size="sm" animation="border" className="me-2" aria-hidden="true" />
          ) : null}
          {t('folders.duplicate.with-documents')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
