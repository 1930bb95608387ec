/**
 * The public verifier under files and loads meant to stall it (issue 33, point 2): a decompression
 * bomb is refused as too complex and the server answers on; malformed uploads are 4xx; beyond the
 * verification pool's threads and queue the answer is 503, beyond one address's share 429, both in
 * the usual error shape with Retry-After.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDecompressionBomb } from '../../../packages/pdf-signature/tests/helpers/decompression-bomb.js';
import { signLikeThePlatform } from '../../../packages/pdf-signature/tests/helpers/platform-signed-document.js';
import { VERIFY_IN_FLIGHT_PER_ADDRESS } from '../src/modules/verification/verification-pool.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const GiB = 1024 * 1024 * 1024;

let signedPdf: Uint8Array;

const verifyRaw = (t: TestApp, pdf: Uint8Array) =>
  t.app.inject({
    method: 'POST',
    url: '/api/signatures/verify',
    headers: { 'content-type': 'application/pdf' },
    payload: Buffer.from(pdf),
  });

beforeAll(async () => {
  signedPdf = (await signLikeThePlatform()).final;
}, 120_000);

describe('a file made to stall the verifier', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 120_000);
  afterAll(async () => t?.close());

  it('a 1 MB PDF inflating to 1 GiB is refused as too complex, and the server still verifies and answers', async () => {
    const bomb = await makeDecompressionBomb(GiB);
    expect(bomb.length).toBeLessThan(1.1 * 1024 * 1024);
    const refused = await verifyRaw(t, bomb);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      errors: [{ property: 'file', message: 'verification.error-too-complex' }],
    });
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    const genuine = await verifyRaw(t, signedPdf);
    expect(genuine.statusCode, genuine.body).toBe(200);
    expect(genuine.json().signatures.length).toBeGreaterThan(0);
  }, 60_000);

  it('malformed uploads are answered 4xx in the error shape, never 500', async () => {
    const truncated = signedPdf.subarray(0, 2000);
    const garbage = new Uint8Array(Buffer.from(`%PDF-1.7\n${'<<['.repeat(5000)}\n%%EOF\n`, 'latin1'));
    const answers = [
      await verifyRaw(t, garbage),
      await verifyRaw(t, new Uint8Array(Buffer.from('not a pdf at all'))),
      await t.app.inject({ method: 'POST', url: '/api/signatures/verify', payload: { file: '%%%' } }),
      await t.app.inject({ method: 'POST', url: '/api/signatures/verify', payload: {} }),
      await t.app.inject({
        method: 'POST',
        url: '/api/signatures/verify',
        headers: { 'content-type': 'application/json' },
        payload: '{"file": ',
      }),
      await t.app.inject({
        method: 'POST',
        url: '/api/signatures/verify',
        headers: { 'content-type': 'text/plain' },
        payload: 'hello',
      }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, answer.body).toBeLessThan(500);
      expect(answer.json().errors[0]).toEqual({ property: expect.any(String), message: expect.any(String) });
    }
    expect(answers[0]!.json().errors[0].message).toMatch(/^verification\.error-(not-pdf|too-complex)$/);
    // A cut file is read as far as it goes: an answer, never a failure of the server.
    expect((await verifyRaw(t, truncated)).statusCode).toBeLessThan(500);
  });
});

describe('more verifications at once than the pool takes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ verifyThreads: 1, verifyQueue: 1 });
  }, 120_000);
  afterAll(async () => t?.close());

  it('one thread and a queue of one: a third verification at once is answered 503 with Retry-After', async () => {
    const answers = await Promise.all([1, 2, 3].map(() => verifyRaw(t, signedPdf)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 200, 503]);
    const busy = answers.find((answer) => answer.statusCode === 503)!;
    expect(busy.json()).toEqual({ errors: [{ property: 'file', message: 'verification.error-busy' }] });
    expect(Number(busy.headers['retry-after'])).toBeGreaterThan(0);
    // Once the others are done, the next one is verified.
    expect((await verifyRaw(t, signedPdf)).statusCode).toBe(200);
  }, 60_000);
});

describe('one address sending many verifications at once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ verifyThreads: 1, verifyQueue: 50 });
  }, 120_000);
  afterAll(async () => t?.close());

  it('gets its share of the pool; one more at once is answered 429 with Retry-After', async () => {
    const count = VERIFY_IN_FLIGHT_PER_ADDRESS + 1;
    const answers = await Promise.all(Array.from({ length: count }, () => verifyRaw(t, signedPdf)));
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(refused).toHaveLength(1);
    expect(refused[0]!.json()).toEqual({
      errors: [{ property: 'file', message: 'api.error.too-many-requests' }],
    });
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(0);
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(count - 1);
  }, 60_000);
});
