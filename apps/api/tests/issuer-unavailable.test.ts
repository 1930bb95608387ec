import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.js';
import { findFreePort, startExternalIssuer, type ExternalIssuer } from './support/external-issuer.js';

let port: number;
let issuer: ExternalIssuer | undefined;
let t: TestApp;
beforeAll(async () => {
  // The API is told an issuer address where nothing answers yet.
  port = await findFreePort();
  t = await createTestApp({
    oidcIssuer: `http://127.0.0.1:${port}`,
    smtpUrl: 'smtp://127.0.0.1:2525',
    mailFrom: 'Souscription <no-reply@example.com>',
  });
});
afterAll(async () => {
  await t?.close();
  await issuer?.close();
});

const health = async () => (await t.app.inject({ url: '/api/health' })).json();

/** Asks /api/health until the API says it is whole again (it retries discovery by itself). */
async function waitForHealthy(): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if ((await health()).status === 'ok') return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('an external issuer that is down when the API starts', () => {
  it('leaves the API up, reporting itself degraded with the reason', async () => {
    const body = await health();
    expect(body.status).toBe('degraded');
    expect(body.database).toBe(t.database.kind);
    expect(body.reasons).toEqual([
      {
        component: 'issuer',
        message: expect.stringContaining(`http://127.0.0.1:${port}/.well-known/openid-configuration failed`),
      },
    ]);
    expect(body.reasons[0].message).toContain('ECONNREFUSED');
  });

  it('answers a signed-in call with 503 and a message the web app shows', async () => {
    const response = await t.app.inject({
      url: '/api/users/me',
      headers: { authorization: 'Bearer eyJhbGciOiJSUzI1NiJ9.e30.c2ln' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      errors: [{ property: 'authorization', message: 'api.error.issuer-unavailable' }],
    });
  });

  it('still answers what needs no sign-in', async () => {
    const response = await t.app.inject({ url: '/api/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json().oidc.issuer).toBe(`http://127.0.0.1:${port}`);
  });

  it('recovers by itself once the issuer answers, and accepts its tokens', async () => {
    issuer = await startExternalIssuer({ port });
    await waitForHealthy();
    expect(await health()).toEqual({ status: 'ok', database: t.database.kind });
    const response = await t.app.inject({
      url: '/api/users/me',
      headers: { authorization: `Bearer ${await issuer.sign({})}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ username: 'ext-advisor', role: 'advisor' });
  });
});
