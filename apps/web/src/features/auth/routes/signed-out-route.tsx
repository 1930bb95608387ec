import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** Where sign-out ends when the issuer has no end-session endpoint: the session here is over. */
export function SignedOutRoute() {
  const { t } = useTranslation();
  return (
    <main className="container py-5" id="main-content">
      <title>{t('app.page-title', { page: t('auth.signed-out') })}</title>
      <div className="card border-0 shadow-sm mx-auto" style={{ maxWidth: '36rem' }}>
        <div className="card-body p-4 text-center">
          <h1 className="h4">{t('auth.signed-out')}</h1>
          <p className="text-body-secondary">{t('auth.signed-out-text')}</p>
          <Link to="/" className="btn btn-primary">
            {t('auth.sign-in-again')}
          </Link>
        </div>
      </div>
    </main>
  );
}
