import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import { assignLocation } from '../../../shared/browser/location';
import { getStored, setStored } from '../../../shared/storage/local-storage';
import {
  TEST_DISCOVERY,
  TEST_ISSUER,
  jsonResponse,
  requestsTo,
  stubFetch,
  type TStubHandler,
} from '../../../shared/test/fetch-stub';
import { currentUserResponse, renderRoutes, signIn } from '../../../shared/test/render-routes';
import { AuthorizationRoute, createAuthorizationLoader } from './authorization-route';
import { LogoutRoute, createLogoutLoader } from './logout-route';
import { SignedOutRoute } from './signed-out-route';
import { SsoCheckRoute, ssoCheckLoader } from './sso-check-route';

vi.mock('../../../shared/browser/location', () => ({
  assignLocation: vi.fn(),
  getOrigin: () => window.location.origin,
}));

const TOKEN_PATH = new URL(`${TEST_ISSUER}/token`).pathname;

const CURRENT_USER = currentUserResponse({
  username: 'conseiller',
  firstname: 'Claire',
  lastname: 'Moreau',
  role: 'advisor',
});

/** An ID token as the provider signs it; oauth4webapi checks its claims, not its signature. */
function idToken(nonce = 'nonce-1'): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-');
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    iss: TEST_ISSUER,
    aud: 'souscription-web',
    sub: 'user-1',
    nonce,
    iat: now,
    exp: now + 3600,
  };
  return `${encode({ alg: 'RS256', typ: 'JWT' })}.${encode(claims)}.c2lnbmF0dXJl`;
}

function routes(queryClient: QueryClient) {
  return [
    {
      path: '/authorization',
      loader: createAuthorizationLoader(queryClient),
      element: <AuthorizationRoute />,
    },
    { path: '/logout', loader: createLogoutLoader(queryClient), element: <LogoutRoute /> },
    { path: '/signed-out', element: <SignedOutRoute /> },
    { path: '/sso-check', loader: ssoCheckLoader, element: <SsoCheckRoute /> },
    { path: '/tableau-de-bord', element: <p>Dashboard screen</p> },
    { path: '/profile', element: <p>Profile screen</p> },
    { path: '/dossier/:dossierId', element: <p>Folder screen</p> },
    { path: '/form', element: <p>Form screen</p> },
  ];
}

beforeEach(() => {
  vi.mocked(assignLocation).mockClear();
});

describe('/authorization', () => {
  const verifier = 'v'.repeat(43);
  const callback = `/authorization?code=code-1&state=state-1&iss=${encodeURIComponent(TEST_ISSUER)}`;
  const providerSigning =
    (nonce: string): TStubHandler =>
    (request) => {
      if (request.url.pathname === TOKEN_PATH)
        return jsonResponse({
          access_token: 'access-1',
          token_type: 'Bearer',
          expires_in: 600,
          refresh_token: 'refresh-1',
          id_token: idToken(nonce),
        });
      if (request.url.pathname === '/api/users/me') return jsonResponse(CURRENT_USER);
      return undefined;
    };
  const provider = providerSigning('nonce-1');

  beforeEach(() => {
    setStored('code_verifier', verifier);
    setStored('oauth_state', 'state-1');
    setStored('oauth_nonce', 'nonce-1');
  });

  it('exchanges the code, stores token, profile and role, then opens the remembered page', async () => {
    setStored('login_redirect', '/profile');
    const { requests } = stubFetch(provider);
    renderRoutes(routes, callback);

    expect(await screen.findByText('Profile screen')).toBeInTheDocument();
    const form = new URLSearchParams(requestsTo(requests, TOKEN_PATH)[0]?.body ?? '');
    expect(Object.fromEntries(form)).toMatchObject({
      grant_type: 'authorization_code',
      client_id: 'souscription-web',
      redirect_uri: `${window.location.origin}/authorization`,
      code: 'code-1',
      code_verifier: verifier,
    });
    expect(requestsTo(requests, '/api/users/me')[0]?.headers.get('Authorization')).toBe('Bearer access-1');
    expect(getStored('token')).toMatchObject({ access_token: 'access-1', refresh_token: 'refresh-1' });
    expect(getStored('profile')).toEqual({ username: 'conseiller', firstname: 'Claire', lastname: 'Moreau' });
    expect(getStored('role')).toBe('advisor');
    expect(getStored('code_verifier')).toBeNull();
    expect(getStored('oauth_nonce')).toBeNull();
    expect(getStored('login_redirect')).toBeNull();
  });

  it('refuses an ID token whose nonce is not the one sent, and goes to /logout', async () => {
    const { requests } = stubFetch(providerSigning('replayed-nonce'));
    renderRoutes(routes, callback);

    await waitFor(() => expect(assignLocation).toHaveBeenCalled());
    expect(requestsTo(requests, '/api/users/me')).toHaveLength(0);
    expect(getStored('token')).toBeNull();
  });

  it('opens the default redirect when no page was remembered', async () => {
    stubFetch(provider);
    renderRoutes(routes, callback);

    expect(await screen.findByText('Dashboard screen')).toBeInTheDocument();
  });

  it('goes to /logout when the state does not match', async () => {
    const { requests } = stubFetch(provider);
    renderRoutes(routes, callback.replace('state-1', 'forged'));

    await waitFor(() => expect(assignLocation).toHaveBeenCalled());
    expect(requestsTo(requests, TOKEN_PATH)).toHaveLength(0);
    expect(getStored('token')).toBeNull();
  });

  it('goes to /logout when the current user cannot be fetched', async () => {
    stubFetch((request) =>
      request.url.pathname === '/api/users/me' ? jsonResponse({ errors: [] }, 500) : provider(request),
    );
    renderRoutes(routes, callback);

    await waitFor(() => expect(assignLocation).toHaveBeenCalled());
    expect(new URL(vi.mocked(assignLocation).mock.calls[0]![0]).pathname).toBe('/oidc/session/end');
  });
  it('says the sign-in service is unavailable when the API cannot check the issuer’s tokens yet', async () => {
    stubFetch((request) =>
      request.url.pathname === '/api/users/me'
        ? jsonResponse(
            { errors: [{ property: 'authorization', message: 'api.error.issuer-unavailable' }] },
            503,
          )
        : provider(request),
    );
    renderRoutes(routes, callback);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Le service d’identification est momentanément indisponible',
    );
    expect(screen.getByRole('link', { name: 'Réessayer' })).toHaveAttribute('href', '/');
    expect(getStored('token')).toBeNull();
    expect(assignLocation).not.toHaveBeenCalled();
  });

  it('tells a user the API refuses (no role, unknown tenant) why, with a way to sign out', async () => {
    for (const [locale, message, text, link] of [
      ['fr', 'api.error.unknown-tenant', 'Votre espace est inconnu.', 'Se déconnecter'],
      ['en', 'api.error.token-claims-missing', 'Your account has no role, space or username', 'Sign out'],
    ] as const) {
      const { i18n } = await import('../../../shared/i18n/i18n');
      await i18n.changeLanguage(locale);
      setStored('code_verifier', verifier);
      setStored('oauth_state', 'state-1');
      setStored('oauth_nonce', 'nonce-1');
      stubFetch((request) =>
        request.url.pathname === '/api/users/me'
          ? jsonResponse({ errors: [{ property: 'authorization', message }] }, 401)
          : provider(request),
      );
      const { unmount } = renderRoutes(routes, callback);

      expect(await screen.findByRole('alert')).toHaveTextContent(text);
      expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', '/logout');
      // The id token stays for the sign-out; the refused access token does not.
      expect(getStored('id_token')).not.toBeNull();
      expect(getStored('token')).toBeNull();
      expect(assignLocation).not.toHaveBeenCalled();
      unmount();
    }
  });
});

describe('/logout', () => {
  it('revokes the refresh token where the issuer offers revocation, then ends the session', async () => {
    signIn('advisor');
    setStored('token', { ...getStored('token')!, refresh_token: 'refresh-9' });
    const { requests } = stubFetch((request) =>
      request.url.pathname.endsWith('/openid-configuration')
        ? jsonResponse({ ...TEST_DISCOVERY, revocation_endpoint: `${TEST_ISSUER}/token/revocation` })
        : request.url.pathname.endsWith('/token/revocation')
          ? new Response(null, { status: 200 })
          : undefined,
    );
    renderRoutes(routes, '/logout');

    await waitFor(() => expect(assignLocation).toHaveBeenCalledTimes(1));
    const revocations = requests.filter((request) => request.url.pathname.endsWith('/token/revocation'));
    expect(revocations).toHaveLength(1);
    expect(Object.fromEntries(new URLSearchParams(revocations[0]!.body ?? ''))).toMatchObject({
      token: 'refresh-9',
      token_type_hint: 'refresh_token',
      client_id: 'souscription-web',
    });
  });

  it('clears the local session and goes to the end-session address with the id token', async () => {
    signIn('advisor');
    setStored('locale', 'en');
    stubFetch();
    renderRoutes(routes, '/logout');

    await waitFor(() => expect(assignLocation).toHaveBeenCalledTimes(1));
    const url = new URL(vi.mocked(assignLocation).mock.calls[0]![0]);
    expect(`${url.origin}${url.pathname}`).toBe(`${TEST_ISSUER}/session/end`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      id_token_hint: 'id-token-1',
      client_id: 'souscription-web',
      post_logout_redirect_uri: `${window.location.origin}/`,
      state: expect.stringMatching(/^[\w-]{20,}$/),
    });
    for (const key of ['token', 'id_token', 'profile', 'role'] as const) expect(getStored(key)).toBeNull();
    expect(getStored('locale')).toBe('en');
  });

  it('ends the session at the end_session_endpoint of the issuer’s discovery document', async () => {
    signIn('advisor');
    stubFetch((request) =>
      request.url.pathname.endsWith('/openid-configuration')
        ? jsonResponse({ ...TEST_DISCOVERY, end_session_endpoint: `${TEST_ISSUER}/protocol/logout` })
        : undefined,
    );
    renderRoutes(routes, '/logout');

    await waitFor(() => expect(assignLocation).toHaveBeenCalledTimes(1));
    const url = new URL(vi.mocked(assignLocation).mock.calls[0]![0]);
    expect(`${url.origin}${url.pathname}`).toBe(`${TEST_ISSUER}/protocol/logout`);
    expect(url.searchParams.get('id_token_hint')).toBe('id-token-1');
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe(`${window.location.origin}/`);
  });

  it('goes to the local signed-out page when the issuer has no end-session endpoint', async () => {
    signIn('advisor');
    const { end_session_endpoint: _none, ...withoutEndSession } = TEST_DISCOVERY;
    stubFetch((request) =>
      request.url.pathname.endsWith('/openid-configuration') ? jsonResponse(withoutEndSession) : undefined,
    );
    renderRoutes(routes, '/logout');

    await waitFor(() => expect(assignLocation).toHaveBeenCalledTimes(1));
    expect(vi.mocked(assignLocation).mock.calls[0]![0]).toBe(`${window.location.origin}/signed-out`);
    expect(getStored('token')).toBeNull();
  });

  it('shows the signed-out page with a way to sign in again', async () => {
    stubFetch();
    renderRoutes(routes, '/signed-out');

    expect(await screen.findByRole('heading', { name: 'Vous êtes déconnecté' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Se reconnecter' })).toHaveAttribute('href', '/');
  });

  it('still ends the provider session by client id when no id token is stored', async () => {
    stubFetch();
    renderRoutes(routes, '/logout');

    await waitFor(() => expect(assignLocation).toHaveBeenCalledTimes(1));
    const url = new URL(vi.mocked(assignLocation).mock.calls[0]![0]);
    expect(url.searchParams.has('id_token_hint')).toBe(false);
    expect(url.searchParams.get('client_id')).toBe('souscription-web');
  });
});

describe('/sso-check', () => {
  function stubSso(answer: { autologout: 0 | 1; username: string | null } | 'error') {
    return stubFetch((request) => {
      if (request.url.pathname !== '/api/sso-check') return undefined;
      return answer === 'error' ? jsonResponse({ errors: [] }, 500) : jsonResponse(answer);
    });
  }

  it('authorizes with sso=1 and the extranet token when nobody is signed in, then comes back', async () => {
    stubSso({ autologout: 0, username: null });
    renderRoutes(routes, '/sso-check?extranet=ext-1&folder_id=42');

    await waitFor(() => expect(assignLocation).toHaveBeenCalledTimes(1));
    const url = new URL(vi.mocked(assignLocation).mock.calls[0]![0]);
    expect(url.pathname).toBe('/oidc/auth');
    expect(url.searchParams.get('sso')).toBe('1');
    expect(url.searchParams.get('extranet')).toBe('ext-1');
    expect(getStored('login_redirect')).toBe('/sso-check?extranet=ext-1&folder_id=42&reauth=1');
  });

  it('opens the folder of folder_id for the signed-in user, asking with cookies and the extranet token', async () => {
    signIn('advisor', { username: 'conseiller', firstname: 'Claire', lastname: 'Moreau' });
    const { requests } = stubSso({ autologout: 0, username: 'conseiller' });
    renderRoutes(routes, '/sso-check?extranet=ext-1&folder_id=42');

    expect(await screen.findByText('Folder screen')).toBeInTheDocument();
    const check = requestsTo(requests, '/api/sso-check')[0];
    expect(check?.credentials).toBe('include');
    expect(check?.headers.get('Extranet-Authorization')).toBe('Bearer ext-1');
  });

  it('creates a folder for a numeric from_client_id on the client form, then opens its form', async () => {
    signIn('advisor');
    setStored('folder_id', '17');
    setStored('dossier_state', 'signed');
    const { requests } = stubFetch((request) => {
      if (request.url.pathname === '/api/sso-check') return jsonResponse({ autologout: 0, username: null });
      if (request.url.pathname === '/api/forms')
        return jsonResponse({
          forms: [
            {
              id: 2,
              label: 'Back office',
              product_choice_element_id: null,
              back_office: true,
              redirect_url: '/tableau-de-bord',
            },
            {
              id: 1,
              label: 'Souscription',
              product_choice_element_id: 5,
              back_office: false,
              redirect_url: '/tableau-de-bord',
            },
          ],
        });
      if (request.url.pathname === '/api/dossiers' && request.method === 'POST')
        return jsonResponse({ dossier: { id: 88, form_id: 1, values: [], direct: false } }, 201);
      return undefined;
    });
    const { router } = renderRoutes(routes, '/sso-check?from_client_id=123');

    expect(await screen.findByText('Form screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/form/');
    const creation = requestsTo(requests, '/api/dossiers')[0];
    expect(creation?.method).toBe('POST');
    expect(JSON.parse(String(creation?.body))).toMatchObject({ formId: 1, clientId: 123 });
    expect(getStored('folder_id')).toBe('88');
    expect(getStored('form_id')).toBe('1');
    expect(getStored('client_id')).toBe('123');
    expect(getStored('dossier_state')).toBe('ongoing');
  });

  it('opens the default page when the folder for from_client_id is refused', async () => {
    signIn('advisor');
    stubFetch((request) => {
      if (request.url.pathname === '/api/sso-check') return jsonResponse({ autologout: 0, username: null });
      if (request.url.pathname === '/api/forms')
        return jsonResponse({
          forms: [
            {
              id: 1,
              label: 'Souscription',
              product_choice_element_id: 5,
              back_office: false,
              redirect_url: '/tableau-de-bord',
            },
          ],
        });
      if (request.url.pathname === '/api/dossiers')
        return jsonResponse(
          { errors: [{ property: 'clientId', message: 'api.error.client-forbidden' }] },
          403,
        );
      return undefined;
    });
    renderRoutes(routes, '/sso-check?from_client_id=999');

    expect(await screen.findByText('Dashboard screen')).toBeInTheDocument();
    expect(getStored('folder_id')).toBeNull();
  });

  it('opens the default redirect otherwise (a non-numeric from_client_id is ignored)', async () => {
    signIn('advisor');
    stubSso({ autologout: 0, username: 'jdupont' });
    renderRoutes(routes, '/sso-check?from_client_id=abc');

    expect(await screen.findByText('Dashboard screen')).toBeInTheDocument();
    expect(getStored('client_id')).toBeNull();
  });

  it('signs out locally and authorizes again when another user is signed in at the provider', async () => {
    signIn('advisor', { username: 'jdupont', firstname: 'Jeanne', lastname: 'Dupont' });
    stubSso({ autologout: 0, username: 'someone-else' });
    renderRoutes(routes, '/sso-check?folder_id=42');

    await waitFor(() => expect(assignLocation).toHaveBeenCalledTimes(1));
    expect(new URL(vi.mocked(assignLocation).mock.calls[0]![0]).pathname).toBe('/oidc/auth');
    expect(getStored('token')).toBeNull();
    expect(getStored('profile')).toBeNull();
    expect(getStored('login_redirect')).toBe('/sso-check?folder_id=42&reauth=1');
  });

  it('treats autologout 1 or a failed check as another user', async () => {
    signIn('advisor');
    stubSso('error');
    renderRoutes(routes, '/sso-check');

    await waitFor(() => expect(assignLocation).toHaveBeenCalledTimes(1));
    expect(new URL(vi.mocked(assignLocation).mock.calls[0]![0]).pathname).toBe('/oidc/auth');
    expect(getStored('token')).toBeNull();
  });

  it('goes to /logout when the user is still not the right one after authorizing again', async () => {
    signIn('advisor');
    stubSso({ autologout: 1, username: 'jdupont' });
    renderRoutes(routes, '/sso-check?folder_id=42&reauth=1');

    await waitFor(() => expect(assignLocation).toHaveBeenCalledTimes(1));
    expect(new URL(vi.mocked(assignLocation).mock.calls[0]![0]).pathname).toBe('/oidc/session/end');
  });
});
