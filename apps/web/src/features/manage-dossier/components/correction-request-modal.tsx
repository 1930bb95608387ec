import { useId, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { MAX_CORRECTION_ITEMS, MAX_REASON_LENGTH, RECEIPT_PROBLEMS } from '@souscription/contract';
import { ApiError, TECHNICAL_ERROR_KEY } from '../../../shared/api/api-error';
import { PendingButton } from '../../../shared/ui/confirm-modal';
import { useDossierView } from '../api/get-dossier-view';
import { useDossierReceipts } from '../api/list-receipts';
import { useRequestCorrections } from '../api/request-corrections';
import { useUpdateIntegrationState } from '../api/update-integration-state';
import { isDraftComplete, newDraft, toItemRequest, type TCorrectionDraft } from '../model/correction-draft';

type TOption = { value: string; label: string };

type TCorrectionRequestModalProps = {
  dossierId: number;
  version: number | undefined;
  onDone: (asError: boolean) => void;
  onClose: () => void;
};

/** The fields the presentation tab shows, and the receipts, as choices. */
function useTargets(dossierId: number) {
  const view = useDossierView(dossierId);
  const receipts = useDossierReceipts(dossierId);
  const fields: TOption[] = (view.data?.pages ?? []).flatMap((page) =>
    page.blocks.flatMap((block) =>
      block.elements.map((element) => ({
        value: String(element.elementId),
        label: `${page.name} › ${block.name} › ${element.presentation}`,
      })),
    ),
  );
  const listed = receipts.data?.receipts ?? [];
  const receiptOptions: TOption[] = listed.map((receipt) => ({
    value: String(receipt.id),
    label: `${receipt.category} › ${receipt.title}`,
  }));
  const receiptElements = new Map(listed.map((receipt) => [receipt.id, receipt.elementId]));
  return { fields, receipts: receiptOptions, receiptElements };
}

/**
 * « Demander une correction » (issue 35): the manager points at fields of the presentation tab,
 * receipts (illegible, expired, someone else's, missing) or writes a note, each with its reason; sent
 * as a request, or with « en erreur » and its own reason.
 */
export function CorrectionRequestModal({
  dossierId,
  version,
  onDone,
  onClose,
}: TCorrectionRequestModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const targets = useTargets(dossierId);
  const [drafts, setDrafts] = useState<TCorrectionDraft[]>([newDraft(1)]);
  const [asError, setAsError] = useState(false);
  const [errorReason, setErrorReason] = useState('');
  const request = useRequestCorrections(dossierId);
  const update = useUpdateIntegrationState(dossierId);
  const pending = request.isPending || update.isPending;
  const failure = request.error ?? update.error;
  const ready = drafts.every(isDraftComplete) && (!asError || errorReason.trim() !== '');
  const change = (key: number, patch: Partial<TCorrectionDraft>) =>
    setDrafts((all) => all.map((draft) => (draft.key === key ? { ...draft, ...patch } : draft)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (!ready || pending) return;
    const items = drafts.map((draft) => toItemRequest(draft, targets.receiptElements));
    const done = { onSuccess: () => onDone(asError) };
    if (asError) {
      update.mutate({ integration_state: 'error', reason: errorReason.trim(), items, version }, done);
    } else request.mutate({ items, version }, done);
  };
  return (
    <Modal show onHide={pending ? undefined : onClose} size="lg" aria-labelledby={titleId}>
      <Form onSubmit={submit} noValidate>
        <Modal.Header closeButton closeLabel={t('common.close')}>
          <Modal.Title id={titleId} as="h2" className="h5">
            {t('management.corrections.title', { id: dossierId })}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="text-body-secondary small">{t('management.corrections.help')}</p>
          <ol className="list-unstyled d-flex flex-column gap-3 mb-3" data-testid="correction-drafts">
            {drafts.map((draft, index) => (
              <li key={draft.key}>
                <DraftFieldset
                  draft={draft}
                  index={index}
                  fields={targets.fields}
                  receipts={targets.receipts}
                  onChange={(patch) => change(draft.key, patch)}
                  onRemove={
                    drafts.length > 1
                      ? () => setDrafts((all) => all.filter((d) => d.key !== draft.key))
                      : undefined
                  }
                />
              </li>
            ))}
          </ol>
          <Button
            variant="outline-primary"
            size="sm"
            onClick={() => setDrafts((all) => [...all, newDraft(Math.max(...all.map((d) => d.key)) + 1)])}
            disabled={drafts.length >= MAX_CORRECTION_ITEMS}
            data-testid="correction-add"
          >
            {t('management.corrections.add')}
          </Button>
          <ErrorOption
            asError={asError}
            reason={errorReason}
            onToggle={setAsError}
            onReason={setErrorReason}
          />
          {failure ? (
            <Alert variant="danger" className="mt-3 mb-0" data-testid="correction-error">
              {t(
                failure instanceof ApiError
                  ? (failure.errors[0]?.message ?? TECHNICAL_ERROR_KEY)
                  : TECHNICAL_ERROR_KEY,
                {
                  defaultValue: t('common.technical-error'),
                },
              )}
            </Alert>
          ) : null}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose} disabled={pending}>
            {t('common.cancel')}
          </Button>
          <PendingButton
            type="submit"
            variant={asError ? 'warning' : 'primary'}
            pending={pending}
            disabled={!ready}
            data-testid="correction-confirm"
          >
            {t(asError ? 'management.corrections.confirm-error' : 'management.corrections.confirm', {
              count: drafts.length,
            })}
          </PendingButton>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}

type TDraftFieldsetProps = {
  draft: TCorrectionDraft;
  index: number;
  fields: TOption[];
  receipts: TOption[];
  onChange: (patch: Partial<TCorrectionDraft>) => void;
  onRemove?: () => void;
};

/** One item: what it points at and why. */
function DraftFieldset({ draft, index, fields, receipts, onChange, onRemove }: TDraftFieldsetProps) {
  const { t } = useTranslation();
  const id = useId();
  const options = draft.kind === 'field' ? fields : receipts;
  return (
    <fieldset className="border rounded p-3" data-testid="correction-draft">
      <legend className="h6 float-none w-auto px-1 mb-2">
        {t('management.corrections.item', { number: index + 1 })}
      </legend>
      <div className="row g-2">
        <div className="col-sm-4">
          <Form.Label htmlFor={`${id}-kind`}>{t('management.corrections.kind-label')}</Form.Label>
          <Form.Select
            id={`${id}-kind`}
            value={draft.kind}
            onChange={(event) =>
              onChange({ kind: event.target.value as TCorrectionDraft['kind'], target: '' })
            }
            data-testid="correction-kind"
          >
            {(['field', 'receipt', 'note'] as const).map((kind) => (
              <option key={kind} value={kind}>
                {t(`management.corrections.kind.${kind}`)}
              </option>
            ))}
          </Form.Select>
        </div>
        {draft.kind === 'note' ? null : (
          <div className="col-sm-8">
            <Form.Label htmlFor={`${id}-target`}>
              {t(`management.corrections.target.${draft.kind}`)}
            </Form.Label>
            <Form.Select
              id={`${id}-target`}
              value={draft.target}
              onChange={(event) => onChange({ target: event.target.value })}
              data-testid="correction-target"
            >
              <option value="">{t('management.corrections.choose')}</option>
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Form.Select>
          </div>
        )}
        {draft.kind === 'receipt' ? (
          <div className="col-sm-6">
            <Form.Label htmlFor={`${id}-problem`}>{t('management.corrections.problem-label')}</Form.Label>
            <Form.Select
              id={`${id}-problem`}
              value={draft.problem}
              onChange={(event) => onChange({ problem: event.target.value as TCorrectionDraft['problem'] })}
              data-testid="correction-problem"
            >
              {RECEIPT_PROBLEMS.map((problem) => (
                <option key={problem} value={problem}>
                  {t(`correction.problem.${problem}`)}
                </option>
              ))}
            </Form.Select>
          </div>
        ) : null}
        <div className="col-12">
          <Form.Label htmlFor={`${id}-reason`}>{t('management.corrections.reason-label')}</Form.Label>
          <Form.Control
            id={`${id}-reason`}
            as="textarea"
            rows={2}
            maxLength={MAX_REASON_LENGTH}
            value={draft.reason}
            onChange={(event) => onChange({ reason: event.target.value })}
            data-testid="correction-reason"
          />
        </div>
      </div>
      {onRemove ? (
        <Button variant="link" size="sm" className="px-0 mt-1 text-danger" onClick={onRemove}>
          {t('management.corrections.remove', { number: index + 1 })}
        </Button>
      ) : null}
    </fieldset>
  );
}

type TErrorOptionProps = {
  asError: boolean;
  reason: string;
  onToggle: (on: boolean) => void;
  onReason: (reason: string) => void;
};

/** « Signaler aussi le dossier en erreur », with the error's own reason. */
function ErrorOption({ asError, reason, onToggle, onReason }: TErrorOptionProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="mt-3 pt-3 border-top">
      <Form.Check
        type="switch"
        id={`${id}-as-error`}
        checked={asError}
        onChange={(event) => onToggle(event.target.checked)}
        label={t('management.corrections.as-error')}
        data-testid="correction-as-error"
      />
      {asError ? (
        <div className="mt-2">
          <Form.Label htmlFor={`${id}-error-reason`}>{t('management.reason.label')}</Form.Label>
          <Form.Control
            id={`${id}-error-reason`}
            as="textarea"
            rows={2}
            maxLength={MAX_REASON_LENGTH}
            value={reason}
            onChange={(event) => onReason(event.target.value)}
            data-testid="correction-error-reason"
          />
        </div>
      ) : null}
    </div>
  );
}
