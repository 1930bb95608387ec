import { useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { MAX_INSIGHTS_PERIOD_DAYS, countInsightsPeriodDays } from '@souscription/contract';
import { readTypedDay, showDay } from '../model/insights-filters';

type TCustomPeriodFormProps = {
  /** The period shown now, ISO days: the fields start from it. */
  period: { from: string; to: string };
  onApply: (from: string, to: string) => void;
};

/** What is wrong with two typed days, as a message key; null when they make a period. */
function checkPeriod(from: string | null, to: string | null): string | null {
  if (!from || !to) return 'insights.filters.error-date';
  if (from > to) return 'insights.filters.error-order';
  if (countInsightsPeriodDays(from, to) > MAX_INSIGHTS_PERIOD_DAYS) return 'insights.filters.error-length';
  return null;
}

/** Chosen dates: two days typed dd/mm/yyyy, applied together (the figures change once). */
export function CustomPeriodForm({ period, onApply }: TCustomPeriodFormProps) {
  const { t } = useTranslation();
  const fromId = useId();
  const toId = useId();
  const errorId = useId();
  const [from, setFrom] = useState(() => showDay(period.from));
  const [to, setTo] = useState(() => showDay(period.to));
  const [error, setError] = useState<string | null>(null);

  const apply = () => {
    const fromDay = readTypedDay(from);
    const toDay = readTypedDay(to);
    const problem = checkPeriod(fromDay, toDay);
    setError(problem);
    if (!problem && fromDay && toDay) onApply(fromDay, toDay);
  };

  return (
    <form
      className="row g-3 align-items-end mt-0"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
      data-testid="insights-custom-period"
    >
      {[
        { id: fromId, label: 'from', value: from, set: setFrom },
        { id: toId, label: 'to', value: to, set: setTo },
      ].map((field) => (
        <div className="col-6 col-md-3" key={field.label}>
          <Form.Label htmlFor={field.id} className="small fw-semibold mb-1">
            {t(`insights.filters.${field.label}`)}
          </Form.Label>
          <Form.Control
            id={field.id}
            value={field.value}
            onChange={(event) => field.set(event.target.value)}
            placeholder={t('insights.filters.date-hint')}
            inputMode="numeric"
            autoComplete="off"
            isInvalid={error !== null}
            aria-describedby={error ? errorId : undefined}
            data-testid={`insights-filter-${field.label}`}
          />
        </div>
      ))}
      <div className="col-12 col-md-auto">
        <button type="submit" className="btn btn-primary" data-testid="insights-filter-apply">
          {t('insights.filters.apply')}
        </button>
      </div>
      {error ? (
        <div id={errorId} className="col-12 invalid-feedback d-block mt-1" role="alert">
          {t(error)}
        </div>
      ) : null}
    </form>
  );
}
