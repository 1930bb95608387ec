import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';

type TMessageModalProps = {
  /** The message, already in the interface language. */
  message: string;
  /** The modal's title, already in the interface language. */
  title: string;
  onClose: () => void;
};

/** The generic confirmation / error modal of spec 02 §2: a message and a close button. */
export function MessageModal({ message, title, onClose }: TMessageModalProps) {
  const { t } = useTranslation();
  return (
    <Modal show onHide={onClose} centered aria-labelledby="message-modal-title" data-testid="message-modal">
      <Modal.Header closeButton closeLabel={t('common.close')}>
        <Modal.Title id="message-modal-title" as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0" role="alert">
          {message}
        </p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="primary" onClick={onClose} autoFocus>
          {t('common.close')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
