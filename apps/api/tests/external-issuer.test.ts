import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
