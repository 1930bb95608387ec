import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/seed/demo-accounts.js';
import { signInThroughProvider } from './support/sign-in-flow.js';
import { BASE_URL, createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** Signs in from a given client address; resolves to the login form's status code. */
async function signInFrom(address: string, username: string, password: string): Promise<number> {
  let loginStatus = 0;
  let retryAfter: unknown;
  await signInThroughProvider(
    async (request) => {
      const response = await t.app.inject({
        method: request.method,
        url: request.url,
        headers: request.headers,
        remoteAddress: address,
        ...(request.body ? { payload: request.body } : {}),
      });
      if (request.url.endsWith('/login')) {
        loginStatus = response.statusCode;
        retryAfter = response.headers['retry-after'];
      }
      return { status: response.statusCode, headers: response.headers, body: response.body };
    },
    { baseUrl: BASE_URL, username, password },
  ).catch(() => undefined);
  if (loginStatus === 429) expect(Number(retryAfter)).toBeGreaterThan(0);
  return loginStatus;
}

describe('failed sign-in attempts', () => {
  it('counts only failures: signing in successfully again and again is never blocked', async () => {
    for (let i = 0; i < 7; i++) expect(await signInFrom('192.0.2.10', 'conseiller', DEMO_PASSWORD)).toBe(303);
  });

  it('blocks a username from an address after five failures, not the same username elsewhere nor another username', async () => {
    for (let i = 0; i < 5; i++) expect(await signInFrom('192.0.2.20', 'gestionnaire', 'wrong')).toBe(401);
    expect(await signInFrom('192.0.2.20', 'gestionnaire', DEMO_PASSWORD)).toBe(429);
    expect(await signInFrom('192.0.2.20', 'GESTIONNAIRE', 'wrong')).toBe(429);
    expect(await signInFrom('192.0.2.21', 'gestionnaire', DEMO_PASSWORD)).toBe(303);
    expect(await signInFrom('192.0.2.20', 'manager', DEMO_PASSWORD)).toBe(303);
  });
});
