import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair, type JWK, type JWTPayload } from 'jose';

export type ExternalIssuer = {
  /** The issuer address (`http://127.0.0.1:<port>`), as OIDC_ISSUER names it. */
  issuer: string;
  /**
   * Signs an access token with the issuer's key; `claims` override the defaults (aud, exp, sub…);
   * `header` sets the JOSE header's `typ` or the key (`kid`) signing it.
   */
  sign: (claims: JWTPayload, header?: { typ?: string; kid?: string }) => Promise<string>;
  /** Adds a signing key to the published key set. */
  addKey: (kid: string) => Promise<void>;
  /** Takes a key out of the published key set. */
  removeKey: (kid: string) => void;
  /** Resolves at the next request for the key set (the API's refresh). */
  nextKeyFetch: () => Promise<void>;
  /** The key set answers 503 (true) or again (false). */
  failKeys: (failing: boolean) => void;
  close: () => Promise<void>;
};

/** A local port nothing listens on now (the issuer comes up there later). */
export async function findFreePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/**
 * A standard OpenID issuer on a local port, serving its discovery document and JWKS over real HTTP
 * (the API fetches them as it would Keycloak's): the other end of the API's token checks; on `port`
 * when given (an address the API was told before the issuer was up).
 */
export async function startExternalIssuer(
  options: { port?: number; namedIssuer?: (issuer: string) => string } = {},
): Promise<ExternalIssuer> {
  const keys = new Map<string, { privateKey: CryptoKey; publicJwk: JWK }>();
  const addKey = async (kid: string) => {
    const { privateKey, publicKey } = await generateKeyPair('RS256');
    keys.set(kid, {
      privateKey,
      publicJwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' },
    });
  };
  await addKey('key-1');
  const withdrawn = new Set<string>();
  let keyFetchWaiters: Array<() => void> = [];
  let keysFailing = false;
  let issuer = '';
  const server: Server = createServer((request, response) => {
    if (request.url === '/jwks') {
      for (const wake of keyFetchWaiters) wake();
      keyFetchWaiters = [];
      if (keysFailing) {
        response.writeHead(503).end();
        return;
      }
    }
    const documents: Record<string, unknown> = {
      '/.well-known/openid-configuration': {
        issuer: options.namedIssuer ? options.namedIssuer(issuer) : issuer,
        authorization_endpoint: `${issuer}/auth`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        end_session_endpoint: `${issuer}/logout`,
      },
      '/jwks': {
        keys: [...keys].filter(([kid]) => !withdrawn.has(kid)).map(([, key]) => key.publicJwk),
      },
    };
    const document = documents[request.url ?? ''];
    response.writeHead(document ? 200 : 404, { 'content-type': 'application/json' });
    response.end(JSON.stringify(document ?? { error: 'not_found' }));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const sign = (claims: JWTPayload, header: { typ?: string; kid?: string } = {}) =>
    new SignJWT({ preferred_username: 'ext-advisor', role: 'advisor', tenant: 'demo', ...claims })
      .setProtectedHeader({
        alg: 'RS256',
        kid: header.kid ?? 'key-1',
        ...(header.typ ? { typ: header.typ } : {}),
      })
      .setIssuer(issuer)
      .setIssuedAt()
      .setExpirationTime('10m')
      .setSubject(typeof claims.sub === 'string' ? claims.sub : 'subject-1')
      .setAudience((claims.aud as string | string[] | undefined) ?? 'souscription-web')
      .sign(keys.get(header.kid ?? 'key-1')!.privateKey);

  return {
    issuer,
    sign,
    addKey,
    removeKey: (kid) => void withdrawn.add(kid),
    nextKeyFetch: () => new Promise<void>((resolve) => keyFetchWaiters.push(resolve)),
    failKeys: (failing) => {
      keysFailing = failing;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
