import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { useWizardText } from '../i18n';

type TRefusalModalProps = {
  dossierId: number;
  pending: boolean;
  /** A failure message key, shown in the modal. */
  errorKey: string | null;
  onConfirm: () => void;
  onClose: () => void;
};

/** 'Refus immédiat': the client declines; after confirmation the folder is abandoned (status canceled). */
export function RefusalModal({ dossierId, pending, errorKey, onConfirm, onClose }: TRefusalModalProps) {
  const { t } = useWizardText();
  const { t: tApp } = useTranslation();
  return (
    <Modal show onHide={pending ? undefined : onClose} centered aria-labelledby="wizard-refusal-title">
      <Modal.Header closeButton closeLabel={tApp('common.close')}>
        <Modal.Title id="wizard-refusal-title" as="h2" className="h5">
          {t('refusal.title', { id: dossierId })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>{t('refusal.text')}</p>
        <p className="mb-0 fw-semibold">{t('refusal.question')}</p>
        {errorKey ? (
          <p className="text-danger mt-3 mb-0" role="alert" data-testid="refusal-error">
            {tApp(errorKey, { defaultValue: t('refusal.error') })}
          </p>
        ) : null}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose} disabled={pending}>
          {tApp('common.cancel')}
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={pending} data-testid="refusal-confirm">
          {pending ? <Spinner size="sm" animation="border" className="me-2" aria-hidden="true" /> : null}
          {t('refusal.confirm')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
