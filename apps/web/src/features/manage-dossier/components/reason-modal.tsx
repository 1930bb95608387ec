import { useId, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { MAX_REASON_LENGTH } from '@souscription/contract';
import { formatNumber } from '../../../shared/i18n/format';

/** The decisions that need a reason (spec 01 §4). */
export type TReasonDecision = 'refused' | 'error';

type TReasonModalProps = {
  decision: TReasonDecision;
  dossierId: number;
  pending: boolean;
  /** The failure of the last confirm, as a message key. */
  errorKey?: string | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
};

/**
 * The reason modal of a refusal or an error (spec 01 §2, §5): the confirm button stays disabled
 * while the reason is blank.
 */
export function ReasonModal({
  decision,
  dossierId,
  pending,
  errorKey,
  onConfirm,
  onClose,
}: TReasonModalProps) {
  const { t, i18n } = useTranslation();
  const [reason, setReason] = useState('');
  const fieldId = useId();
  const titleId = useId();
  const blank = reason.trim() === '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!blank && !pending) onConfirm(reason.trim());
  };
  return (
    <Modal show onHide={pending ? undefined : onClose} centered aria-labelledby={titleId}>
      <Form onSubmit={submit} noValidate>
        <Modal.Header closeButton closeLabel={t('common.close')}>
          <Modal.Title id={titleId} as="h2" className="h5">
            {t(`management.reason.title.${decision}`, { id: dossierId })}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <Form.Label htmlFor={fieldId} className="fw-semibold">
            {t('management.reason.label')}
          </Form.Label>
          <Form.Control
            id={fieldId}
            as="textarea"
            rows={4}
            value={reason}
            maxLength={MAX_REASON_LENGTH}
            onChange={(event) => setReason(event.target.value)}
            aria-describedby={`${fieldId}-help ${fieldId}-count`}
            data-testid="reason-input"
            autoFocus
          />
          <div className="d-flex justify-content-between gap-2">
            <Form.Text id={`${fieldId}-help`}>{t('management.reason.help')}</Form.Text>
            <Form.Text id={`${fieldId}-count`} className="text-nowrap" data-testid="reason-count">
              {t('management.reason.count', {
                used: formatNumber(reason.length, i18n.language),
                max: formatNumber(MAX_REASON_LENGTH, i18n.language),
              })}
            </Form.Text>
          </div>
          {errorKey ? (
            <p className="text-danger small mt-2 mb-0" role="alert">
              {t(errorKey, { defaultValue: t('common.technical-error') })}
            </p>
          ) : null}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose} disabled={pending}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            variant={decision === 'refused' ? 'danger' : 'warning'}
            disabled={blank || pending}
            data-testid="reason-confirm"
          >
            {pending ? <Spinner size="sm" animation="border" className="me-2" aria-hidden="true" /> : null}
            {t(`management.reason.confirm.${decision}`)}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
