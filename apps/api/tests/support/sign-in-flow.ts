import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** A tiny cookie jar + fetch-like function, so the real sign-in flow can be walked in tests. */
export type HttpCall = (request: {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: string;
}) => Promise<{
  status: number;
  headers: Record<string, string | number | string[] | undefined>;
  body: string;
}>;

/** Calls made to an app in this process (`app.inject`, no socket): tests, benches, the journeys' seed. */
export function injectCall(app: Pick<FastifyInstance, 'inject'>): HttpCall {
  return async (request) => {
    const response = await app.inject({
      method: request.method,
      url: request.url,
      headers: request.headers,
      ...(request.body ? { payload: request.body } : {}),
    });
    return { status: response.statusCode, headers: response.headers, body: response.body };
  };
}

/** Calls made over HTTP to a running server at `origin` (redirects not followed). */
export function fetchCall(origin: string): HttpCall {
  return async (request) => {
    const response = await fetch(`${origin}${request.url}`, {
      method: request.method,
      headers: request.headers,
      body: request.body ?? null,
      redirect: 'manual',
    });
    const headers: Record<string, string | string[]> = {};
    response.headers.forEach((value, key) => (headers[key] = value));
    headers['set-cookie'] = response.headers.getSetCookie();
    return { status: response.status, headers, body: await response.text() };
  };
}

export type TokenSet = {
  access_token: string;
  refresh_token: string;
  id_token: string;
  expires_in: number;
  token_type: string;
};

/**
 * Walks the authorization code + PKCE flow of the embedded provider as a browser would: authorize,
 * sign-in page, login form, consent-free redirect back with a code, then the token exchange.
 */
export async function signInThroughProvider(
  call: HttpCall,
  options: {
    baseUrl: string;
    username: string;
    password: string;
    clientId?: string;
    /** The browser's cookies, kept after the flow (the provider's session). */
    cookies?: Map<string, string>;
  },
): Promise<TokenSet> {
  const clientId = options.clientId ?? 'souscription-web';
  const redirectUri = `${options.baseUrl}/authorization`;
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const cookies = options.cookies ?? new Map<string, string>();
  const send = async (method: 'GET' | 'POST', url: string, body?: string) => {
    const headers: Record<string, string> = {
      cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    };
    if (body) headers['content-type'] = 'application/x-www-form-urlencoded';
    const response = await call({ method, url, headers, ...(body ? { body } : {}) });
    const setCookie = response.headers['set-cookie'];
    for (const line of Array.isArray(setCookie) ? setCookie : setCookie ? [String(setCookie)] : []) {
      const [pair] = line.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (name) cookies.set(name.trim(), value.join('='));
    }
    return response;
  };
  const toPath = (location: string) => location.replace(options.baseUrl, '');

  const authorize = new URLSearchParams({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: redirectUri,
    scope: 'openid profile api',
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
  let response = await send('GET', `/oidc/auth?${authorize}`);
  const interaction = toPath(String(response.headers.location));
  response = await send('GET', interaction);
  if (response.status !== 200) throw new Error(`sign-in page answered ${response.status}`);
  response = await send(
    'POST',
    `${interaction}/login`,
    new URLSearchParams({ username: options.username, password: options.password }).toString(),
  );
  if (response.status !== 303 && response.status !== 302) {
    throw new Error(`login answered ${response.status}: ${response.body.slice(0, 200)}`);
  }
  let location = String(response.headers.location);
  for (let hops = 0; !location.startsWith(redirectUri) && hops < 5; hops++) {
    response = await send('GET', toPath(location));
    location = String(response.headers.location);
  }
  const code = new URL(location).searchParams.get('code');
  if (!code) throw new Error(`no code in ${location}`);
  response = await send(
    'POST',
    '/oidc/token',
    new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: clientId,
      redirect_uri: redirectUri,
      code,
      code_verifier: verifier,
    }).toString(),
  );
  if (response.status !== 200)
    throw new Error(`token endpoint answered ${response.status}: ${response.body}`);
  return JSON.parse(response.body) as TokenSet;
}
