import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne } from 'drizzle-orm';
import { dossiers, tenants, users } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { startExternalIssuer, type ExternalIssuer } from './support/external-issuer.js';

let issuer: ExternalIssuer;
let t: TestApp;
beforeAll(async () => {
  issuer = await startExternalIssuer();
  // With an external issuer the demo mailbox is off: a message transport must be configured (never used here).
  t = await createTestApp({
    oidcIssuer: issuer.issuer,
    oidcScope: 'openid profile email',
    // Claim names as an issuer of other habits spells them (OIDC_GIVEN_NAME_CLAIM, OIDC_EMAIL_CLAIM).
    oidcGivenNameClaim: 'first_name',
    oidcEmailClaim: 'contact.mail',
    smtpUrl: 'smtp://127.0.0.1:2525',
    mailFrom: 'Souscription <no-reply@example.com>',
  });
});
afterAll(async () => {
  await t?.close();
  await issuer?.close();
});

const me = (token: string) =>
  t.app.inject({ url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });

describe('an external OpenID issuer', () => {
  it('accepts its token when `aud` names our client', async () => {
    const response = await me(await issuer.sign({ aud: ['account', 'souscription-web'] }));
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ username: 'ext-advisor', role: 'advisor' });
  });

  it('refuses its token when `aud` names another client', async () => {
    const response = await me(await issuer.sign({ aud: 'another-app', sub: 'subject-2' }));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      errors: [{ property: 'authorization', message: 'api.error.invalid-token' }],
    });
  });
});

describe('what an external issuer issued as an access token', () => {
  const refusal = { errors: [{ property: 'authorization', message: 'api.error.invalid-token' }] };

  it('refuses its ID token: one with `nonce`, one with `at_hash`, Keycloak’s `typ: ID`', async () => {
    for (const idClaims of [{ nonce: 'n-1' }, { at_hash: 'abc' }, { typ: 'ID' }]) {
      const response = await me(await issuer.sign({ sub: 'subject-id', ...idClaims }));
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(refusal);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="souscription", error="invalid_token"');
    }
  });

  it('accepts a token typed `at+jwt` (RFC 9068)', async () => {
    const response = await me(await issuer.sign({}, { typ: 'at+jwt' }));
    expect(response.statusCode).toBe(200);
  });

  it('refuses, with OIDC_AUDIENCE distinct from the client, a token meant only for the client', async () => {
    const strict = await createTestApp({
      oidcIssuer: issuer.issuer,
      oidcAudience: 'souscription-api',
      smtpUrl: 'smtp://127.0.0.1:2525',
      mailFrom: 'Souscription <no-reply@example.com>',
    });
    try {
      const call = async (token: string) =>
        strict.app.inject({ url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });
      expect((await call(await issuer.sign({ aud: 'souscription-web' }))).statusCode).toBe(401);
      expect(
        (await call(await issuer.sign({ aud: ['souscription-api', 'souscription-web'] }))).statusCode,
      ).toBe(200);
    } finally {
      await strict.close();
    }
  });

  it('refuses, with OIDC_REQUIRE_AT_JWT, every token not typed `at+jwt`', async () => {
    const strict = await createTestApp({ oidcIssuer: issuer.issuer, oidcRequireAtJwt: true });
    try {
      const call = async (token: string) =>
        strict.app.inject({ url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });
      expect((await call(await issuer.sign({ sub: 'subject-typed' }))).statusCode).toBe(401);
      expect((await call(await issuer.sign({ sub: 'subject-typed' }, { typ: 'at+jwt' }))).statusCode).toBe(
        200,
      );
    } finally {
      await strict.close();
    }
  });
});

describe('starting with an external issuer', () => {
  it('refuses to start when the issuer’s discovery document names another issuer', async () => {
    const renamed = await startExternalIssuer({
      namedIssuer: (address) => address.replace('127.0.0.1', 'localhost'),
    });
    try {
      await expect(createTestApp({ oidcIssuer: renamed.issuer })).rejects.toThrow(
        /but its discovery document names the issuer http:\/\/localhost:/,
      );
    } finally {
      await renamed.close();
    }
  });
});

describe('users of an external issuer', () => {
  const storedUser = async (id: string) => {
    const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
    return row;
  };

  it('are keyed by issuer and sub: username, names and e-mail follow the token at each sign-in', async () => {
    const first = await me(
      await issuer.sign({
        sub: 'subject-alice',
        preferred_username: 'ext-alice',
        first_name: 'Alice',
        family_name: 'Martin',
        contact: { mail: 'alice@example.com' },
      }),
    );
    expect(first.statusCode).toBe(200);
    expect(first.json().user).toMatchObject({
      username: 'ext-alice',
      firstname: 'Alice',
      lastname: 'Martin',
    });
    const { id } = first.json().user;

    // Renamed and married at the issuer: the same account, under its new names.
    const renamed = await me(
      await issuer.sign({
        sub: 'subject-alice',
        preferred_username: 'ext-alice-durand',
        first_name: 'Alice',
        family_name: 'Durand',
        contact: { mail: 'alice.durand@example.com' },
      }),
    );
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().user).toMatchObject({ id, username: 'ext-alice-durand', lastname: 'Durand' });
    expect(await storedUser(id)).toMatchObject({
      email: 'alice.durand@example.com',
      oidcIssuer: issuer.issuer,
      oidcSubject: 'subject-alice',
    });
  });

  it('refuse another subject using a username an account of another subject holds', async () => {
    const response = await me(
      await issuer.sign({ sub: 'subject-mallory', preferred_username: 'ext-alice-durand' }),
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      errors: [{ property: 'username', message: 'api.error.username-taken' }],
    });
  });

  it('take over an account of the embedded provider of the same username and tenant, once', async () => {
    const [seeded] = await t.database.db.select().from(users).where(eq(users.username, 'conseiller'));
    const response = await me(await issuer.sign({ sub: 'kc-conseiller', preferred_username: 'conseiller' }));
    expect(response.statusCode).toBe(200);
    expect(response.json().user.id).toBe(seeded!.id);
    expect(await storedUser(seeded!.id)).toMatchObject({ oidcSubject: 'kc-conseiller' });

    const other = await me(await issuer.sign({ sub: 'kc-someone-else', preferred_username: 'conseiller' }));
    expect(other.statusCode).toBe(403);
  });

  it('keep the names stored when the token carries none', async () => {
    const response = await me(
      await issuer.sign({ sub: 'subject-alice', preferred_username: 'ext-alice-durand' }),
    );
    expect(response.json().user).toMatchObject({ firstname: 'Alice', lastname: 'Durand' });
  });
});

describe('sign-in settings given to the SPA', () => {
  it('name the external issuer, our client and the scope set by OIDC_SCOPE', async () => {
    const response = await t.app.inject({ url: '/api/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json().oidc).toMatchObject({
      issuer: issuer.issuer,
      clientId: 'souscription-web',
      scope: 'openid profile email',
    });
  });

  it('leave the sign-out address to the issuer’s discovery document unless OIDC_LOGOUT_URL is set', async () => {
    const response = await t.app.inject({ url: '/api/config' });
    expect(response.json().oidc.logoutUrl).toBeNull();
  });
});

describe('a back office client of the external issuer (client credentials, role integration)', () => {
  // What the issuer's client-credentials token carries under the configured claim names: the role
  // `integration`, its tenant's code, a name; its `sub` is the client's.
  const backOfficeToken = () =>
    issuer.sign({
      sub: 'service-account-back-office',
      preferred_username: 'back-office-demo',
      role: 'integration',
    });
  const get = async (url: string) =>
    t.app.inject({ url, headers: { authorization: `Bearer ${await backOfficeToken()}` } });

  it('reads a dossier of its tenant delivered to it, and nothing else', async () => {
    const [demo] = await t.database.db.select().from(tenants).where(eq(tenants.code, 'demo'));
    const [delivered, notDelivered] = await t.database.db
      .select({ id: dossiers.id })
      .from(dossiers)
      .where(and(eq(dossiers.tenantId, demo!.id), ne(dossiers.integrationState, 'sync')))
      .limit(2);
    await t.database.db
      .update(dossiers)
      .set({ integrationState: 'sync' })
      .where(eq(dossiers.id, delivered!.id));

    const read = await get(`/api/dossiers/${delivered!.id}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().dossier.id).toBe(delivered!.id);
    const refused = await get(`/api/dossiers/${notDelivered!.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors).toEqual([{ property: 'id', message: 'api.error.dossier-forbidden' }]);
    for (const url of ['/api/users/me', '/api/dossiers', '/api/clients']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(403);
      expect(response.json().errors, url).toEqual([
        { property: 'authorization', message: 'api.error.forbidden' },
      ]);
    }
  });
});
