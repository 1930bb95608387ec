import { useTranslation } from 'react-i18next';
import type { TCorrectionsResponse } from '@souscription/contract';

/**
 * What the correction changed so far (issue 35): each answer before and after, recalculated ones
 * marked; and the answers the changes made invalid, to fix before the correction is sent.
 */
export function CorrectionChanges({ changes, invalid }: Pick<TCorrectionsResponse, 'changes' | 'invalid'>) {
  const { t } = useTranslation();
  const none = t('corrections.changes.none');
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
                    <del className="text-body-secondary">{change.before ?? none}</del>
                    {' → '}
                    <ins className="text-decoration-none fw-medium">{change.after ?? none}</ins>
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
