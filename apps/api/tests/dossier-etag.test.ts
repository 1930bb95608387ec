import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { dossiers } from '../src/db/schema.js';
import { DEMO_HAPPY_PATH_VALUES, DEMO_INVALID_CASES } from '../src/seed/forms/demo-happy-path.js';
import { createDemoDossiers, type DemoDossiers } from './support/demo-dossiers.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/**
 * Issue 27 item 5: dossier reads carry an `ETag` (the version) that `If-Match` sends back; a folder
 * may be opened with the answers of its first block, checked by the engine as a save is.
 */
let t: TestApp;
let d: DemoDossiers;
beforeAll(async () => {
  t = await createTestApp();
  d = await createDemoDossiers(t);
});
afterAll(async () => t?.close());

const identity = DEMO_HAPPY_PATH_VALUES[0]!;
const toWire = (values: typeof identity.values) =>
  values.map((entry) => ({ elementId: entry.elementId + d.offset, value: entry.value }));

async function read(id: number) {
  return t.app.inject({ url: `/api/dossiers/${id}`, headers: await t.authAs('conseiller') });
}

async function save(id: number, ifMatch: string) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/dossiers/${id}/values`,
    headers: { ...(await t.authAs('conseiller')), 'if-match': ifMatch },
    payload: { submittingBlockId: identity.blockId + d.offset, values: toWire(identity.values) },
  });
}

async function countDossiers() {
  const [row] = await t.database.db.select({ n: count() }).from(dossiers);
  return row!.n;
}

describe('ETag and If-Match on a dossier', () => {
  it('a read sends the version as ETag, which If-Match sends back to save', async () => {
    const id = await d.createDossier();
    const first = await read(id);
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toBe(`"${first.json().dossier.version}"`);

    const saved = await save(id, first.headers.etag as string);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.headers.etag).toBe(`"${first.json().dossier.version + 1}"`);
    expect((await read(id)).headers.etag).toBe(saved.headers.etag);
  });

  it('a save with the ETag of an older read is refused as any stale save (409), nothing changed', async () => {
    const id = await d.createDossier();
    const stale = (await read(id)).headers.etag as string;
    expect((await save(id, stale)).statusCode).toBe(200);
    const current = (await read(id)).headers.etag;

    const refused = await save(id, stale);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors).toEqual([{ property: 'version', message: 'api.error.dossier-changed' }]);
    expect((await read(id)).headers.etag).toBe(current);
  });

  it('the OpenAPI document names the ETag of the dossier reads and the If-Match of the save', async () => {
    const document = (await t.app.inject({ url: '/docs/json' })).json();
    const path = document.paths['/api/dossiers/{id}'];
    expect(path.get.responses['200'].headers.ETag.schema.type).toBe('string');
    const put = document.paths['/api/dossiers/{id}/values'].put;
    expect(put.responses['200'].headers.ETag).toBeDefined();
    expect(put.parameters).toContainEqual(expect.objectContaining({ in: 'header', name: 'if-match' }));
  });
});

describe('POST /dossiers with the answers of a block', () => {
  async function create(payload: Record<string, unknown>) {
    return t.app.inject({
      method: 'POST',
      url: '/api/dossiers',
      headers: await t.authAs('conseiller'),
      payload: { formId: d.formId, clientId: null, ...payload },
    });
  }

  it('opens the folder with the block saved, as a save of that block would', async () => {
    const response = await create({
      submittingBlockId: identity.blockId + d.offset,
      values: toWire(identity.values),
    });
    expect(response.statusCode, response.body).toBe(201);
    const dossier = await d.getDossier(response.json().dossier.id);
    expect(dossier.last_submitted_block_id).toBe(identity.blockId + d.offset);
    expect(dossier.version).toBe(2);
    const stored = new Map(dossier.values.map((entry) => [entry.elementId, entry.value]));
    for (const entry of identity.values.filter((e) => e.value !== '')) {
      expect(stored.get(entry.elementId + d.offset)).toEqual(entry.value);
    }
    expect(response.json().dossier.values).toEqual(dossier.values);
  });

  it('refuses answers the engine refuses, and keeps no folder', async () => {
    const invalid = DEMO_INVALID_CASES.find((c) => c.blockId === identity.blockId && c.rule === 'required')!;
    const before = await countDossiers();
    const response = await create({
      submittingBlockId: invalid.blockId + d.offset,
      values: toWire(invalid.values),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual(
      invalid.expectedErrors.map((e) => ({ property: String(e.elementId + d.offset), message: e.message })),
    );
    expect(await countDossiers()).toBe(before);
  });

  it('refuses answers that name no block', async () => {
    const response = await create({ values: toWire(identity.values) });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([{ property: 'submittingBlockId', message: 'api.error.block' }]);
  });
});
