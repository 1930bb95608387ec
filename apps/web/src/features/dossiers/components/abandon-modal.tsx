import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import type { TDossierSummary } from '@souscription/contract';

type TAbandonModalProps = {
  folder: TDossierSummary;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Abandon confirmation (spec 01 §2): the folder leaves its list and goes to the abandoned ones. */
export function AbandonModal({ folder, pending, onConfirm, onClose }: TAbandonModalProps) {
  const { t } = useTranslation();
  return (
    <Modal show onHide={pending ? undefined : onClose} centered aria-labelledby="abandon-title">
      <Modal.Header closeButton closeLabel={t('common.close')}>
        <Modal.Title id="abandon-title" as="h2" className="h5">
          {t('folders.abandon.title', { id: folder.id })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>{t('folders.abandon.question')}</p>
        <p className="mb-0 text-body-secondary">{t('folders.abandon.consequence')}</p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose} disabled={pending}>
          {t('common.cancel')}
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={pending} data-testid="abandon-confirm">
          {pending ? <Spinner size="sm" animation="border" className="me-2" aria-hidden="true" /> : null}
          {t('folders.abandon.confirm')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
