import { useTranslation } from 'react-i18next';
import type {
  TCorrectionFieldChange,
  TCorrectionReceiptChange,
  TCorrectionResignedDocument,
  TCorrectionRound,
} from '@souscription/contract';
import { formatWithUnit } from '../../../shared/i18n/format';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { useCorrectionRounds } from '../api/list-correction-rounds';
import { formatHistoryDate } from '../model/format-history-date';

/**
 * A shown value as text: choices joined, booleans as yes / no, none as a dash, a number with its unit
 * as the presentation tab writes it (« 104 000,00 € »).
 */
function ShownValue({ value, unit }: { value: TCorrectionFieldChange['before']; unit?: string }) {
  const { t, i18n } = useTranslation();
  if (value === null || value === '') return <span className="text-body-secondary">—</span>;
  const text =
    typeof value === 'boolean'
      ? t(value ? 'common.yes' : 'common.no')
      : Array.isArray(value)
        ? value.join(', ')
        : value;
  // An amount or a rate is never cut in two on a phone (the cell breaks long texts anywhere).
  if (unit) return <span className="text-nowrap">{formatWithUnit(text, unit, i18n.language)}</span>;
  return <>{text}</>;
}

function FieldChanges({ fields }: { fields: readonly TCorrectionFieldChange[] }) {
  const { t } = useTranslation();
  if (fields.length === 0) return null;
  return (
    <table className="table table-sm align-middle mb-3" data-testid="round-fields">
      <thead>
        <tr>
          <th scope="col">{t('management.rounds.field')}</th>
          <th scope="col">{t('management.rounds.before')}</th>
          <th scope="col">{t('management.rounds.after')}</th>
        </tr>
      </thead>
      <tbody>
        {fields.map((field) => (
          <tr key={field.elementId} data-testid="round-field">
            <th scope="row" className="fw-medium">
              {field.label}
              {field.flagged ? null : (
                <span className="d-block small text-body-secondary">{t('management.rounds.follows')}</span>
              )}
            </th>
            <td className="text-decoration-line-through text-body-secondary text-break">
              <ShownValue value={field.before} unit={field.unit} />
            </td>
            <td className="fw-medium text-break">
              <ShownValue value={field.after} unit={field.unit} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ReceiptChanges({ receipts }: { receipts: readonly TCorrectionReceiptChange[] }) {
  const { t } = useTranslation();
  if (receipts.length === 0) return null;
  return (
    <ul className="list-unstyled mb-3" data-testid="round-receipts">
      {receipts.map((receipt, index) => (
        <li key={`${receipt.elementId}-${index}`} data-testid="round-receipt">
          <span className="fw-medium">{receipt.label}</span> ·{' '}
          {t(`management.rounds.receipt.${receipt.change}`)}
          {receipt.before ? <span className="text-body-secondary"> · {receipt.before.title}</span> : null}
          {receipt.after ? <> → {receipt.after.title}</> : null}
        </li>
      ))}
    </ul>
  );
}

function ResignedDocuments({ documents }: { documents: readonly TCorrectionResignedDocument[] }) {
  const { t, i18n } = useTranslation();
  if (documents.length === 0) return null;
  return (
    <ul className="list-unstyled mb-0" data-testid="round-documents">
      {documents.map((document) => (
        <li key={`${document.envelopeId}-${document.name}`} data-testid="round-document" className="mb-2">
          <span className="fw-medium">{document.title}</span> ·{' '}
          {t(`management.rounds.envelope.${document.envelopeStatus}`, {
            defaultValue: document.envelopeStatus,
          })}
          <ul className="small mb-0">
            {document.signers.map((signer) => (
              <li key={signer.party}>
                {signer.signedAt
                  ? t('management.rounds.signed-by', {
                      name: signer.name,
                      date: formatHistoryDate(signer.signedAt, i18n.language),
                    })
                  : t('management.rounds.awaited', { name: signer.name })}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

function Round({ round }: { round: TCorrectionRound }) {
  const { t, i18n } = useTranslation();
  const sender = round.sentBy
    ? `${round.sentBy.firstname} ${round.sentBy.lastname}`.trim() || round.sentBy.username
    : '';
  const nothing = round.fields.length + round.receipts.length + round.documents.length === 0;
  return (
    <article className="border-top pt-3 mt-3" data-testid="correction-round" data-revision={round.revision}>
      <h3 className="h6">
        {t('management.rounds.revision', { revision: round.revision })} ·{' '}
        {round.sentAt
          ? t('management.rounds.sent', {
              date: formatHistoryDate(round.sentAt, i18n.language),
              name: sender,
            })
          : t('management.rounds.open')}
      </h3>
      <FieldChanges fields={round.fields} />
      <ReceiptChanges receipts={round.receipts} />
      <ResignedDocuments documents={round.documents} />
      {round.status === 'sent' && round.documents.length === 0 ? (
        <p className="small text-body-secondary mb-0">{t('management.rounds.no-signature')}</p>
      ) : null}
      {nothing && round.status === 'open' ? (
        <p className="small text-body-secondary mb-0">{t('management.rounds.nothing-yet')}</p>
      ) : null}
    </article>
  );
}

/** « Corrections »: each round the manager asked for, before and after (issue 35 point 5); nothing when none. */
export function CorrectionRounds({ dossierId }: { dossierId: number }) {
  const { t } = useTranslation();
  const rounds = useCorrectionRounds(dossierId);
  const list = rounds.data?.rounds ?? [];
  if (rounds.isPending || (rounds.isSuccess && list.length === 0)) return null;
  return (
    <section
      className="card shadow-sm border-0"
      aria-labelledby="rounds-heading"
      data-testid="correction-rounds"
    >
      <div className="card-body">
        <h2 id="rounds-heading" className="h5 mb-0">
          {t('management.rounds.title')}
        </h2>
        {rounds.isError ? (
          <ErrorAlert error={rounds.error} onRetry={() => void rounds.refetch()} />
        ) : (
          list.map((round) => <Round key={round.revision} round={round} />)
        )}
      </div>
    </section>
  );
}
