import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { IconExclamationTriangle } from '../shared/ui/icons';

/** Shown when a route fails outright (the API or the provider cannot be reached). */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="container py-5" id="main-content">
      <title>{t('app.page-title', { page: t('common.error-title') })}</title>
      <div className="card border-0 shadow-sm mx-auto" style={{ maxWidth: '36rem' }}>
        <div className="card-body p-4 text-center">
          <span className="text-danger d-inline-block mb-3">
            <IconExclamationTriangle size={40} />
          </span>
          <h1 className="h4">{t('common.error-title')}</h1>
          <p className="text-body-secondary">
            {t(notFound ? 'common.page-not-found' : 'common.technical-error')}
          </p>
          <div className="d-flex justify-content-center gap-2">
            <button
              type="button"
              className="btn btn-outline-secondary"
              onClick={() => window.location.reload()}
            >
              {t('common.retry')}
            </button>
            <Link to="/tableau-de-bord" className="btn btn-primary">
              {t('common.home')}
            </Link>
          </div>
        </div>
      </div>
    </main>
  );
}
