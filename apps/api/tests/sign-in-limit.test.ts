import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { queryRows } from '../src/db/client.js';
import { signInFailures } from '../src/db/schema.js';
import { DEMO_PASSWORD } from '../src/seed/demo-accounts.js';
import { signInThroughProvider } from './support/sign-in-flow.js';
import { BASE_URL, createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

type From = { address: string; headers?: Record<string, string>; app?: FastifyInstance };

/** Signs in from a client address (and headers of its own); resolves to the login form's status. */
async function signInFrom(from: From, username: string, password: string): Promise<number> {
  let loginStatus = 0;
  let retryAfter: unknown;
  await signInThroughProvider(
    async (request) => {
      const response = await (from.app ?? t.app).inject({
        method: request.method,
        url: request.url,
        headers: { ...request.headers, ...from.headers },
        remoteAddress: from.address,
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

/** Milliseconds of one login form answer. */
async function timeLogin(username: string, password: string): Promise<number> {
  let elapsed = 0;
  await signInThroughProvider(
    async (request) => {
      const started = performance.now();
      const response = await t.app.inject({
        method: request.method,
        url: request.url,
        headers: request.headers,
        remoteAddress: `198.51.100.${Math.floor(Math.random() * 250) + 1}`,
        ...(request.body ? { payload: request.body } : {}),
      });
      if (request.url.endsWith('/login')) elapsed = performance.now() - started;
      return { status: response.statusCode, headers: response.headers, body: response.body };
    },
    { baseUrl: BASE_URL, username, password },
  ).catch(() => undefined);
  return elapsed;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe('failed sign-in attempts', () => {
  it('counts only failures: signing in successfully again and again is never blocked', async () => {
    for (let i = 0; i < 7; i++) {
      expect(await signInFrom({ address: '192.0.2.10' }, 'conseiller', DEMO_PASSWORD)).toBe(303);
    }
  });

  it('blocks a username from an address after five failures, not the same username elsewhere nor another username', async () => {
    const from = { address: '192.0.2.20' };
    for (let i = 0; i < 5; i++) expect(await signInFrom(from, 'gestionnaire', 'wrong')).toBe(401);
    expect(await signInFrom(from, 'gestionnaire', DEMO_PASSWORD)).toBe(429);
    expect(await signInFrom(from, 'GESTIONNAIRE', 'wrong')).toBe(429);
    expect(await signInFrom({ address: '192.0.2.21' }, 'gestionnaire', DEMO_PASSWORD)).toBe(303);
    expect(await signInFrom(from, 'manager', DEMO_PASSWORD)).toBe(303);
  });

  it('is not bypassed by a forged X-Forwarded-For: without TRUST_PROXY the socket address counts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const forged = { 'x-forwarded-for': `203.0.113.${i + 1}`, 'x-real-ip': `203.0.113.${i + 1}` };
      statuses.push(await signInFrom({ address: '192.0.2.30', headers: forged }, 'partenaire', 'wrong'));
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
  });

  it('blocks across replicas: failures counted by one process block the attempt on another', async () => {
    const replica = await buildApp({ config: t.config, database: t.database, logger: false });
    try {
      const from = { address: '192.0.2.40' };
      for (let i = 0; i < 5; i++) {
        const app = i % 2 === 0 ? t.app : replica;
        expect(await signInFrom({ ...from, app }, 'backoffice', 'wrong')).toBe(401);
      }
      expect(await signInFrom({ ...from, app: replica }, 'backoffice', DEMO_PASSWORD)).toBe(429);
    } finally {
      await replica.close();
    }
  });

  it('blocks parallel guesses too: the sixth of ten sent at once is already refused', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 10 }, () => signInFrom({ address: '192.0.2.50' }, 'client', 'wrong')),
    );
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
  });

  it('keeps no row past its window: ended windows are deleted by the next attempt', async () => {
    await t.database.db.insert(signInFailures).values(
      Array.from({ length: 50 }, (_, i) => ({
        key: `ended-${i}`,
        failures: 5,
        expiresAt: new Date(Date.now() - 1000),
      })),
    );
    await signInFrom({ address: '192.0.2.60' }, 'prospect', 'wrong');
    const [left] = await queryRows<{ count: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS count FROM sign_in_failures WHERE expires_at <= now()`,
    );
    expect(left?.count).toBe(0);
    // No username or address is stored, only a digest of both.
    const keys = await queryRows<{ key: string }>(t.database.db, sql`SELECT key FROM sign_in_failures`);
    for (const { key } of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('answers an unknown username as slowly as a wrong password (no username enumeration by timing)', async () => {
    await timeLogin('manager', 'warm-up');
    const unknown: number[] = [];
    const wrong: number[] = [];
    for (let i = 0; i < 5; i++) {
      unknown.push(await timeLogin(`nobody-${i}`, 'wrong'));
      wrong.push(await timeLogin('manager', `wrong-${i}`));
    }
    // Before the dummy hash: 76 ms against 598 ms.
    expect(median(unknown)).toBeGreaterThan(median(wrong) * 0.6);
  });
});

describe('configured proxies', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await createTestApp({ trustProxy: ['192.0.2.1'] });
  });
  afterAll(async () => proxied?.close());

  const signInThrough = (address: string, forwardedFor: string, password = 'wrong') =>
    signInFrom(
      { address, headers: { 'x-forwarded-for': forwardedFor }, app: proxied.app },
      'conseiller',
      password,
    );

  it('counts per forwarded client address behind a trusted proxy, and ignores the header from anyone else', async () => {
    for (let i = 0; i < 5; i++) expect(await signInThrough('192.0.2.1', '203.0.113.7')).toBe(401);
    expect(await signInThrough('192.0.2.1', '203.0.113.7')).toBe(429);
    // Another client behind the same proxy is not blocked.
    expect(await signInThrough('192.0.2.1', '203.0.113.8', DEMO_PASSWORD)).toBe(303);
    // A client that is not the proxy cannot claim another address.
    for (let i = 0; i < 5; i++) expect(await signInThrough('192.0.2.99', `203.0.113.${20 + i}`)).toBe(401);
    expect(await signInThrough('192.0.2.99', '203.0.113.30')).toBe(429);
  });

  it('reads the tenant from X-Forwarded-Host only from a trusted proxy (sign-in page brand)', async () => {
    const page = async (app: FastifyInstance, address: string) => {
      const authorize = await app.inject({
        url: `/oidc/auth?${new URLSearchParams({
          response_type: 'code',
          client_id: 'souscription-web',
          redirect_uri: `${BASE_URL}/authorization`,
          scope: 'openid profile api',
          code_challenge: 'x'.repeat(43),
          code_challenge_method: 'S256',
        })}`,
        remoteAddress: address,
      });
      const cookies = ([] as string[])
        .concat(authorize.headers['set-cookie'] ?? [])
        .map((line) => line.split(';')[0])
        .join('; ');
      const response = await app.inject({
        url: String(authorize.headers.location).replace(BASE_URL, ''),
        headers: { cookie: cookies, 'x-forwarded-host': 'voisin.souscription.example' },
        remoteAddress: address,
      });
      return response.body;
    };
    expect(await page(proxied.app, '192.0.2.1')).toContain('Groupe Voisin');
    expect(await page(proxied.app, '192.0.2.99')).not.toContain('Groupe Voisin');
    expect(await page(t.app, '192.0.2.1')).not.toContain('Groupe Voisin');
  });
});
