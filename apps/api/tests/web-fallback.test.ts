import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  const webDist = mkdtempSync(join(tmpdir(), 'souscription-web-'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Souscription</title>');
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'assets', 'index-Ab12Cd34.js'), 'console.log(1);');
  t = await createTestApp({ webDist });
});
afterAll(async () => t?.close());

describe('the single-page app behind the API', () => {
  it('answers its index for any screen address, to GET and to HEAD', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await t.app.inject({ method, url: '/tableau-de-bord' });
      expect(response.statusCode, method).toBe(200);
      expect(response.headers['content-type'], method).toContain('text/html');
      expect(response.headers['cache-control'], method).toBe('no-cache');
    }
    expect((await t.app.inject({ url: '/form/3/12' })).body).toContain('<title>Souscription</title>');
  });

  it('lets browsers keep the built files, named by their content, for a year', async () => {
    const response = await t.app.inject({ url: '/assets/index-Ab12Cd34.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.app.inject({ url: '/assets/missing-00000000.js' })).statusCode).toBe(404);
  });

  it('keeps unknown API addresses and other methods in the error shape', async () => {
    const api = await t.app.inject({ url: '/api/nothing-here', headers: await t.authAs('conseiller') });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ errors: [{ property: 'path', message: 'api.error.not-found' }] });
    expect((await t.app.inject({ method: 'POST', url: '/tableau-de-bord' })).statusCode).toBe(404);
  });
});
