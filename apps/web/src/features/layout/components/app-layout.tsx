import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../shared/session/get-current-user';
import { applyTenantTheme } from '../../../shared/theme/apply-tenant-theme';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { ScrollToTopButton } from './scroll-to-top-button';

/**
 * The frame of every signed-in page: skip link, a progress bar while the next screen loads, header,
 * main content, footer, scroll-to-top.
 */
export function AppLayout() {
  const { t } = useTranslation();
  const { data: currentUser } = useCurrentUser();
  const theme = currentUser?.tenant.theme;
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
    </div>
  );
}
