import type { ReactNode } from 'react';
import Button, { type ButtonProps } from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';

type TConfirmModalProps = {
  /** The title's element id, which names the dialog. */
  titleId: string;
  title: ReactNode;
  /** A choice is under way: the modal cannot be closed and its buttons wait. */
  busy: boolean;
  onClose: () => void;
  /** The question. */
  children: ReactNode;
  /** The choices (`PendingButton`s, and a cancel button where there is one). */
  footer: ReactNode;
};

/**
 * The shell of a question asked before an action (abandon, immediate refusal, duplicate): a
 * centered dialog named by its title, closed by its close button or Escape unless a choice is
 * under way.
 */
export function ConfirmModal({ titleId, title, busy, onClose, children, footer }: TConfirmModalProps) {
  const { t } = useTranslation();
  return (
    <Modal show onHide={busy ? undefined : onClose} centered aria-labelledby={titleId}>
      <Modal.Header closeButton closeLabel={t('common.close')}>
        <Modal.Title id={titleId} as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{children}</Modal.Body>
      <Modal.Footer>{footer}</Modal.Footer>
    </Modal>
  );
}

/** The cancel button of a confirm modal. */
export function CancelButton({ disabled, onClick }: { disabled: boolean; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button variant="outline-secondary" onClick={onClick} disabled={disabled}>
      {t('common.cancel')}
    </Button>
  );
}

/** A button that shows a spinner while its own action is pending. */
export function PendingButton({ pending, children, ...props }: ButtonProps & { pending: boolean }) {
  return (
    <Button {...props}>
      {pending ? <Spinner size="sm" animation="border" className="me-2" aria-hidden="true" /> : null}
      {children}
    </Button>
  );
}
