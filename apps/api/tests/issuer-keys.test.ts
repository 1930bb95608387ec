import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIssuerDiscovery, type IssuerDiscovery } from '../src/auth/issuer-discovery.js';
import { KEY_MAX_AGE_MS, KEY_REFRESH_MS } from '../src/auth/issuer-keys.js';
import { createExternalTokenVerifier, VERIFIED_TOKEN_MAX_AGE_MS } from '../src/auth/token-verifier.js';
import { startExternalIssuer, type ExternalIssuer } from './support/external-issuer.js';

const logged: string[] = [];
const log = {
  info: (m: string) => logged.push(`info: ${m}`),
  warn: (m: string) => logged.push(`warn: ${m}`),
};
const claims = {
  role: 'role',
  tenant: 'tenant',
  username: 'preferred_username',
  givenName: 'given_name',
  familyName: 'family_name',
  email: 'email',
};

let issuer: ExternalIssuer;
let discovery: IssuerDiscovery;
let verify: ReturnType<typeof createExternalTokenVerifier>;
beforeAll(async () => {
  issuer = await startExternalIssuer();
  // The key set is fetched again every 50 ms here (KEY_REFRESH_MS in production).
  discovery = startIssuerDiscovery({ issuer: issuer.issuer, log, keyRefreshMs: 50 });
  await discovery.ready;
  verify = createExternalTokenVerifier({
    discovery,
    audience: 'souscription-web',
    clientId: 'souscription-web',
    requireAtJwt: false,
    claims,
    resolveUserId: async (identity) => identity.sub,
  });
});
afterAll(async () => {
  discovery?.stop();
  await issuer?.close();
});

/** The status once the key set was requested again (each refresh is a real request). */
async function statusAfterNextFetch() {
  await issuer.nextKeyFetch();
  await issuer.nextKeyFetch();
  return discovery.status();
}

describe('the external issuer’s signing keys', () => {
  it('accept a token signed with a key the issuer has just added, at once', async () => {
    // A discovery of the production refresh period: the new key comes only from the unknown `kid`.
    const steady = startIssuerDiscovery({ issuer: issuer.issuer, log });
    try {
      await steady.ready;
      const steadyVerify = createExternalTokenVerifier({
        discovery: steady,
        audience: 'souscription-web',
        clientId: 'souscription-web',
        requireAtJwt: false,
        claims,
        resolveUserId: async (identity) => identity.sub,
      });
      await expect(steadyVerify(await issuer.sign({}))).resolves.toMatchObject({ username: 'ext-advisor' });
      await issuer.addKey('key-2');
      await expect(steadyVerify(await issuer.sign({}, { kid: 'key-2' }))).resolves.toMatchObject({
        username: 'ext-advisor',
      });
    } finally {
      steady.stop();
    }
  });

  it('refuse a key removed at the issuer once the key set is fetched again', async () => {
    issuer.removeKey('key-2');
    await statusAfterNextFetch();
    await expect(verify(await issuer.sign({ sub: 'other' }, { kid: 'key-2' }))).rejects.toMatchObject({
      statusCode: 401,
    });
  });

  it('stop trusting a removed key within 5 minutes, a token already verified included', () => {
    // The key set is fetched again every KEY_REFRESH_MS (and before use once KEY_MAX_AGE_MS old);
    // a verified token is checked again after VERIFIED_TOKEN_MAX_AGE_MS.
    expect(Math.min(KEY_REFRESH_MS, KEY_MAX_AGE_MS) + VERIFIED_TOKEN_MAX_AGE_MS).toBeLessThanOrEqual(
      5 * 60_000,
    );
  });

  it('report « degraded » while the key set cannot be fetched, tokens checked meanwhile or not', async () => {
    issuer.failKeys(true);
    expect(await statusAfterNextFetch()).toEqual({
      reachable: false,
      reason: 'OpenID issuer keys could not be fetched: HTTP 503',
    });
    // A token checked with the keys still in memory does not make the issuer healthy again.
    await verify(await issuer.sign({ sub: 'during-outage' }));
    expect(discovery.status().reachable).toBe(false);
    expect(logged.filter((line) => line.includes('fetched again'))).toEqual([]);

    issuer.failKeys(false);
    expect(await statusAfterNextFetch()).toEqual({ reachable: true });
    expect(logged.filter((line) => line.includes('fetched again'))).toEqual([
      'info: OpenID issuer keys fetched again',
    ]);
  });
});

describe('the configured issuer', () => {
  it('is the one enforced: a discovery document naming another issuer is refused, with the reason', async () => {
    const renamed = await startExternalIssuer({
      namedIssuer: (address) => address.replace('127.0.0.1', 'localhost'),
    });
    const other = startIssuerDiscovery({ issuer: renamed.issuer, log });
    try {
      await other.ready;
      expect(other.mismatch()).toBe(
        `OIDC_ISSUER is ${renamed.issuer} but its discovery document names the issuer ` +
          `${renamed.issuer.replace('127.0.0.1', 'localhost')}: set OIDC_ISSUER to exactly the issuer ` +
          'the discovery document names (docs/operations.md)',
      );
      expect(other.status().reachable).toBe(false);
    } finally {
      other.stop();
      await renamed.close();
    }
  });
});
