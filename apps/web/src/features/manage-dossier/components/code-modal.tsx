import { useId, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { findCosubscriberMismatch, isCosubscriberAdded, type TPairingCustomer } from '@souscription/contract';
import { TECHNICAL_ERROR_KEY } from '../../../shared/api/api-error';
import { formatPersonName } from '../../../shared/i18n/format';

/** Sample customer code shown in the field (spec 01 §9). */
export const SAMPLE_CUSTOMER_CODE = 'S00012';

type TCodeModalProps = {
  /** The scope's label (« Nu-propriétaire »…), for the title. */
  scopeLabel: string;
  /** Whether the subscriber has a co-subscriber: the customer must match. */
  expectCosubscriber: boolean;
  /** Looks a customer up by code; null when none has it. */
  findCustomer: (code: string) => Promise<TPairingCustomer | null>;
  /** Pairs the customer; resolves to the failure's message key, or null when paired. */
  onConfirm: (code: string) => Promise<string | null>;
  onClose: () => void;
};

/**
 * Pick a customer by code (spec 01 §2, §5): search shows the customer the code names and, when it
 * may not be paired, why; confirm stays disabled while the code is empty or refused (until it
 * changes), and looks the code up first when it was not searched.
 */
export function CodeModal({
  scopeLabel,
  expectCosubscriber,
  findCustomer,
  onConfirm,
  onClose,
}: TCodeModalProps) {
  const { t } = useTranslation();
  const fieldId = useId();
  const titleId = useId();
  const { code, setCode, trimmed, found, errorKey, setErrorKey, refused, busy, search, confirm } =
    useCodeLookUp(findCustomer, expectCosubscriber, onConfirm);
  const added = found ? isCosubscriberAdded(found.customer.cosous, expectCosubscriber) : false;

  return (
    <Modal
      show
      onHide={busy ? undefined : onClose}
      centered
      aria-labelledby={titleId}
      data-testid="code-modal"
    >
      <Form onSubmit={(event) => void confirm(event)} noValidate>
        <Modal.Header closeButton closeLabel={t('common.close')}>
          <Modal.Title id={titleId} as="h2" className="h5">
            {t('management.pairing.code.title')}
            <span className="d-block small text-body-secondary fw-normal mt-1">{scopeLabel}</span>
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <Form.Label htmlFor={fieldId} className="fw-semibold">
            {t('management.pairing.code.label')}
          </Form.Label>
          <div className="d-flex gap-2">
            <Form.Control
              id={fieldId}
              value={code}
              placeholder={SAMPLE_CUSTOMER_CODE}
              autoComplete="off"
              onChange={(event) => {
                setCode(event.target.value);
                setErrorKey(null);
              }}
              isInvalid={Boolean(errorKey)}
              aria-describedby={errorKey ? `${fieldId}-error` : undefined}
              data-testid="code-input"
              autoFocus
            />
            <Button
              variant="outline-primary"
              onClick={() => void search()}
              disabled={!trimmed || busy !== null}
              data-testid="code-search"
            >
              {busy === 'search' ? (
                <Spinner size="sm" animation="border" className="me-1" aria-hidden="true" />
              ) : null}
              {t('management.pairing.code.search')}
            </Button>
          </div>
          {errorKey ? (
            <p
              id={`${fieldId}-error`}
              className="text-danger small mt-2 mb-0"
              role="alert"
              data-testid="code-error"
            >
              {t(errorKey, { defaultValue: t(TECHNICAL_ERROR_KEY) })}
            </p>
          ) : null}
          {found && found.code === trimmed ? (
            <FoundCustomer customer={found.customer} refused={Boolean(errorKey)} added={added} />
          ) : null}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose} disabled={busy !== null}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            variant="primary"
            // Refused (by rule or by the server): not again until the code changes.
            disabled={!trimmed || busy !== null || refused === trimmed}
            data-testid="code-confirm"
          >
            {busy === 'confirm' ? (
              <Spinner size="sm" animation="border" className="me-2" aria-hidden="true" />
            ) : null}
            {t('management.pairing.code.confirm')}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}

/** The code typed, the customer it found or why not, and the search and confirm steps. */
function useCodeLookUp(
  findCustomer: TCodeModalProps['findCustomer'],
  expectCosubscriber: boolean,
  onConfirm: TCodeModalProps['onConfirm'],
) {
  const [code, setCode] = useState('');
  const [found, setFound] = useState<{ code: string; customer: TPairingCustomer } | null>(null);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [busy, setBusy] = useState<'search' | 'confirm' | null>(null);
  /** The code last refused (unknown, by rule or by the server). */
  const [refused, setRefused] = useState<string | null>(null);
  const trimmed = code.trim();
  const refuse = (key: string) => {
    setErrorKey(key);
    setRefused(trimmed);
  };

  /**
   * The customer of the code, checked; null (with the message shown) when it does not fit. A customer
   * that does not fit is shown all the same: the manager sees whom the code names.
   */
  const lookUp = async (): Promise<TPairingCustomer | null> => {
    if (found?.code === trimmed) return refused === trimmed ? null : found.customer;
    setErrorKey(null);
    setFound(null);
    try {
      const customer = await findCustomer(trimmed);
      if (!customer) {
        refuse('validation.error.customer-not-found');
        return null;
      }
      setFound({ code: trimmed, customer });
      const mismatch = findCosubscriberMismatch(customer.cosous, expectCosubscriber);
      if (mismatch) {
        refuse(mismatch);
        return null;
      }
      return customer;
    } catch {
      setErrorKey(TECHNICAL_ERROR_KEY);
      return null;
    }
  };

  const search = async () => {
    if (!trimmed || busy) return;
    setBusy('search');
    await lookUp();
    setBusy(null);
  };

  const confirm = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!trimmed || busy) return;
    setBusy('confirm');
    const customer = await lookUp();
    if (customer) {
      const failure = await onConfirm(customer.username);
      if (failure) refuse(failure);
    }
    setBusy(null);
  };

  return { code, setCode, trimmed, found, errorKey, setErrorKey, refused, busy, search, confirm };
}

type TFoundCustomerProps = {
  customer: TPairingCustomer;
  /** The customer may not be paired (the message says why). */
  refused: boolean;
  /** The pairing brings the subscription's co-subscriber to this account. */
  added: boolean;
};

/** Whom the code names: name, number, birth, e-mail, and whether the account has a co-subscriber. */
function FoundCustomer({ customer, refused, added }: TFoundCustomerProps) {
  const { t, i18n } = useTranslation();
  const birth = [customer.birthDay, customer.birthCity].filter(Boolean).join(' · ');
  return (
    <Alert variant={refused ? 'secondary' : 'success'} className="mt-3 mb-0" data-testid="code-found">
      <span className="d-block small fw-semibold">{t('management.pairing.code.found')}</span>
      {formatPersonName(customer, i18n.language)}
      {' · '}
      {customer.username}
      {birth ? ` · ${birth}` : ''}
      {customer.email ? <span className="d-block small">{customer.email}</span> : null}
      <span className="d-block small">
        {t(customer.cosous ? 'management.pairing.code.with-cosubscriber' : 'management.pairing.code.alone')}
      </span>
      {added ? (
        <span className="d-block small fw-medium mt-1" data-testid="code-cosubscriber-added">
          {t('validation.matching.cosubscriber-added')}
        </span>
      ) : null}
    </Alert>
  );
}
