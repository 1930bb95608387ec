import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { useWizardText } from '../i18n';

type TUnsavedAnswersModalProps = { onStay: () => void; onLeave: () => void };

/** Asks before leaving a block whose answers are not submitted; staying is the default. */
export function UnsavedAnswersModal({ onStay, onLeave }: TUnsavedAnswersModalProps) {
  const { t } = useWizardText();
  const { t: tApp } = useTranslation();
  return (
    <Modal show onHide={onStay} centered aria-labelledby="unsaved-title" data-testid="unsaved-answers-modal">
      <Modal.Header closeButton closeLabel={tApp('common.close')}>
        <Modal.Title id="unsaved-title" as="h2" className="h5">
          {t('unsaved.title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0">{t('unsaved.text')}</p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-danger" onClick={onLeave} data-testid="unsaved-leave">
          {t('unsaved.leave')}
        </Button>
        <Button variant="primary" onClick={onStay} autoFocus data-testid="unsaved-stay">
          {t('unsaved.stay')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
