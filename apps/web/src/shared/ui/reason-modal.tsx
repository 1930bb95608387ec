import { useId, useState, type FormEvent, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../i18n/format';
import { PendingButton } from './confirm-modal';

/** The texts of a reason modal, translated by its caller. */
export type TReasonModalTexts = {
  title: string;
  label: string;
  help: string;
  /** « 12 / 500 caractères »: the characters used and allowed, formatted. */
  count: (used: string, max: string) => string;
  /** The close button's label (the header's cross) and the footer's way out. */
  close: string;
  cancel: string;
  confirm: string;
};

type TReasonModalProps = {
  texts: TReasonModalTexts;
  /** What the modal says before the field. */
  intro?: ReactNode;
  maxLength: number;
  confirmVariant: 'danger' | 'warning';
  /** The confirm is under way: the modal cannot be closed and its buttons wait. */
  pending: boolean;
  /** The failure of the last confirm, as a text. */
  error: string | null;
  testIds: { input: string; count: string; confirm: string };
  onConfirm: (reason: string) => void;
  onClose: () => void;
};

/**
 * A modal that asks for a reason before an action (a refusal, an error, a cancelled signature): a
 * textarea with its help and a character counter; confirm stays disabled while the reason is blank,
 * and sends it trimmed.
 */
export function ReasonModal({
  texts,
  intro,
  maxLength,
  confirmVariant,
  pending,
  error,
  testIds,
  onConfirm,
  onClose,
}: TReasonModalProps) {
  const { i18n } = useTranslation();
  const [reason, setReason] = useState('');
  const fieldId = useId();
  const titleId = useId();
  const blank = reason.trim() === '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The modal is portalled, but React bubbles its submit to the forms around it in the tree (a
    // block's form signs): the reason's submit is the modal's alone.
    event.stopPropagation();
    if (!blank && !pending) onConfirm(reason.trim());
  };
  return (
    <Modal show onHide={pending ? undefined : onClose} centered aria-labelledby={titleId}>
      <Form onSubmit={submit} noValidate>
        <Modal.Header closeButton closeLabel={texts.close}>
          <Modal.Title id={titleId} as="h2" className="h5">
            {texts.title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {intro}
          <Form.Label htmlFor={fieldId} className="fw-semibold">
            {texts.label}
          </Form.Label>
          <Form.Control
            id={fieldId}
            as="textarea"
            rows={4}
            value={reason}
            required
            maxLength={maxLength}
            onChange={(event) => setReason(event.target.value)}
            aria-describedby={`${fieldId}-help ${fieldId}-count`}
            aria-invalid={error ? true : undefined}
            data-testid={testIds.input}
            autoFocus
          />
          <div className="d-flex justify-content-between gap-2">
            <Form.Text id={`${fieldId}-help`}>{texts.help}</Form.Text>
            <Form.Text id={`${fieldId}-count`} className="text-nowrap" data-testid={testIds.count}>
              {texts.count(
                formatNumber(reason.length, i18n.language),
                formatNumber(maxLength, i18n.language),
              )}
            </Form.Text>
          </div>
          {error ? (
            <p className="text-danger small mt-2 mb-0" role="alert">
              {error}
            </p>
          ) : null}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose} disabled={pending}>
            {texts.cancel}
          </Button>
          <PendingButton
            type="submit"
            variant={confirmVariant}
            disabled={blank || pending}
            pending={pending}
            data-testid={testIds.confirm}
          >
            {texts.confirm}
          </PendingButton>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
