import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { importJWK, SignJWT } from 'jose';
import { buildApp } from '../src/app.js';
import { getSigningJwk } from '../src/auth/app-secrets.js';
import { createLoggerOptions } from '../src/shared/logger-options.js';
import { BASE_URL, createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('answers of a signed-in call are never cached', () => {
  it('sends Cache-Control: no-store on personal answers and on their errors', async () => {
    const auth = await t.authAs('conseiller');
    const list = await t.app.inject({ url: '/api/dossiers?state=current-cases', headers: auth });
    expect(list.statusCode).toBe(200);
    const id = list.json().dossiers[0].id;
    for (const url of [
      '/api/users/me',
      '/api/profile',
      `/api/dossiers/${id}`,
      '/api/dossiers?state=current-cases',
      '/api/dossiers/retrieve-number-dossiers-by-status',
      '/api/clients',
      `/api/dossiers/${id}/receipts`,
      '/api/dossiers/999999',
    ]) {
      const response = await t.app.inject({ url, headers: auth });
      expect(response.headers['cache-control'], `${url} ${response.statusCode}`).toBe('no-store');
    }
    const anonymous = await t.app.inject({ url: '/api/users/me' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['cache-control']).toBe('no-store');
  });
});

describe('Permissions-Policy', () => {
  it('turns off camera, microphone, geolocation, payment… on the API, the provider and the pages', async () => {
    for (const url of [
      '/api/health',
      '/oidc/.well-known/openid-configuration',
      '/nowhere',
      '/api/users/me',
    ]) {
      const response = await t.app.inject({ url });
      expect(response.headers['permissions-policy'], url).toMatch(
        /camera=\(\).*geolocation=\(\).*microphone=\(\)/,
      );
    }
  });
});

describe('CORS of the embedded provider', () => {
  const evil = 'https://evil.example';

  it('answers discovery, JWKS and preflights to our own origin only', async () => {
    for (const url of ['/oidc/.well-known/openid-configuration', '/oidc/jwks']) {
      const foreign = await t.app.inject({ url, headers: { origin: evil } });
      expect(foreign.statusCode, url).toBe(200);
      expect(foreign.headers['access-control-allow-origin'], url).not.toBe(evil);
      expect(foreign.headers['access-control-allow-origin'], url).not.toBe('*');
      const ours = await t.app.inject({ url, headers: { origin: BASE_URL } });
      expect(ours.headers['access-control-allow-origin'], url).toBe(BASE_URL);
    }
    for (const url of ['/oidc/token', '/oidc/me']) {
      const preflight = await t.app.inject({
        method: 'OPTIONS',
        url,
        headers: { origin: evil, 'access-control-request-method': 'POST' },
      });
      expect(preflight.headers['access-control-allow-origin'], url).not.toBe(evil);
      const ours = await t.app.inject({
        method: 'OPTIONS',
        url,
        headers: { origin: BASE_URL, 'access-control-request-method': 'POST' },
      });
      expect(ours.headers['access-control-allow-origin'], url).toBe(BASE_URL);
    }
  });

  it('refuses a token request sent from another origin', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/oidc/token',
      headers: { origin: evil, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=refresh_token&client_id=souscription-web&refresh_token=x',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.headers['access-control-allow-origin']).not.toBe(evil);
  });
});

describe('access tokens', () => {
  async function signToken(claims: Record<string, unknown>, expiresIn?: string, typ = 'at+jwt') {
    const jwk = await getSigningJwk(t.database.db);
    const key = await importJWK(jwk, 'RS256');
    let jwt = new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: jwk.kid!, typ })
      .setIssuer(`${BASE_URL}/oidc`)
      .setAudience(`${BASE_URL}/api`)
      .setSubject(String(claims.sub))
      .setIssuedAt();
    if (expiresIn) jwt = jwt.setExpirationTime(expiresIn);
    return jwt.sign(key);
  }

  it('refuses a token without exp, signed by the provider’s own key; the same with exp passes', async () => {
    const me = await t.app.inject({ url: '/api/users/me', headers: await t.authAs('conseiller') });
    const sub = JSON.parse(
      Buffer.from((await t.authAs('conseiller')).authorization.split('.')[1]!, 'base64url').toString(),
    ).sub;
    expect(me.statusCode).toBe(200);
    const claims = { sub, role: 'advisor', tenant: 'demo', preferred_username: 'conseiller' };
    const forever = await t.app.inject({
      url: '/api/users/me',
      headers: { authorization: `Bearer ${await signToken(claims)}` },
    });
    expect(forever.statusCode).toBe(401);
    expect(forever.json()).toEqual({
      errors: [{ property: 'authorization', message: 'api.error.invalid-token' }],
    });
    const expiring = await t.app.inject({
      url: '/api/users/me',
      headers: { authorization: `Bearer ${await signToken(claims, '5m')}` },
    });
    expect(expiring.statusCode).toBe(200);
    // The same claims in a token not typed as an access token (RFC 9068 `at+jwt`): refused.
    const untyped = await t.app.inject({
      url: '/api/users/me',
      headers: { authorization: `Bearer ${await signToken(claims, '5m', 'JWT')}` },
    });
    expect(untyped.statusCode).toBe(401);
  });

  it('refuses the ID token of a sign-in, saying so in WWW-Authenticate (RFC 6750)', async () => {
    const tokens = await t.signIn('conseiller');
    const response = await t.app.inject({
      url: '/api/dossiers',
      headers: { authorization: `Bearer ${tokens.id_token}` },
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer realm="souscription", error="invalid_token"');
    const accepted = await t.app.inject({
      url: '/api/dossiers',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(accepted.statusCode).toBe(200);
  });

  it('asks for a bearer token when none came, and names a malformed header', async () => {
    const none = await t.app.inject({ url: '/api/dossiers' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer realm="souscription"');
    const malformed = await t.app.inject({ url: '/api/dossiers', headers: { authorization: 'Basic abc' } });
    expect(malformed.headers['www-authenticate']).toBe(
      'Bearer realm="souscription", error="invalid_request"',
    );
  });
});

describe('development sign-in destinations', () => {
  const authorize = (app: TestApp['app'], redirectUri: string) =>
    app.inject({
      url: `/oidc/auth?${new URLSearchParams({
        response_type: 'code',
        client_id: 'souscription-web',
        redirect_uri: redirectUri,
        scope: 'openid profile api',
        code_challenge: 'x'.repeat(43),
        code_challenge_method: 'S256',
      })}`,
    });

  it('refuses the Vite dev server unless DEV_WEB_ORIGINS names it', async () => {
    expect((await authorize(t.app, `${BASE_URL}/authorization`)).statusCode).toBe(303);
    const refused = await authorize(t.app, 'http://localhost:5173/authorization');
    expect(refused.statusCode).toBe(400);
    const dev = await buildApp({
      config: { ...t.config, devWebOrigins: ['http://localhost:5173'] },
      database: t.database,
      logger: false,
    });
    try {
      expect((await authorize(dev, 'http://localhost:5173/authorization')).statusCode).toBe(303);
    } finally {
      await dev.close();
    }
  });
});

describe('logs', () => {
  it('never write a failed query’s parameters nor PostgreSQL’s detail', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = Fastify({ logger: createLoggerOptions('info', stream) });
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "x"'), {
      code: '23505',
      detail: 'Key (email)=(jeanne.martin@example.com) already exists.',
    });
    const { DrizzleQueryError } = await import('drizzle-orm/errors');
    const error = new DrizzleQueryError(
      'insert into "customers" ("email", "last_name") values ($1, $2)',
      ['jeanne.martin@example.com', 'Martin'],
      cause,
    );
    app.log.error({ err: error }, 'unexpected error');
    await app.close();
    const logged = lines.join('');
    expect(logged).toContain('Failed query: insert into');
    expect(logged).toContain('23505');
    expect(logged).not.toContain('jeanne.martin');
    expect(logged).not.toContain('Martin"');
  });
});
