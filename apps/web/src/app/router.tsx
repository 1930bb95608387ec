import type { QueryClient } from '@tanstack/react-query';
import { Navigate, createBrowserRouter, useLocation, type RouteObject } from 'react-router';
import { CREATE_FOLDER_ROLES } from '@souscription/contract';
import { RouteGuard, type TFallbackState } from '../features/auth/components/route-guard';
import { AuthorizationRoute, createAuthorizationLoader } from '../features/auth/routes/authorization-route';
import { LogoutRoute, createLogoutLoader } from '../features/auth/routes/logout-route';
import { SsoCheckRoute, ssoCheckLoader } from '../features/auth/routes/sso-check-route';
import { CustomerChoiceRoute } from '../features/customers/routes/customer-choice-route';
import { DashboardRoute } from '../features/dashboard/routes/dashboard-route';
import { DossierLookupRoute } from '../features/folders/routes/dossier-lookup-route';
import { FolderListRoute } from '../features/folders/routes/folder-list-route';
import { AppLayout } from '../features/layout/components/app-layout';
import { ProfileRoute } from '../features/profile/routes/profile-route';
import { createWizardLoader } from '../features/wizard/routes/prefetch-wizard-data';
import { PageSpinner } from '../shared/ui/page-spinner';
import { RouteErrorPage } from './route-error-page';

const FALLBACK: TFallbackState = { fallback: true };

/** /dossiers without a state opens the current cases, keeping whether the visit was a fallback. */
function DossiersRedirect() {
  const location = useLocation();
  return <Navigate to="/dossiers/current-cases" replace state={location.state as TFallbackState | null} />;
}

/**
 * Signed-in screens, inside the layout. Each later feature plugs its routes in here, with the
 * roles of spec 01 §6 on its guard:
 * - signature: /docusign/success and the signature return page
 * - manage-dossier (roles ['manage_dossier']): /manage-dossier/statut-integration/:state?/:currentPage?,
 *   /manage-dossier/:dossierId
 */
function createSignedInRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    { path: '/tableau-de-bord/:currentTab?', element: <DashboardRoute /> },
    {
      path: '/profile',
      element: (
        <RouteGuard roles={['partner']}>
          <ProfileRoute />
        </RouteGuard>
      ),
    },
    { path: '/dossiers/:state/:currentPage?', element: <FolderListRoute /> },
    { path: '/dossier/:dossierId', element: <DossierLookupRoute /> },
    { path: '/dossier', element: <Navigate to="/dossiers" replace /> },
    {
      path: '/creer-un-dossier-client',
      element: (
        <RouteGuard roles={CREATE_FOLDER_ROLES}>
          <CustomerChoiceRoute />
        </RouteGuard>
      ),
    },
    // Wizard (spec 02 §2): one screen for the three addresses, so the dossier's engine state survives
    // moving between pages and blocks. Its code is loaded on first use, with the widgets and their
    // libraries (date picker, phone numbers): the dashboard and the lists do not wait for them; its
    // loader fetches the folder's data meanwhile, so the wizard opens on its block at once.
    {
      path: '/form/:pageId?/:blockId?',
      loader: createWizardLoader(queryClient),
      lazy: async () => ({ Component: (await import('../features/wizard/routes/wizard-route')).WizardRoute }),
    },
  ];
}

export function createAppRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <PageSpinner />,
      children: [
        {
          path: '/authorization',
          loader: createAuthorizationLoader(queryClient),
          element: <AuthorizationRoute />,
        },
        { path: '/logout', loader: createLogoutLoader(queryClient), element: <LogoutRoute /> },
        { path: '/sso-check', loader: ssoCheckLoader, element: <SsoCheckRoute /> },
        {
          element: (
            <RouteGuard>
              <AppLayout />
            </RouteGuard>
          ),
          children: createSignedInRoutes(queryClient),
        },
        { path: '/dossiers', element: <DossiersRedirect /> },
        { path: '*', element: <Navigate to="/dossiers" replace state={FALLBACK} /> },
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createAppRoutes(queryClient));
}
