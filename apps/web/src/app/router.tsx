import type { QueryClient } from '@tanstack/react-query';
import { Navigate, createBrowserRouter, useLocation, type RouteObject } from 'react-router';
import { RouteGuard, type TFallbackState } from '../features/auth/components/route-guard';
import { AuthorizationRoute, createAuthorizationLoader } from '../features/auth/routes/authorization-route';
import { LogoutRoute, createLogoutLoader } from '../features/auth/routes/logout-route';
import { SIGNED_OUT_PATH } from '../shared/oidc/oidc-client';
import { SsoCheckRoute, ssoCheckLoader } from '../features/auth/routes/sso-check-route';
import { AppLayout } from '../features/layout/components/app-layout';
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
 * roles of spec 01 §6 on its guard.
 */
function createSignedInRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    // Every screen's code loads when it is first opened: a page opened on one screen (often the
    // wizard, from a link) does not download the others. Guards with roles wrap their screen's route.
    {
      path: '/tableau-de-bord/:currentTab?',
      lazy: async () => ({
        Component: (await import('../features/dashboard/routes/dashboard-route')).DashboardRoute,
      }),
    },
    {
      element: <RouteGuard screen="profile" />,
      children: [
        {
          path: '/profile',
          lazy: async () => ({
            Component: (await import('../features/profile/routes/profile-route')).ProfileRoute,
          }),
        },
      ],
    },
    {
      path: '/dossiers/:state/:currentPage?',
      lazy: async () => ({
        Component: (await import('../features/dossiers/routes/dossier-list-route')).DossierListRoute,
      }),
    },
    {
      path: '/dossier/:dossierId',
      lazy: async () => ({
        Component: (await import('../features/dossiers/routes/dossier-lookup-route')).DossierLookupRoute,
      }),
    },
    { path: '/dossier', element: <Navigate to="/dossiers" replace /> },
    {
      path: '/a-corriger/:dossierId',
      lazy: async () => ({
        Component: (await import('../features/corrections/routes/corrections-route')).CorrectionsRoute,
      }),
    },
    // Dossier management (manage_dossier only; each screen sends other roles to the root itself, so
    // the guard loads with the screen, not with the app).
    {
      path: '/manage-dossier/statut-integration/:state?/:currentPage?',
      lazy: async () => ({
        Component: (await import('../features/manage-dossier/routes/integration-list-route'))
          .IntegrationListRoute,
      }),
    },
    {
      path: '/manage-dossier/:dossierId',
      lazy: async () => ({
        Component: (await import('../features/manage-dossier/routes/manage-dossier-route'))
          .ManageDossierRoute,
      }),
    },
    {
      element: <RouteGuard screen="customer-choice" />,
      children: [
        {
          path: '/creer-un-dossier-client',
          lazy: async () => ({
            Component: (await import('../features/customers/routes/customer-choice-route'))
              .CustomerChoiceRoute,
          }),
        },
      ],
    },
    // « Suivi » (issue 37): the chart library loads with it; the screen sends the roles that may not
    // open it to the dashboard itself, so its guard loads with it too.
    {
      path: '/suivi',
      lazy: async () => ({
        Component: (await import('../features/insights/routes/insights-route')).InsightsRoute,
      }),
    },
    // The demo installation's messages (issue 25): the screen tells a non-demo account it has none.
    {
      path: '/boite-de-demonstration',
      lazy: async () => ({
        Component: (await import('../features/demo-mailbox/routes/demo-mailbox-route')).DemoMailboxRoute,
      }),
    },
    // Wizard (spec 02 §2): one screen for the three addresses, so the dossier's engine state survives
    // moving between pages and blocks. Its code is loaded on first use, with the widgets and the phone
    // numbers (the date picker comes with the first date field); its loader fetches the folder's data
    // meanwhile, so the wizard opens on its block at once.
    {
      path: '/form/:pageId?/:blockId?',
      loader: createWizardLoader(queryClient),
      lazy: async () => {
        const route = await import('../features/wizard/routes/wizard-route');
        await route.wizardRouteReady;
        return { Component: route.WizardRoute };
      },
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
        // Where a sign-out (or a refused sign-in) ends: loads when reached, not with the app.
        {
          path: SIGNED_OUT_PATH,
          lazy: async () => ({
            Component: (await import('../features/auth/routes/signed-out-route')).SignedOutRoute,
          }),
        },
        { path: '/sso-check', loader: ssoCheckLoader, element: <SsoCheckRoute /> },
        // The public signature verifier (issue 26): no sign-in, no layout.
        {
          path: '/verification',
          lazy: async () => ({
            Component: (await import('../features/verification/routes/verification-route')).VerificationRoute,
          }),
        },
        // Signature pages (spec 01 §2): shown inside the wizard's signature iframe, so without the
        // layout; each loads on its own, never with the wizard.
        {
          path: '/docusign/success',
          lazy: async () => ({
            Component: (await import('../features/signature/routes/signature-success-route'))
              .SignatureSuccessRoute,
          }),
        },
        {
          element: <RouteGuard />,
          children: [
            {
              path: '/docusign/return',
              lazy: async () => ({
                Component: (await import('../features/signature/routes/signature-return-route'))
                  .SignatureReturnRoute,
              }),
            },
          ],
        },
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
