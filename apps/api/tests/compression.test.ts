import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unzipSync } from 'fflate';
import { DEMO_HAPPY_PATH_VALUES } from '../src/seed/forms/demo-happy-path.js';
import { DEMO_BLOCK } from '../src/seed/forms/demo-subscription-form.js';
import { createDemoDossiers, type DemoDossiers } from './support/demo-dossiers.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const SCRIPT = 'index-Ab12Cd34.js';
/** A built script, as Vite writes it: long enough to be worth compressing. */
const script = `export const screens = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `screen-${i}`))};\n`;

let t: TestApp;
let d: DemoDossiers;
beforeAll(async () => {
  // The build's output: each script beside its brotli and gzip copies (apps/web/vite.config.ts).
  const webDist = mkdtempSync(join(tmpdir(), 'souscription-web-'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Souscription</title>');
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'assets', SCRIPT), script);
  writeFileSync(join(webDist, 'assets', `${SCRIPT}.br`), brotliCompressSync(script));
  writeFileSync(join(webDist, 'assets', `${SCRIPT}.gz`), gzipSync(script, { level: 9 }));
  t = await createTestApp({ webDist });
  d = await createDemoDossiers(t);
});
afterAll(async () => t?.close());

const get = async (url: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    url,
    headers: { ...headers, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
  });

describe('the built files, compressed once at build', () => {
  it('sends the brotli copy to a browser accepting brotli', async () => {
    const response = await get(`/assets/${SCRIPT}`, 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip copy to a browser accepting gzip only', async () => {
    const response = await get(`/assets/${SCRIPT}`, 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the file itself to a client accepting no encoding', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const response = await get(`/assets/${SCRIPT}`, acceptEncoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body).toBe(script);
    }
  });
});

describe('answers of the API', () => {
  it('compresses JSON above 1 KiB for a caller accepting it, and not otherwise', async () => {
    const headers = await t.authAs('conseiller');
    const url = `/api/fr/forms/${d.formId}/definition`;
    const plain = await get(url, undefined, headers);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const br = await get(url, 'gzip, deflate, br', headers);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gzip = await get(url, 'gzip', headers);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves small answers as they are', async () => {
    const response = await get('/api/health', 'br');
    expect(response.body.length).toBeLessThan(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toMatchObject({ status: 'ok' });
  });

  it('sends already compressed downloads (a zip of PDFs) as they are', async () => {
    const id = await d.createDossier();
    const upTo = DEMO_HAPPY_PATH_VALUES.findIndex((step) => step.blockId === DEMO_BLOCK.missionLetter);
    for (const step of DEMO_HAPPY_PATH_VALUES.slice(0, upTo)) {
      if (step.receipts?.length) continue;
      expect((await d.submit(id, step)).statusCode).toBe(200);
    }
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/dossiers/${id}/documents/all`,
      headers: { ...(await t.authAs('conseiller')), 'accept-encoding': 'br, gzip' },
      payload: { block_id: DEMO_BLOCK.missionLetter + d.offset },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-encoding']).toBeUndefined();
    const files = Object.keys(unzipSync(response.rawPayload));
    expect(files.length).toBeGreaterThan(0);
    expect(files.every((name) => name.endsWith('.pdf'))).toBe(true);
  });
});
