import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  // With a built SPA, whose index would otherwise answer every address.
  const webDist = mkdtempSync(join(tmpdir(), 'souscription-web-'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Souscription</title>');
  mkdirSync(join(webDist, 'assets'));
  t = await createTestApp({ webDist, securityContact: 'mailto:securite@example.com' });
});
afterAll(async () => t?.close());

describe('the files of the site root', () => {
  it('answers robots.txt as text, keeping robots out of screens behind a sign-in', async () => {
    const response = await t.app.inject({ url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe('User-agent: *\nDisallow: /\n');
  });

  it('answers /.well-known/security.txt as text: contact, expiry under a year away, canonical address', async () => {
    const response = await t.app.inject({ url: '/.well-known/security.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).not.toContain('<');
    const fields = new Map(
      response.body
        .trim()
        .split('\n')
        .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]),
    );
    expect(fields.get('Contact')).toBe('mailto:securite@example.com');
    expect(fields.get('Canonical')).toBe(`${BASE_URL}/.well-known/security.txt`);
    const expires = Date.parse(fields.get('Expires') ?? '');
    expect(expires).toBeGreaterThan(Date.now());
    expect(expires).toBeLessThan(Date.now() + 365 * 24 * 3600 * 1000);
  });
});
