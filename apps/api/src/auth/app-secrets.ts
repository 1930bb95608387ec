import { randomBytes, randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Database } from '../db/client.js';
import { getOrCreateSecret } from '../shared/app-secrets.js';

/** The provider's RS256 signing key (private JWK with kid). */
export function getSigningJwk(db: Database): Promise<JWK> {
  return getOrCreateSecret(db, 'oidc_signing_jwk', async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const jwk = await exportJWK(privateKey);
    return { ...jwk, kid: randomUUID(), alg: 'RS256', use: 'sig' };
  });
}

/** Keys that sign the provider's cookies. */
export function getCookieKeys(db: Database): Promise<string[]> {
  return getOrCreateSecret(db, 'oidc_cookie_keys', async () => [randomBytes(32).toString('base64url')]);
}

/** The public half of a private RSA JWK. */
export function toPublicJwk(jwk: JWK): JWK {
  const { kty, n, e, kid, alg, use } = jwk;
  return { kty, n, e, kid, alg, use } as JWK;
}
