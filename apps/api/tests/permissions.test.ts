import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { datalists } from '../src/db/schema.js';
import { DEMO_HAPPY_PATH_VALUES } from '../src/seed/forms/demo-happy-path.js';
import { FORM_ID_STRIDE } from '../src/seed/seed-form-definitions.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/**
 * The permission table of issue 5, call by call and role by role, on a dossier of the demo advisor
 * `conseiller` for one of its customers: who may read it, change it, and the calls around it.
 */
let t: TestApp;
let formId: number;
let dossierId: number;
let datalistId: number;
let pageId: number;
let blockId: number;
beforeAll(async () => {
  t = await createTestApp();
  const headers = await t.authAs('conseiller');
  formId = (await t.app.inject({ url: '/api/forms', headers }))
    .json()
    .forms.find((f: { back_office: boolean }) => !f.back_office).id;
  const client = (await t.app.inject({ url: '/api/clients', headers })).json().clients[0];
  dossierId = (
    await t.app.inject({
      method: 'POST',
      url: '/api/dossiers',
      headers,
      payload: { formId, clientId: client.id },
    })
  ).json().dossier.id;
  const [list] = await t.database.db.select().from(datalists).where(eq(datalists.formId, formId));
  datalistId = list!.id;
  const pages = (await t.app.inject({ url: `/api/forms/${formId}/pages`, headers })).json().pages;
  pageId = pages[0].id;
  blockId = (await t.app.inject({ url: `/api/fr/pages/${pageId}/blocks`, headers })).json().blocks[0].id;
});
afterAll(async () => t?.close());

type Call = { name: string; run: (username: string) => Promise<number> };

const inject = async (username: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) => {
  const response = await t.app.inject({
    method,
    url,
    headers: { ...(await t.authAs(username)), ...(method === 'PUT' ? { 'if-match': '999' } : {}) },
    ...(payload ? { payload } : {}),
  });
  return response.statusCode;
};

const CALLS: Call[] = [
  { name: 'GET /dossiers/{id}', run: (u) => inject(u, 'GET', `/api/dossiers/${dossierId}`) },
  { name: 'GET /dossier/{id}/summary', run: (u) => inject(u, 'GET', `/api/dossier/${dossierId}/summary`) },
  {
    name: 'PUT /dossiers/{id}/values (stale version)',
    run: (u) =>
      inject(u, 'PUT', `/api/dossiers/${dossierId}/values`, {
        submittingBlockId: DEMO_HAPPY_PATH_VALUES[0]!.blockId + formId * FORM_ID_STRIDE,
        values: [],
      }),
  },
  {
    name: 'GET /{locale}/forms/{id}/mapping',
    run: (u) => inject(u, 'GET', `/api/fr/forms/${formId}/mapping`),
  },
  { name: 'GET /forms/{id}/pages', run: (u) => inject(u, 'GET', `/api/forms/${formId}/pages`) },
  { name: 'GET /{locale}/pages/{id}/blocks', run: (u) => inject(u, 'GET', `/api/fr/pages/${pageId}/blocks`) },
  {
    name: 'GET /{locale}/blocks/{id}/elements',
    run: (u) => inject(u, 'GET', `/api/en/blocks/${blockId}/elements`),
  },
  {
    name: 'GET /datalists/{id}/options',
    run: (u) => inject(u, 'GET', `/api/datalists/${datalistId}/options?filter=fra`),
  },
  { name: 'GET /datalists/{id}/values', run: (u) => inject(u, 'GET', `/api/datalists/${datalistId}/values`) },
  { name: 'GET /clients', run: (u) => inject(u, 'GET', '/api/clients') },
  {
    name: 'PUT /dossiers/{id}/authorized-clients (unknown customer)',
    run: (u) => inject(u, 'PUT', `/api/dossiers/${dossierId}/authorized-clients`, { clientsId: [999999] }),
  },
  {
    name: 'POST /prospects (dossier has a client)',
    run: (u) => inject(u, 'POST', '/api/prospects', { dossierId }),
  },
];

/**
 * Expected status per call and user: 200 read / 409 stale version (allowed to write) / 403 refused /
 * 404 (another tenant's form is not shown to exist) / 422 (allowed, but the request is wrong).
 */
const EXPECTED: Record<string, number[]> = {
  //                     get  sum  put  map  pag  blk  elm  opt  val  cli  auth pros
  conseiller: [200, 200, 409, 200, 200, 200, 200, 200, 200, 200, 422, 422],
  partenaire: [403, 403, 403, 200, 200, 200, 200, 200, 200, 200, 403, 403],
  manager: [200, 200, 409, 200, 200, 200, 200, 200, 200, 200, 422, 422],
  // Read-only on a client-form folder (spec 02 §5): no customer authorized, no prospect made.
  backoffice: [200, 200, 403, 200, 200, 200, 200, 200, 200, 200, 403, 403],
  gestionnaire: [200, 200, 403, 200, 200, 200, 200, 200, 200, 200, 403, 403],
  client: [403, 403, 403, 200, 200, 200, 200, 200, 200, 403, 403, 403],
  prospect: [403, 403, 403, 200, 200, 200, 200, 200, 200, 403, 403, 403],
  'prospect.direct': [403, 403, 403, 200, 200, 200, 200, 200, 200, 403, 403, 403],
  'conseiller.aestiam': [403, 403, 403, 404, 404, 404, 404, 404, 404, 200, 403, 403],
};

describe('permissions of the forms and dossiers calls, role by role', () => {
  for (const [username, statuses] of Object.entries(EXPECTED)) {
    it(`${username}`, async () => {
      const actual: Record<string, number> = {};
      const expected: Record<string, number> = {};
      for (const [index, call] of CALLS.entries()) {
        actual[call.name] = await call.run(username);
        expected[call.name] = statuses[index]!;
      }
      expect(actual).toEqual(expected);
    });
  }

  it('answers 401 to every call without a token', async () => {
    for (const url of [`/api/dossiers/${dossierId}`, `/api/fr/forms/${formId}/mapping`, '/api/clients']) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(401);
    }
  });

  it('never returns another tenant’s form rows', async () => {
    const response = await t.app.inject({
      url: `/api/fr/forms/${formId}/definition`,
      headers: await t.authAs('conseiller.aestiam'),
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('"elements"');
  });
});
