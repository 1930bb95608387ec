import { vi } from 'vitest';
import type { TPublicConfigResponse } from '@souscription/contract';

/** Issuer of the test configuration; the stub answers its discovery and token endpoints. */
export const TEST_ISSUER = 'http://localhost:3000/oidc';

export const TEST_CONFIG: TPublicConfigResponse = {
  oidc: {
    issuer: TEST_ISSUER,
    clientId: 'souscription-web',
    scope: 'openid profile api',
    logoutUrl: null,
  },
  tenant: {
    code: 'demo',
    name: 'Démo Patrimoine',
    theme: { primaryColor: '#1d4e89', secondaryColor: '#f2a900' },
  },
  defaultLocale: 'fr',
  defaultRedirect: '/tableau-de-bord',
};

export const TEST_DISCOVERY = {
  issuer: TEST_ISSUER,
  authorization_endpoint: `${TEST_ISSUER}/auth`,
  token_endpoint: `${TEST_ISSUER}/token`,
  end_session_endpoint: `${TEST_ISSUER}/session/end`,
  jwks_uri: `${TEST_ISSUER}/jwks`,
  id_token_signing_alg_values_supported: ['RS256'],
  authorization_response_iss_parameter_supported: true,
};

export type TStubRequest = {
  url: URL;
  method: string;
  headers: Headers;
  body: string | null;
  credentials: RequestCredentials | undefined;
  signal: AbortSignal | undefined;
};

/** Answers one request; undefined falls through to the configuration and discovery answers. */
export type TStubHandler = (request: TStubRequest) => Response | undefined | Promise<Response | undefined>;

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A server that accepted the request and never answers: only an abort (a time limit) ends it. */
export function neverAnswer(request: TStubRequest): Promise<Response> {
  return new Promise((_, reject) =>
    request.signal?.addEventListener('abort', () =>
      reject(new DOMException('The operation was aborted.', 'AbortError')),
    ),
  );
}

/** Replaces the global fetch; every request is recorded, unknown ones answer 404. */
export function stubFetch(handler: TStubHandler = () => undefined) {
  const requests: TStubRequest[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const source = input instanceof Request ? input : null;
    const url = new URL(source ? source.url : String(input), window.location.href);
    const request: TStubRequest = {
      url,
      method: (init.method ?? source?.method ?? 'GET').toUpperCase(),
      headers: new Headers(init.headers ?? source?.headers),
      body: init.body === undefined || init.body === null ? null : String(init.body),
      credentials: init.credentials,
      signal: init.signal ?? undefined,
    };
    if (init.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    requests.push(request);
    const answer = await handler(request);
    if (answer) return answer;
    if (url.pathname === '/api/config') return jsonResponse(TEST_CONFIG);
    if (url.href === `${TEST_ISSUER}/.well-known/openid-configuration`) return jsonResponse(TEST_DISCOVERY);
    return jsonResponse({ errors: [{ property: 'path', message: 'not-found' }] }, 404);
  });
  vi.stubGlobal('fetch', fetchStub);
  return { fetchStub, requests };
}

/** Requests made to one path (of the API or the provider). */
export function requestsTo(requests: TStubRequest[], pathname: string): TStubRequest[] {
  return requests.filter((request) => request.url.pathname === pathname);
}

/** A token endpoint answer. */
export function tokenResponse(accessToken: string, refreshToken = `refresh-of-${accessToken}`): Response {
  return jsonResponse({
    access_token: accessToken,
    token_type: 'Bearer',
    expires_in: 600,
    refresh_token: refreshToken,
    scope: 'openid profile api',
  });
}
