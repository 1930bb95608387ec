import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';

/**
 * Where sign-out ends when the issuer has no end-session endpoint: the session here is over. With
 * `?reason=issuer-unavailable`, where a sign-in that could not be done ends: the user is told the
 * sign-in service is down for now, and may try again.
 */
export function SignedOutRoute() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const issuerUnavailable = searchParams.get('reason') === 'issuer-unavailable';
  const title = issuerUnavailable ? t('auth.issuer-unavailable') : t('auth.signed-out');
  return (
    <main className="container py-5" id="main-content">
      <title>{t('app.page-title', { page: title })}</title>
      <div className="card border-0 shadow-sm mx-auto" style={{ maxWidth: '36rem' }}>
        <div className="card-body p-4 text-center">
          <h1 className="h4">{title}</h1>
          <p className="text-body-secondary" role={issuerUnavailable ? 'alert' : undefined}>
            {issuerUnavailable ? t('api.error.issuer-unavailable') : t('auth.signed-out-text')}
          </p>
          <Link to="/" className="btn btn-primary">
            {issuerUnavailable ? t('auth.try-again') : t('auth.sign-in-again')}
          </Link>
        </div>
      </div>
    </main>
  );
}
