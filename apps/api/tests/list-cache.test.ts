import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { dossiers } from '../src/db/schema.js';
import { createListCache } from '../src/modules/dossiers/list-cache.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ listCacheSeconds: 60 });
});
afterAll(async () => t?.close());

const currentIds = async () => {
  const response = await t.app.inject({
    url: '/api/dossiers?state=current-cases&itemsPerPage=100',
    headers: await t.authAs('conseiller'),
  });
  return (response.json().dossiers as { id: number }[]).map((d) => d.id);
};

describe('folder lists served from memory', () => {
  it('shows an abandon made through the API at once', async () => {
    const before = await currentIds();
    const id = before[0]!;
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/dossiers/${id}/status`,
      headers: await t.authAs('conseiller'),
      payload: { status: 'canceled' },
    });
    expect(response.statusCode).toBe(200);
    expect(await currentIds()).not.toContain(id);
  });

  it('shows a change written straight into the database, announced by the database', async () => {
    const before = await currentIds();
    const id = before[0]!;
    await t.database.db
      .update(dossiers)
      .set({ status: ['signed'] })
      .where(eq(dossiers.id, id));
    let after = await currentIds();
    for (let i = 0; i < 50 && after.includes(id); i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      after = await currentIds();
    }
    expect(after).not.toContain(id);
  });

  it('keeps another tenant’s pages when one tenant changes', async () => {
    const cache = createListCache({ maxEntries: 10, ttlMs: 60_000 });
    let computed = 0;
    const compute = async () => ++computed;
    await cache.getOrCompute(1, 'a', compute);
    await cache.getOrCompute(2, 'a', compute);
    cache.invalidateTenant(1);
    expect(await cache.getOrCompute(1, 'a', compute)).toBe(3);
    expect(await cache.getOrCompute(2, 'a', compute)).toBe(2);
  });

  it('does not keep a page computed while its tenant changed', async () => {
    const cache = createListCache({ maxEntries: 10, ttlMs: 60_000 });
    await cache.getOrCompute(1, 'a', async () => {
      cache.invalidateTenant(1);
      return 'stale';
    });
    expect(await cache.getOrCompute(1, 'a', async () => 'fresh')).toBe('fresh');
  });

  it('evicts the least recently used page beyond its size', async () => {
    const cache = createListCache({ maxEntries: 2, ttlMs: 60_000 });
    await cache.getOrCompute(1, 'a', async () => 'a1');
    await cache.getOrCompute(1, 'b', async () => 'b1');
    await cache.getOrCompute(1, 'a', async () => 'a2');
    await cache.getOrCompute(1, 'c', async () => 'c1');
    expect(await cache.getOrCompute(1, 'a', async () => 'a3')).toBe('a1');
    expect(await cache.getOrCompute(1, 'b', async () => 'b2')).toBe('b2');
  });

  it('answers callers asking for the same page at once with one computation', async () => {
    const cache = createListCache({ maxEntries: 10, ttlMs: 60_000 });
    let computed = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const compute = async () => {
      computed += 1;
      await gate;
      return `page ${computed}`;
    };
    const answers = Promise.all([1, 2, 3].map(() => cache.getOrCompute(1, 'a', compute)));
    release();
    expect(await answers).toEqual(['page 1', 'page 1', 'page 1']);
    expect(computed).toBe(1);
  });

  it('does not share a computation across a change of the tenant', async () => {
    const cache = createListCache({ maxEntries: 10, ttlMs: 60_000 });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const before = cache.getOrCompute(1, 'a', async () => {
      await gate;
      return 'before';
    });
    cache.invalidateTenant(1);
    const after = cache.getOrCompute(1, 'a', async () => 'after');
    release();
    expect(await before).toBe('before');
    expect(await after).toBe('after');
  });

  it('keeps nothing of a failed computation: the next caller computes again', async () => {
    const cache = createListCache({ maxEntries: 10, ttlMs: 60_000 });
    await expect(
      cache.getOrCompute(1, 'a', async () => {
        throw new Error('database gone');
      }),
    ).rejects.toThrow('database gone');
    expect(await cache.getOrCompute(1, 'a', async () => 'back')).toBe('back');
  });
});
