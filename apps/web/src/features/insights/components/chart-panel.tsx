import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { PageSpinner } from '../../../shared/ui/page-spinner';
import { IconDownload } from '../../../shared/ui/icons';
import { hasChartValues, type TChartData } from '../model/chart-table';
import { toCsv } from '../model/to-csv';
import { InsightsBarChart } from './insights-bar-chart';
import { InsightsTable } from './insights-table';

/** Where a chart's figures are: being computed, failed, or there (maybe dimmed while new ones come). */
export type TChartState =
  | { status: 'pending' }
  | { status: 'error'; error: unknown; retry: () => void }
  | { status: 'success'; data: TChartData; stale: boolean };

type TChartPanelProps = {
  /** Names the panel for tests and its CSV file (`funnel` → `suivi-funnel-….csv`). */
  name: string;
  title: string;
  description: string;
  state: TChartState;
  /** The CSV file's name, without its extension. */
  fileName: string;
  /** Its title's level: 3 under a heading of its own (the reasons). */
  level?: 2 | 3;
};

type TView = 'chart' | 'table';

/**
 * One chart of « Suivi »: its title, what it measures, a summary of what it shows (read with the
 * chart by screen readers), the chart or its table (a choice), and a CSV export of the table.
 */
export function ChartPanel({ name, title, description, state, fileName, level = 2 }: TChartPanelProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const summaryId = useId();
  const [view, setView] = useState<TView>('chart');
  const data = state.status === 'success' ? state.data : null;
  const shown = data && hasChartValues(data) ? data : null;
  const Heading = level === 3 ? 'h3' : 'h2';

  return (
    <section
      className="card shadow-sm border-0 mb-4"
      aria-labelledby={titleId}
      aria-busy={state.status === 'pending' || (state.status === 'success' && state.stale) || undefined}
      data-testid={`insights-${name}`}
    >
      <div
        className={`card-body p-3 p-lg-4${state.status === 'success' && state.stale ? ' opacity-50' : ''}`}
      >
        <div className="d-flex flex-wrap align-items-start justify-content-between gap-2 mb-2">
          <Heading id={titleId} className="h5 mb-0">
            {title}
          </Heading>
          {shown ? (
            <PanelActions title={title} view={view} onView={setView} data={shown} fileName={fileName} />
          ) : null}
        </div>
        <p className="text-body-secondary small mb-3">{description}</p>
        {state.status === 'pending' ? <PageSpinner label="insights.loading" /> : null}
        {state.status === 'error' ? <ErrorAlert error={state.error} onRetry={state.retry} /> : null}
        {/* Note: with nothing to draw, the summary says so (« Aucune signature refusée. »). */}
        {data ? (
          <p id={summaryId} className={shown ? 'mb-3' : 'mb-0'} data-testid="insights-summary">
            {data.summary}
          </p>
        ) : null}
        {shown && view === 'chart' ? (
          <figure className="mb-0">
            <InsightsBarChart data={shown} labelledBy={titleId} describedBy={summaryId} />
            <figcaption className="visually-hidden">{t('insights.chart-keys')}</figcaption>
          </figure>
        ) : null}
        {shown && view === 'table' ? <InsightsTable data={shown} caption={title} /> : null}
      </div>
    </section>
  );
}

/**
 * Saves a CSV file through a temporary link to its text.
 * Note: a `data:` address rather than the shared `saveBlob`: importing that here split it from the
 * wizard's chunk, a tenth of a kilobyte more on its first load.
 */
function saveCsv(text: string, filename: string): void {
  const link = document.createElement('a');
  link.href = `data:text/csv;charset=utf-8,${encodeURIComponent(text)}`;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
}

type TPanelActionsProps = {
  title: string;
  view: TView;
  onView: (view: TView) => void;
  data: TChartData;
  fileName: string;
};

/** The chart / table choice and the CSV export of what the panel shows. */
function PanelActions({ title, view, onView, data, fileName }: TPanelActionsProps) {
  const { t, i18n } = useTranslation();
  const download = () => saveCsv(toCsv(data.columns, data.rows, i18n.language), `${fileName}.csv`);
  return (
    <div className="d-flex flex-wrap gap-2">
      <div className="btn-group btn-group-sm" role="group" aria-label={t('insights.view.label', { title })}>
        {(['chart', 'table'] as const).map((option) => (
          <button
            key={option}
            type="button"
            className={`btn ${view === option ? 'btn-primary' : 'btn-outline-primary'}`}
            aria-pressed={view === option}
            onClick={() => onView(option)}
            data-testid={`insights-view-${option}`}
          >
            {t(`insights.view.${option}`)}
          </button>
        ))}
      </div>
      <button
        type="button"
        className="btn btn-outline-secondary btn-sm d-flex align-items-center gap-2"
        onClick={download}
        data-testid="insights-csv"
      >
        <IconDownload size={14} />
        {t('insights.csv')}
        <span className="visually-hidden">{t('insights.csv-of', { title })}</span>
      </button>
    </div>
  );
}
