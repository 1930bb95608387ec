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
  /** The choices: `confirm` (with a cancel button before it), or buttons of its own. */
  footer: TConfirmChoice | ReactNode;
};

/** The one action a confirm modal asks for, after a cancel button. */
export type TConfirmChoice = {
  label: string;
  testId: string;
  onConfirm: () => void;
  /** The confirm button's look: danger (the default) for what destroys, success for what approves. */
  variant?: 'danger' | 'success';
};

function isConfirmChoice(footer: TConfirmChoice | ReactNode): footer is TConfirmChoice {
  return typeof footer === 'object' && footer !== null && 'onConfirm' in footer;
}

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
      <Modal.Footer>
        {isConfirmChoice(footer) ? (
          <>
            <CancelButton onClick={onClose} disabled={busy} />
            <PendingButton
              variant={footer.variant ?? 'danger'}
              onClick={footer.onConfirm}
              disabled={busy}
              pending={busy}
              data-testid={footer.testId}
            >
              {footer.label}
            </PendingButton>
          </>
        ) : (
          footer
        )}
      </Modal.Footer>
    </Modal>
  );
}

/** The cancel button of a confirm modal. */
function CancelButton({ disabled, onClick }: { disabled: boolean; onClick: () => void }) {
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
