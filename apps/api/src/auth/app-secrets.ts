import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Database } from '../db/client.js';
import { appSecrets } from '../db/schema.js';

/**
 * Returns the named secret, creating it on first use. Every replica agrees on the value: the first
 * insert wins and the others read it back.
 */
export async function getOrCreateSecret<T>(db: Database, name: string, create: () => Promise<T>): Promise<T> {
  const existing = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  if (existing[0]) return existing[0].value as T;
  await db
    .insert(appSecrets)
    .values({ name, value: await create() })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  if (!row) throw new Error(`secret ${name} could not be stored`);
  return row.value as T;
}

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
