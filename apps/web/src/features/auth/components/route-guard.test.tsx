import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { calculatePKCECodeChallenge } from 'oauth4webapi';
import { assignLocation } from '../../../shared/browser/location';
import { getStored } from '../../../shared/storage/local-storage';
import { jsonResponse, stubFetch, TEST_ISSUER } from '../../../shared/test/fetch-stub';
import { renderRoutes, signIn } from '../../../shared/test/render-routes';
import { RouteGuard } from './route-guard';

vi.mock('../../../shared/browser/location', () => ({
  assignLocation: vi.fn(),
  getOrigin: () => window.location.origin,
}));

const routes = [
  {
    path: '/profile',
    element: (
      <RouteGuard screen="profile">
        <p>Profile screen</p>
      </RouteGuard>
    ),
  },
  {
    path: '/tableau-de-bord',
    element: (
      <RouteGuard>
        <p>Dashboard screen</p>
      </RouteGuard>
    ),
  },
  { path: '/logout', element: <p>Logout screen</p> },
  { path: '/signed-out', element: <p>Signed-out screen</p> },
];

beforeEach(() => {
  vi.mocked(assignLocation).mockClear();
});

describe('RouteGuard', () => {
  it('sends a signed-in user whose role is not allowed to the dashboard', async () => {
    signIn('advisor');
    stubFetch();
    const { router } = renderRoutes(routes, '/profile');

    expect(await screen.findByText('Dashboard screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/tableau-de-bord');
    expect(screen.queryByText('Profile screen')).not.toBeInTheDocument();
  });

  it('shows the screen to a signed-in user with an allowed role', async () => {
    signIn('partner');
    stubFetch();
    renderRoutes(routes, '/profile');

    expect(await screen.findByText('Profile screen')).toBeInTheDocument();
    expect(assignLocation).not.toHaveBeenCalled();
  });

  it('starts the authorization code flow with PKCE S256 when nobody is signed in, remembering the page', async () => {
    stubFetch();
    renderRoutes(routes, '/tableau-de-bord?from=mail');

    expect(screen.getByRole('status')).toHaveTextContent('Connexion en cours');
    await waitFor(() => expect(assignLocation).toHaveBeenCalledTimes(1));
    const url = new URL(vi.mocked(assignLocation).mock.calls[0]![0]);
    expect(`${url.origin}${url.pathname}`).toBe(`${TEST_ISSUER}/auth`);
    const verifier = getStored('code_verifier')!;
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'souscription-web',
      redirect_uri: `${window.location.origin}/authorization`,
      scope: 'openid profile api',
      state: getStored('oauth_state'),
      nonce: getStored('oauth_nonce'),
      code_challenge: await calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      ui_locales: 'fr',
    });
    expect(verifier.length).toBeGreaterThanOrEqual(43);
    expect(getStored('oauth_nonce')?.length).toBeGreaterThanOrEqual(43);
    expect(getStored('login_redirect')).toBe('/tableau-de-bord?from=mail');
    expect(screen.queryByText('Dashboard screen')).not.toBeInTheDocument();
  });

  it('says the sign-in service is unavailable when the issuer’s discovery cannot be read', async () => {
    stubFetch((request) =>
      request.url.pathname.endsWith('/openid-configuration') ? jsonResponse({}, 503) : undefined,
    );
    const { router } = renderRoutes(routes, '/tableau-de-bord');

    expect(await screen.findByText('Signed-out screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signed-out');
    expect(router.state.location.search).toBe('?reason=issuer-unavailable');
    expect(assignLocation).not.toHaveBeenCalled();
  });
});
