import { useTranslation } from 'react-i18next';
import type { TIntegrationHistoryEntry } from '@souscription/contract';
import { formatHistoryDate } from '../model/format-history-date';
import { CorrectionItemList } from '../../../shared/corrections/correction-item-list';
import { MatchReasons } from './match-reasons';

/** A delivery of a corrected dossier names the revision the back office received (issue 35). */
function historyKindKey(entry: TIntegrationHistoryEntry): string {
  return entry.kind === 'delivery' && (entry.revision ?? 1) > 1 ? 'delivery-revision' : entry.kind;
}

/** The integration-state history (spec 01 §2, Actions tab): state, date, user, reason; newest first. */
export function HistoryTable({ entries }: { entries: readonly TIntegrationHistoryEntry[] }) {
  const { t, i18n } = useTranslation();
  if (entries.length === 0) {
    return (
      <p className="text-body-secondary mb-0" data-testid="history-empty">
        {t('management.history.empty')}
      </p>
    );
  }
  const columns = {
    state: t('management.history.columns.state'),
    date: t('management.history.columns.date'),
    user: t('management.history.columns.user'),
    reason: t('management.history.columns.reason'),
  };
  return (
    <div className="table-responsive" role="region" aria-label={t('management.history.title')} tabIndex={0}>
      <table className="table align-middle mb-0 app-card-table app-history-table" data-testid="history-table">
        <caption className="visually-hidden">{t('management.history.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{columns.state}</th>
            <th scope="col">{columns.date}</th>
            <th scope="col">{columns.user}</th>
            <th scope="col">{columns.reason}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id} data-testid="history-entry" data-kind={entry.kind}>
              <td data-label={columns.state}>
                <span className="d-block fw-medium">{t(`integration-state.${entry.state}`)}</span>
                {entry.kind === 'state' ? null : (
                  <span className="d-block small text-body-secondary">
                    {t(`management.history.kind.${historyKindKey(entry)}`, { revision: entry.revision })}
                  </span>
                )}
              </td>
              <td className="text-nowrap" data-label={columns.date}>
                {formatHistoryDate(entry.createdAt, i18n.language)}
              </td>
              <td data-label={columns.user}>
                {entry.user ? (
                  `${entry.user.firstname} ${entry.user.lastname}`.trim() || entry.user.username
                ) : (
                  <span className="text-body-secondary">{t('management.history.system')}</span>
                )}
              </td>
              <td className="app-history-reason" data-label={columns.reason}>
                <HistoryDetail entry={entry} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function HistoryDetail({ entry }: { entry: TIntegrationHistoryEntry }) {
  const { t } = useTranslation();
  const { pairing } = entry;
  if (pairing) {
    return (
      <>
        <span className="d-block">
          {t(`management.history.paired.${pairing.scope}`, {
            customer: pairing.code
              ? pairing.name
                ? t('management.pairing.customer', { name: pairing.name, code: pairing.code })
                : pairing.code
              : t('management.pairing.candidates.new-customer'),
          })}
          {pairing.created ? ` · ${t('management.history.created', { code: pairing.code })}` : null}
          {/* A customer picked by code that resembles the subscriber in nothing has no score to show. */}
          {pairing.score === null || (pairing.score === 0 && pairing.reasons.length === 0)
            ? null
            : ` · ${t('management.history.score', { score: pairing.score })}`}
        </span>
        {pairing.reasons.length ? <MatchReasons reasons={pairing.reasons} /> : null}
        {entry.reason ? <span className="d-block">{entry.reason}</span> : null}
      </>
    );
  }
  if (entry.corrections.length > 0) {
    return (
      <>
        {entry.reason ? <span className="d-block mb-1">{entry.reason}</span> : null}
        <CorrectionItemList items={entry.corrections} testId="history-corrections" />
      </>
    );
  }
  return entry.reason ? <>{entry.reason}</> : <span className="text-body-secondary">—</span>;
}
