import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair, type JWTPayload } from 'jose';

export type ExternalIssuer = {
  /** The issuer address (`http://127.0.0.1:<port>`), as OIDC_ISSUER names it. */
  issuer: string;
  /** Signs an access token with the issuer's key; `claims` override the defaults (aud, exp, sub…). */
  sign: (claims: JWTPayload) => Promise<string>;
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
export async function startExternalIssuer(options: { port?: number } = {}): Promise<ExternalIssuer> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const publicJwk = { ...(await exportJWK(publicKey)), kid: 'key-1', alg: 'RS256', use: 'sig' };
  let issuer = '';
  const server: Server = createServer((request, response) => {
    const documents: Record<string, unknown> = {
      '/.well-known/openid-configuration': {
        issuer,
        authorization_endpoint: `${issuer}/auth`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        end_session_endpoint: `${issuer}/logout`,
      },
      '/jwks': { keys: [publicJwk] },
    };
    const document = documents[request.url ?? ''];
    response.writeHead(document ? 200 : 404, { 'content-type': 'application/json' });
    response.end(JSON.stringify(document ?? { error: 'not_found' }));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const sign = (claims: JWTPayload) =>
    new SignJWT({ preferred_username: 'ext-advisor', role: 'advisor', tenant: 'demo', ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'key-1' })
      .setIssuer(issuer)
      .setIssuedAt()
      .setExpirationTime('10m')
      .setSubject(typeof claims.sub === 'string' ? claims.sub : 'subject-1')
      .setAudience((claims.aud as string | string[] | undefined) ?? 'souscription-web')
      .sign(privateKey);

  return {
    issuer,
    sign,
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
