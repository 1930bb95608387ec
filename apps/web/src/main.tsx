import 'bootstrap/dist/css/bootstrap.min.css';
import './shared/theme/theme.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/app-providers';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { loadPublicConfig } from './shared/config/public-config';
import { hasChosenLocale, i18n } from './shared/i18n/i18n';
import { applyTenantTheme } from './shared/theme/apply-tenant-theme';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

// The tenant's colours and default language apply before anyone signs in.
loadPublicConfig()
  .then((config) => {
    applyTenantTheme(config.tenant.theme);
    if (!hasChosenLocale()) void i18n.changeLanguage(config.defaultLocale);
  })
  .catch(() => {
    // Routes that need the configuration report the failure themselves.
  });

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
