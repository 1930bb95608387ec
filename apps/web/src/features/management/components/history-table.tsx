import { useTranslation } from 'react-i18next';
import { formatHistoryDate } from '../model/format-history-date';

/** One integration-state history entry as the screen shows it (spec 01 §2). */
export type THistoryRow = {
  state: string;
  createdAt: string;
  user: string | null;
  reason: string | null;
};

/** The integration-state history, newest first as the server gives it. */
export function HistoryTable({ entries }: { entries: readonly THistoryRow[] }) {
  const { t } = useTranslation();
  if (entries.length === 0) {
    return (
      <p className="text-body-secondary mb-0" data-testid="history-empty">
        {t('management.history.empty')}
      </p>
    );
  }
  return (
    <div className="table-responsive" role="region" aria-label={t('management.history.title')} tabIndex={0}>
      <table className="table align-middle mb-0 app-history-table" data-testid="history-table">
        <caption className="visually-hidden">{t('management.history.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('management.history.columns.state')}</th>
            <th scope="col">{t('management.history.columns.date')}</th>
            <th scope="col">{t('management.history.columns.user')}</th>
            <th scope="col">{t('management.history.columns.reason')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry, index) => (
            <tr key={`${entry.createdAt}-${index}`} data-testid="history-entry">
              <td data-label={t('management.history.columns.state')}>
                {t(`common.${entry.state}`, entry.state)}
              </td>
              <td className="text-nowrap" data-label={t('management.history.columns.date')}>
                {formatHistoryDate(entry.createdAt)}
              </td>
              <td data-label={t('management.history.columns.user')}>{entry.user ?? '—'}</td>
              <td className="app-history-reason" data-label={t('management.history.columns.reason')}>
                {entry.reason ?? <span className="text-body-secondary">—</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
