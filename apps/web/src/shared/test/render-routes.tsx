import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router';
import {
  DEFAULT_FEATURE_SWITCHES,
  type TCurrentUserResponse,
  type TFeatureSwitches,
  type TRole,
} from '@souscription/contract';
import { i18n } from '../i18n/i18n';
import { setStored } from '../storage/local-storage';

/** Renders routes in a memory router with a fresh query client that does not retry. */
export function renderRoutes(
  routes: RouteObject[] | ((queryClient: QueryClient) => RouteObject[]),
  initialPath: string,
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(typeof routes === 'function' ? routes(queryClient) : routes, {
    initialEntries: [initialPath],
  });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, router, queryClient };
}

/** Stores a signed-in session as /authorization leaves it. */
export function signIn(
  role: TRole,
  profile = { username: 'jdupont', firstname: 'Jeanne', lastname: 'Dupont' },
) {
  setStored('token', {
    access_token: 'access-1',
    token_type: 'Bearer',
    refresh_token: 'refresh-1',
    expires_in: 600,
    expires_at: Date.now() + 600_000,
  });
  setStored('id_token', 'id-token-1');
  setStored('profile', profile);
  setStored('role', role);
}

/** A `GET /users/me` answer for tests. */
export function currentUserResponse(
  user: Omit<TCurrentUserResponse['user'], 'id'> & { id?: string },
  features: Partial<TFeatureSwitches> = {},
): TCurrentUserResponse {
  return {
    // The user is the test dossiers' advisor ('1') unless it says otherwise.
    user: { id: '1', ...user },
    tenant: {
      code: 'demo',
      name: 'Souscription Démo',
      theme: { primaryColor: '#1f4e79', secondaryColor: '#e8eef5' },
      features: { ...DEFAULT_FEATURE_SWITCHES, ...features },
    },
  };
}
