import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { tenants } from '../src/db/schema.js';
import { DEMO_ACCOUNTS } from '../src/seed/demo-accounts.js';
import { DEMO_PASSWORD } from '../src/seed/demo-accounts.js';
import { injectCall, signInThroughProvider } from './support/sign-in-flow.js';
import { BASE_URL, createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('health and discovery', () => {
  it('reports which database is in use', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: t.database.kind });
  });

  it('publishes the OpenID configuration of the embedded provider', async () => {
    const response = await t.app.inject({ url: '/oidc/.well-known/openid-configuration' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.issuer).toBe('http://localhost:3000/oidc');
    expect(body.code_challenge_methods_supported).toEqual(['S256']);
  });

  it('sends the security headers on API answers, errors and the provider’s answers', async () => {
    for (const url of ['/api/health', '/api/users/me', '/oidc/.well-known/openid-configuration']) {
      const response = await t.app.inject({ url });
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['content-security-policy'], url).toContain("frame-ancestors 'self'");
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });

  it('leaves the provider’s look-alike paths and our sign-in pages to Fastify', async () => {
    const lookAlike = await t.app.inject({ url: '/oidcx' });
    expect(lookAlike.statusCode).toBe(404);
    expect(lookAlike.json()).toEqual({ errors: [{ property: 'path', message: 'api.error.not-found' }] });
    // Our sign-in route answers in our error shape; the provider has no such page.
    const interaction = await t.app.inject({ url: '/oidc/interaction/unknown-uid' });
    expect(interaction.statusCode).toBe(400);
    expect(interaction.json().errors).toHaveLength(1);
    const providerPath = await t.app.inject({ url: '/oidc/unknown' });
    expect(providerPath.statusCode).toBe(404);
    expect(providerPath.body).toBe('Not Found');
  });

  it('serves the sign-in and sign-out pages’ scripts without a token, as JavaScript cached an hour', async () => {
    for (const [url, code] of [
      ['/theme/sign-in.js', "localStorage.setItem('locale'"],
      ['/theme/sign-out.js', "getElementById('op.logoutForm')"],
    ] as const) {
      const script = await t.app.inject({ url });
      expect(script.statusCode, url).toBe(200);
      expect(script.headers['content-type'], url).toBe('text/javascript; charset=utf-8');
      expect(script.headers['cache-control'], url).toBe('public, max-age=3600');
      expect(script.body, url).toContain(code);
    }
  });

  it('describes every route of the slice in OpenAPI 3.1', async () => {
    const response = await t.app.inject({ url: '/docs/json' });
    const doc = response.json();
    expect(doc.openapi).toBe('3.1.0');
    for (const path of [
      '/api/users/me',
      '/api/profile',
      '/api/footer',
      '/api/dossiers/retrieve-number-dossiers-by-status',
      '/api/health',
      '/api/config',
      '/api/sso-check',
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
    expect(doc.paths['/api/profile']).toHaveProperty('post');
  });
});

describe('bearer tokens', () => {
  it('refuses a call without a token with the error shape', async () => {
    const response = await t.app.inject({ url: '/api/users/me' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      errors: [{ property: 'authorization', message: 'api.error.missing-token' }],
    });
  });

  it('refuses a forged or malformed token', async () => {
    const forged = await t.app.inject({
      url: '/api/users/me',
      headers: { authorization: 'Bearer abc.def.ghi' },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().errors[0].property).toBe('authorization');
    const malformed = await t.app.inject({
      url: '/api/users/me',
      headers: { authorization: 'Basic Zm9vOmJhcg==' },
    });
    expect(malformed.statusCode).toBe(401);
  });

  it('refuses a token whose signature was tampered with', async () => {
    const { access_token } = await t.signIn('conseiller');
    const [header, payload, signature] = access_token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const elevated = Buffer.from(JSON.stringify({ ...claims, role: 'manage_dossier' })).toString('base64url');
    const response = await t.app.inject({
      url: '/api/users/me',
      headers: { authorization: `Bearer ${header}.${elevated}.${signature}` },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /users/me', () => {
  it.each(DEMO_ACCOUNTS.map((a) => [a.username, a.role, a.tenant] as const))(
    '%s signs in through the provider and is a %s of %s',
    async (username, role, tenant) => {
      const response = await t.app.inject({ url: '/api/users/me', headers: await t.authAs(username) });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.user).toMatchObject({ username, role });
      expect(body.tenant.code).toBe(tenant);
    },
  );
});

describe('sign-in page', () => {
  it('refuses a wrong password and blocks after repeated failures', async () => {
    await expect(t.signIn('backoffice', 'wrong')).rejects.toThrow(/login answered 401/);
    for (let i = 0; i < 4; i++) await t.signIn('backoffice', 'wrong').catch(() => undefined);
    await expect(t.signIn('backoffice')).rejects.toThrow(/login answered 429/);
  });

  it('only accepts PKCE S256 authorization requests', async () => {
    const response = await t.app.inject({
      url: '/oidc/auth?response_type=code&client_id=souscription-web&redirect_uri=http://localhost:3000/authorization&scope=openid',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toContain('error=invalid_request');
  });

  it('renews an access token with the refresh token', async () => {
    const first = await t.signIn('conseiller');
    const response = await t.app.inject({
      method: 'POST',
      url: '/oidc/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'refresh_token',
        client_id: 'souscription-web',
        refresh_token: first.refresh_token,
      }).toString(),
    });
    expect(response.statusCode).toBe(200);
    const renewed = response.json();
    const me = await t.app.inject({
      url: '/api/users/me',
      headers: { authorization: `Bearer ${renewed.access_token}` },
    });
    expect(me.json().user.username).toBe('conseiller');
  });

  it('revokes a refresh token at sign-out (RFC 7009): it renews nothing afterwards', async () => {
    const discovery = (await t.app.inject({ url: '/oidc/.well-known/openid-configuration' })).json();
    expect(discovery.revocation_endpoint).toMatch(/\/oidc\/token\/revocation$/);
    const { refresh_token } = await t.signIn('conseiller');
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const revoked = await t.app.inject({
      method: 'POST',
      url: '/oidc/token/revocation',
      headers: form,
      payload: new URLSearchParams({
        token: refresh_token,
        token_type_hint: 'refresh_token',
        client_id: 'souscription-web',
      }).toString(),
    });
    expect(revoked.statusCode).toBe(200);
    const renew = await t.app.inject({
      method: 'POST',
      url: '/oidc/token',
      headers: form,
      payload: new URLSearchParams({
        grant_type: 'refresh_token',
        client_id: 'souscription-web',
        refresh_token,
      }).toString(),
    });
    expect(renew.statusCode).toBe(400);
    expect(renew.json().error).toBe('invalid_grant');
  });
});

describe('profile', () => {
  it('shows the partner account and saves the signer e-mail', async () => {
    const headers = await t.authAs('partenaire');
    const before = await t.app.inject({ url: '/api/profile', headers });
    expect(before.statusCode).toBe(200);
    expect(before.json().user).toMatchObject({
      username: 'partenaire',
      firstname: 'Sophie',
      lastname: 'Lefèvre',
    });

    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/profile',
      headers,
      payload: { emailSigner: 'signature@cabinet-lefevre.test' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ email: 'signature@cabinet-lefevre.test' });
    const after = await t.app.inject({ url: '/api/profile', headers });
    expect(after.json().user.email).toBe('signature@cabinet-lefevre.test');
  });

  it('refuses a short or invalid e-mail with message keys', async () => {
    const headers = await t.authAs('partenaire');
    const short = await t.app.inject({
      method: 'POST',
      url: '/api/profile',
      headers,
      payload: { emailSigner: 'a' },
    });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors).toContainEqual({ property: 'emailSigner', message: 'account.too-short' });
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/profile',
      headers,
      payload: { emailSigner: 'not-an-email' },
    });
    expect(invalid.json().errors).toContainEqual({
      property: 'emailSigner',
      message: 'validation.error.email',
    });
  });

  it('answers 4xx with the error shape to a malformed body', async () => {
    const headers = { ...(await t.authAs('partenaire')), 'content-type': 'application/json' };
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/profile',
      headers,
      payload: '{"emailSigner":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ errors: [{ property: 'body', message: 'api.error.malformed-json' }] });
    const missing = await t.app.inject({ method: 'POST', url: '/api/profile', headers, payload: '{}' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors[0].property).toBe('emailSigner');
  });

  it('is the partner’s only, and only where the tenant switch is on', async () => {
    const advisor = await t.app.inject({ url: '/api/profile', headers: await t.authAs('conseiller') });
    expect(advisor.statusCode).toBe(403);
    await t.database.db
      .update(tenants)
      .set({ features: sql`jsonb_set(${tenants.features}, '{profilePage}', 'false')` })
      .where(eq(tenants.code, 'demo'));
    t.app.tenants.invalidate();
    const partnerWithoutSwitch = await t.app.inject({
      url: '/api/profile',
      headers: await t.authAs('partenaire'),
    });
    expect(partnerWithoutSwitch.statusCode).toBe(403);
    await t.database.db
      .update(tenants)
      .set({ features: sql`jsonb_set(${tenants.features}, '{profilePage}', 'true')` })
      .where(eq(tenants.code, 'demo'));
    t.app.tenants.invalidate();
  });
});

describe('tenant look', () => {
  it('serves the logo of the tenant named by the host', async () => {
    const demo = await t.app.inject({ url: '/theme/images/logo.png', headers: { host: 'localhost:3000' } });
    const aestiam = await t.app.inject({
      url: '/theme/images/logo.png',
      headers: { host: 'aestiam.localhost:3000' },
    });
    expect(demo.headers['content-type']).toBe('image/png');
    expect(aestiam.headers['content-type']).toBe('image/png');
    expect(demo.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect(Buffer.compare(demo.rawPayload, aestiam.rawPayload)).not.toBe(0);
  });

  it('gives the public configuration of the tenant', async () => {
    const response = await t.app.inject({ url: '/api/config', headers: { host: 'paref.localhost:3000' } });
    expect(response.json()).toMatchObject({
      oidc: { issuer: 'http://localhost:3000/oidc', clientId: 'souscription-web' },
      tenant: { code: 'paref', name: 'Paref Gestion' },
      defaultLocale: 'fr',
    });
  });

  it('sanitises the footer HTML', async () => {
    await t.database.db
      .update(tenants)
      .set({
        footerBlocks: [
          '<p onclick="steal()">Mentions <script>alert(1)</script><a href="javascript:x()">lien</a></p>',
        ],
      })
      .where(eq(tenants.code, 'norma'));
    t.app.tenants.invalidate();
    const response = await t.app.inject({ url: '/api/footer', headers: { host: 'norma.localhost:3000' } });
    const html = response.json().blocks[0].extraInfo as string;
    expect(html).toContain('Mentions');
    expect(html).not.toMatch(/script|onclick|javascript:/);
  });
});

describe('sso-check', () => {
  it('tells that nobody is signed in at the provider without its session cookie', async () => {
    const response = await t.app.inject({ url: '/api/sso-check' });
    expect(response.json()).toEqual({ autologout: 1, username: null });
  });

  it('honours Extranet-Authorization: the session must be the extranet user’s (spec 01 §7)', async () => {
    const jar = new Map<string, string>();
    await signInThroughProvider(injectCall(t.app), {
      baseUrl: BASE_URL,
      username: 'conseiller',
      password: DEMO_PASSWORD,
      cookies: jar,
    });
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const check = (extranet?: string) =>
      t.app.inject({
        url: '/api/sso-check',
        headers: { cookie, ...(extranet ? { 'extranet-authorization': extranet } : {}) },
      });
    expect((await check()).json()).toEqual({ autologout: 0, username: 'conseiller' });
    const same = (await t.signIn('conseiller')).access_token;
    expect((await check(`Bearer ${same}`)).json()).toEqual({ autologout: 0, username: 'conseiller' });
    // Another user comes from the extranet: this session is not theirs, sign out and authorize again.
    const other = (await t.signIn('client')).access_token;
    expect((await check(`Bearer ${other}`)).json()).toEqual({ autologout: 1, username: 'conseiller' });
    const forged = await check('Bearer abc.def.ghi');
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({
      errors: [{ property: 'authorization', message: 'api.error.invalid-token' }],
    });
    const malformed = await check('Basic abc');
    expect(malformed.statusCode).toBe(422);
  });
});

describe('userinfo of the embedded provider (/oidc/me)', () => {
  it('answers the access token it issued with the user’s claims', async () => {
    const { access_token } = await t.signIn('conseiller');
    const discovery = (await t.app.inject({ url: '/oidc/.well-known/openid-configuration' })).json();
    expect(new URL(discovery.userinfo_endpoint).pathname).toBe('/oidc/me');
    for (const method of ['GET', 'POST'] as const) {
      const response = await t.app.inject({
        method,
        url: '/oidc/me',
        headers: { authorization: `Bearer ${access_token}`, origin: 'http://localhost:3000' },
      });
      expect(response.statusCode, method).toBe(200);
      expect(response.headers['access-control-allow-origin']).toBe('http://localhost:3000');
      expect(response.json()).toMatchObject({
        preferred_username: 'conseiller',
        role: 'advisor',
        tenant: 'demo',
        given_name: expect.any(String),
        family_name: expect.any(String),
      });
    }
  });

  it('refuses a forged or missing token the RFC 6750 way', async () => {
    const forged = await t.app.inject({ url: '/oidc/me', headers: { authorization: 'Bearer abc.def.ghi' } });
    expect(forged.statusCode).toBe(401);
    expect(forged.headers['www-authenticate']).toContain('error="invalid_token"');
    const missing = await t.app.inject({ url: '/oidc/me' });
    expect(missing.statusCode).toBe(401);
    expect(missing.headers['www-authenticate']).toBe('Bearer');
  });
});
