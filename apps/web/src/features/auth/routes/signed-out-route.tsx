import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { REFUSAL_KEYS } from './authorization-route';

/**
 * Where sign-out ends when the issuer has no end-session endpoint: the session here is over. With
 * `?reason=issuer-unavailable`, where a sign-in that could not be done ends: the user is told the
 * sign-in service is down for now, and may try again.
 */
export function SignedOutRoute() {
  const [searchParams] = useSearchParams();
  const refusal = searchParams.get('message');
  if (searchParams.get('reason') === 'refused' && refusal && REFUSAL_KEYS.includes(refusal)) {
    return <RefusedPage message={refusal} />;
  }
  return <SignedOutPage issuerUnavailable={searchParams.get('reason') === 'issuer-unavailable'} />;
}

/**
 * The issuer signed the user in but the API refuses them (no role, unknown tenant…): why, and a
 * sign-out link that ends the session at the issuer (another account can then sign in).
 */
function RefusedPage({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <main className="container py-5" id="main-content">
      <title>{t('app.page-title', { page: t('auth.refused') })}</title>
      <div className="card border-0 shadow-sm mx-auto" style={{ maxWidth: '36rem' }}>
        <div className="card-body p-4 text-center">
          <h1 className="h4">{t('auth.refused')}</h1>
          <p role="alert">{t(message)}</p>
          <p className="text-body-secondary">{t('auth.refused-text')}</p>
          <Link to="/logout" className="btn btn-primary">
            {t('auth.sign-out')}
          </Link>
        </div>
      </div>
    </main>
  );
}

function SignedOutPage({ issuerUnavailable }: { issuerUnavailable: boolean }) {
  const { t } = useTranslation();
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
