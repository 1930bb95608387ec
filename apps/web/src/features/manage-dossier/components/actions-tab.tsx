import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import type { TIntegrationHistoryEntry, TIntegrationStateResponse } from '@souscription/contract';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { IconCheckCircle, IconExclamationTriangle, IconPen } from '../../../shared/ui/icons';
import { IconXCircle } from '../../../shared/ui/screen-icons';
import { PageSpinner } from '../../../shared/ui/page-spinner';
import { CorrectionRounds } from './correction-rounds';
import { HistoryTable } from './history-table';
import type { TReasonDecision } from './decision-reason-modal';

type THistoryQuery = {
  data?: { history: TIntegrationHistoryEntry[] } | null;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
};

type TActionsTabProps = {
  dossierId: number;
  state: TIntegrationStateResponse;
  history: THistoryQuery;
  /** The decision under way. */
  pending: 'validated' | TReasonDecision | null;
  onValidate: () => void;
  onAskReason: (decision: TReasonDecision) => void;
  /** « Demander une correction »: the items to correct, before any decision or with an error. */
  onAskCorrections: () => void;
};

/**
 * « Actions » (spec 01 §2): the validation menu — validate, refuse or flag an error, the last two
 * with a reason — only while the state is ongoing or error; then the integration-state history.
 */
export function ActionsTab({
  dossierId,
  state,
  history,
  pending,
  onValidate,
  onAskReason,
  onAskCorrections,
}: TActionsTabProps) {
  const { t } = useTranslation();
  const busy = pending !== null;
  return (
    <div className="d-flex flex-column gap-4">
      <section className="card shadow-sm border-0" aria-labelledby="decision-heading">
        <div className="card-body">
          <h2 id="decision-heading" className="h5">
            {t('management.actions.decision-heading')}
          </h2>
          {state.manageable ? (
            <>
              <p className="text-body-secondary small">{t('management.actions.decision-help')}</p>
              <div
                className="d-flex flex-wrap gap-2"
                role="group"
                aria-label={t('management.actions.menu')}
                data-testid="validation-menu"
              >
                <Button
                  variant="success"
                  className="d-inline-flex align-items-center gap-2"
                  onClick={onValidate}
                  disabled={busy}
                  data-testid="decision-validate"
                >
                  {pending === 'validated' ? (
                    <Spinner size="sm" animation="border" aria-hidden="true" />
                  ) : (
                    <IconCheckCircle size={16} />
                  )}
                  {t('management.actions.validate')}
                </Button>
                <Button
                  variant="outline-danger"
                  className="d-inline-flex align-items-center gap-2"
                  onClick={() => onAskReason('refused')}
                  disabled={busy}
                  data-testid="decision-refuse"
                >
                  <IconXCircle size={16} />
                  {t('management.actions.refuse')}
                </Button>
                <Button
                  variant="outline-warning"
                  className="d-inline-flex align-items-center gap-2 text-body"
                  onClick={() => onAskReason('error')}
                  disabled={busy}
                  data-testid="decision-error"
                >
                  <IconExclamationTriangle size={16} />
                  {t('management.actions.error')}
                </Button>
                <Button
                  variant="outline-primary"
                  className="d-inline-flex align-items-center gap-2"
                  onClick={onAskCorrections}
                  disabled={busy}
                  data-testid="decision-corrections"
                >
                  <IconPen size={16} />
                  {t('management.actions.corrections')}
                </Button>
              </div>
            </>
          ) : (
            <p className="mb-0 d-flex align-items-center gap-2" data-testid="decision-closed">
              {state.state === 'validated' ? (
                <>
                  <Spinner as="span" size="sm" animation="border" variant="primary" aria-hidden="true" />
                  {t('management.actions.delivering')}
                </>
              ) : (
                t('management.actions.closed', { state: t(`integration-state.${state.state}`).toLowerCase() })
              )}
            </p>
          )}
        </div>
      </section>
      <CorrectionRounds dossierId={dossierId} />
      <section className="card shadow-sm border-0" aria-labelledby="history-heading">
        <div className="card-body">
          <h2 id="history-heading" className="h5">
            {t('management.history.title')}
          </h2>
          {history.isPending ? (
            <PageSpinner />
          ) : history.isError ? (
            <ErrorAlert error={history.error} onRetry={() => void history.refetch()} />
          ) : (
            <HistoryTable entries={history.data?.history ?? []} />
          )}
        </div>
      </section>
    </div>
  );
}
