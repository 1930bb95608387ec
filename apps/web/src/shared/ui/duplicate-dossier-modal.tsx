import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';

type TDuplicateDossierModalProps = {
  dossierId: number;
  /** The choice under way, if any: true while duplicating with the documents. */
  pending: boolean | null;
  onDuplicate: (documentDuplicate: boolean) => void;
  onClose: () => void;
};

/**
 * Duplicate (spec 01 §2, spec 02 §2), from the folder lists and from the wizard alike: decline
 * (answers only) or duplicate the documents too.
 */
export function DuplicateDossierModal({
  dossierId,
  pending,
  onDuplicate,
  onClose,
}: TDuplicateDossierModalProps) {
  const { t } = useTranslation();
  const busy = pending !== null;
  const choice = (documentDuplicate: boolean, variant: string, testId: string, label: string) => (
    <Button
      variant={variant}
      onClick={() => onDuplicate(documentDuplicate)}
      disabled={busy}
      data-testid={testId}
    >
      {pending === documentDuplicate ? (
        <Spinner size="sm" animation="border" className="me-2" aria-hidden="true" />
      ) : null}
      {label}
    </Button>
  );
  return (
    <Modal show onHide={busy ? undefined : onClose} centered aria-labelledby="duplicate-title">
      <Modal.Header closeButton closeLabel={t('common.close')}>
        <Modal.Title id="duplicate-title" as="h2" className="h5">
          {t('duplicate.title', { id: dossierId })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>{t('duplicate.explanation')}</p>
        <p className="mb-0 fw-semibold">{t('duplicate.question')}</p>
      </Modal.Body>
      <Modal.Footer>
        {choice(false, 'outline-secondary', 'duplicate-decline', t('duplicate.decline'))}
        {choice(true, 'primary', 'duplicate-documents', t('duplicate.with-documents'))}
      </Modal.Footer>
    </Modal>
  );
}
