import { Suspense, lazy, useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { requireAnalyticsConsent } from '../../../shared/consent/analytics-consent';
import { useCurrentUser } from '../../../shared/session/get-current-user';
import { useLiveDossierEvents } from '../../../shared/live/use-live-dossier-events';
import { applyTenantTheme } from '../../../shared/theme/apply-tenant-theme';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { ScrollToTopButton } from './scroll-to-top-button';

// The cookie consent tool loads only for a tenant whose switch is on (spec 01 §6: off by default).
const CookieConsentTool = lazy(async () => ({
  default: (await import('./cookie-consent')).CookieConsentTool,
}));

/**
 * The frame of every signed-in page: skip link, a progress bar while the next screen loads, header,
 * main content, footer, scroll-to-top, and the cookie consent tool when the tenant's switch is on.
 */
export function AppLayout() {
  const { t, i18n } = useTranslation();
  const { data: currentUser } = useCurrentUser();
  const theme = currentUser?.tenant.theme;
  const cookieConsent = currentUser?.tenant.features.cookieConsent === true;
  requireAnalyticsConsent(cookieConsent);
  // Every screen of a signed-in user shows others' actions on its folders as they happen.
  useLiveDossierEvents(currentUser !== undefined);
  // A screen whose code or data is still on its way (the wizard's): the current one stays, with a bar.
  const navigating = useNavigation().state !== 'idle';

  useEffect(() => {
    if (theme) applyTenantTheme(theme);
  }, [theme]);

  return (
    <div className="app-shell">
      <a href="#main-content" className="skip-link">
        {t('app.skip-to-content')}
      </a>
      {navigating ? (
        <div className="app-route-progress" role="progressbar" aria-label={t('app.loading')} />
      ) : null}
      <AppHeader />
      <main id="main-content" className="app-main container py-4" tabIndex={-1}>
        <Outlet />
        <ScrollToTopButton />
      </main>
      <AppFooter />
      <ScrollRestoration />
      {cookieConsent ? (
        <Suspense fallback={null}>
          <CookieConsentTool locale={i18n.language === 'en' ? 'en' : 'fr'} />
        </Suspense>
      ) : null}
    </div>
  );
}
