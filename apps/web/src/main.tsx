import 'bootstrap/dist/css/bootstrap.min.css';
import './shared/theme/theme.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/app-providers';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { loadPublicConfig } from './shared/config/public-config';
import { getInitialLocale, hasChosenLocale, loadLocale, switchLanguage } from './shared/i18n/i18n';
import { applyTenantTheme } from './shared/theme/apply-tenant-theme';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

// The tenant's colours and default language apply before anyone signs in.
loadPublicConfig()
  .then((config) => {
    applyTenantTheme(config.tenant.theme);
    if (!hasChosenLocale()) void switchLanguage(config.defaultLocale);
  })
  .catch(() => {
    // Routes that need the configuration report the failure themselves.
  });

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The first screen shows in its language: its texts are here before it renders (French is built in).
void loadLocale(getInitialLocale())
  .catch(() => {
    // Without the English texts the French ones show (the fallback language).
  })
  .finally(() =>
    createRoot(root).render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );
