import { useTranslation } from 'react-i18next';
import type { TCorrectionChange, TCorrectionsResponse } from '@souscription/contract';
import { formatWithUnit } from '../../../shared/i18n/format';

/** An answer as the list shows it: an amount or a rate as the presentation tab writes it, never cut in two. */
function ChangedValue({ value, unit }: { value: string | null; unit: TCorrectionChange['unit'] }) {
  const { t, i18n } = useTranslation();
  if (value === null) return <>{t('corrections.changes.none')}</>;
  if (!unit) return <>{value}</>;
  return <span className="text-nowrap">{formatWithUnit(value, unit, i18n.language)}</span>;
}

/**
 * What the correction changed so far (issue 35): each answer before and after, recalculated ones
 * marked; and the answers the changes made invalid, to fix before the correction is sent.
 */
export function CorrectionChanges({ changes, invalid }: Pick<TCorrectionsResponse, 'changes' | 'invalid'>) {
  const { t } = useTranslation();
  return (
    <>
      {invalid.length > 0 ? (
        <div className="alert alert-danger" role="alert" data-testid="corrections-invalid">
          <p className="mb-1 fw-medium">{t('corrections.invalid.title')}</p>
          <ul className="mb-0">
            {invalid.map((answer) => (
              <li key={answer.elementId}>{answer.label}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {changes.length > 0 ? (
        <section className="card shadow-sm border-0 mb-3" aria-labelledby="corrections-changes">
          <div className="card-body">
            <h2 id="corrections-changes" className="h5">
              {t('corrections.changes.title')}
            </h2>
            <ul className="list-unstyled mb-0 d-flex flex-column gap-2" data-testid="corrections-changes">
              {changes.map((change) => (
                <li
                  key={change.elementId}
                  data-testid="correction-change"
                  data-calculated={change.calculated}
                >
                  <span className="d-block fw-medium">
                    {change.label}
                    {change.calculated ? (
                      <span className="badge text-bg-info ms-2">{t('corrections.changes.calculated')}</span>
                    ) : null}
                  </span>
                  <span className="d-block small">
                    <del className="text-body-secondary">
                      <ChangedValue value={change.before} unit={change.unit} />
                    </del>
                    {' → '}
                    <ins className="text-decoration-none fw-medium">
                      <ChangedValue value={change.after} unit={change.unit} />
                    </ins>
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
    </>
  );
}
