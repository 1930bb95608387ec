import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { toJSONSchema, type z } from 'zod';
import {
  ALL_OPERATIONS,
  MAX_ID,
  TEXT_INVALID_KEY,
  getPathParamNames,
  type TOperation,
} from '@souscription/contract';
import { PERMISSION_TABLE } from '../src/auth/permission-table.js';
import { authorizedClients, customers, datalists, dossiers, receipts, tenants } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let formId: number;
let dossierId: number;
let datalistId: number;

/** Everything a bad request could have written: dossiers (values, status, version), receipts, clients. */
async function readWrittenRows(): Promise<string> {
  const db = t.database.db;
  const [dossierRows, receiptRows, clientRows, customerRows] = await Promise.all([
    db.select().from(dossiers).orderBy(dossiers.id),
    db.select().from(receipts).orderBy(receipts.id),
    db.select().from(authorizedClients),
    db.select().from(customers).orderBy(customers.id),
  ]);
  return JSON.stringify([dossierRows, receiptRows, clientRows, customerRows]);
}

let rowsBefore: string;
beforeAll(async () => {
  t = await createTestApp();
  const headers = await t.authAs('conseiller');
  const forms = (await t.app.inject({ url: '/api/forms', headers })).json().forms;
  formId = forms.find((f: { back_office: boolean }) => !f.back_office).id;
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/dossiers',
    headers,
    payload: { formId, clientId: null },
  });
  expect(created.statusCode, created.body).toBe(201);
  dossierId = created.json().dossier.id;
  const [list] = await t.database.db.select().from(datalists).where(eq(datalists.formId, formId));
  datalistId = list!.id;
  // The account page is on, so that its calls reach their validation (the partner may call them).
  await t.database.db
    .update(tenants)
    .set({ features: sql`jsonb_set(${tenants.features}, '{profilePage}', 'true'::jsonb)` })
    .where(eq(tenants.code, 'demo'));
  t.app.tenants.invalidate();
  // Every account signs in now, so that the sign-in's own writes are not taken for a bad request's.
  await Promise.all(['conseiller', 'gestionnaire', 'partenaire'].map((username) => t.authAs(username)));
  rowsBefore = await readWrittenRows();
});
afterAll(async () => t?.close());

/** A translation key, zod's generic ones (`api.error.invalid_type`) included. */
const isTranslationKey = (message: string): boolean => /^[a-z][\w-]*(\.[\w-]+)+$/i.test(message);

type TAnswer = { statusCode: number; body: string; json: () => unknown };

/** A 4xx in the one error shape, every message a translation key; the errors, to look further. */
function expectRefused(response: TAnswer, status?: number): { property: string; message: string }[] {
  expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, response.body).toBeLessThan(500);
  if (status !== undefined) expect(response.statusCode, response.body).toBe(status);
  const body = response.json() as { errors: { property: string; message: string }[] };
  expect(Object.keys(body)).toEqual(['errors']);
  expect(body.errors.length).toBeGreaterThan(0);
  for (const error of body.errors) {
    expect(typeof error.property).toBe('string');
    expect(isTranslationKey(error.message), error.message).toBe(true);
  }
  return body.errors;
}

const inject = async (
  username: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
): Promise<TAnswer> =>
  t.app.inject({
    method,
    url,
    headers: await t.authAs(username),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const NUL = 'a\u0000b';
const LONE_SURROGATES = ['a\uD800b', 'a\uDC00b', '\uD83D'];
const OUT_OF_RANGE = [MAX_ID + 1, 99_999_999_999];

describe('the cases of issue #16, each a 4xx in the one error shape', () => {
  it.each([
    ['conseiller', '/api/dossiers?searchTerm=%00'],
    ['conseiller', '/api/dossiers?searchTerm=a%00b&state=current-cases'],
    ['conseiller', '/api/clients?searchTerm=%00'],
    ['gestionnaire', '/api/dossiers/integration-state?searchTerm=%00'],
  ])('%s: GET %s refuses a NUL in the search', async (username, url) => {
    const errors = expectRefused(await inject(username, 'GET', url), 422);
    expect(errors).toContainEqual({ property: 'searchTerm', message: TEXT_INVALID_KEY });
  });

  it.each(['options', 'values'])('GET /datalists/{id}/%s refuses a NUL in the filter', async (kind) => {
    const url = `/api/datalists/${datalistId}/${kind}?filter=%00`;
    const errors = expectRefused(await inject('conseiller', 'GET', url), 422);
    expect(errors).toContainEqual({ property: 'filter', message: TEXT_INVALID_KEY });
  });

  it.each([
    ['conseiller', '/api/dossiers?form=2147483648'],
    ['conseiller', '/api/dossiers?form=99999999999'],
    ['gestionnaire', '/api/dossiers/integration-state?form=2147483648'],
  ])('%s: GET %s refuses a form beyond the database’s integers', async (username, url) => {
    const errors = expectRefused(await inject(username, 'GET', url), 422);
    expect(errors).toContainEqual({ property: 'form', message: 'api.error.form' });
  });

  it.each([
    [{ formId: 2_147_483_648 }, 'formId', 'api.error.form'],
    [{ formId: '99999999999' }, 'formId', 'api.error.form'],
    [{ formId: 1, clientId: 99_999_999_999 }, 'clientId', 'api.error.client'],
    [{ formId: 1, submittingBlockId: 2_147_483_648 }, 'submittingBlockId', 'api.error.block'],
  ])('POST /dossiers %j is refused', async (payload, property, message) => {
    const errors = expectRefused(await inject('conseiller', 'POST', '/api/dossiers', payload), 422);
    expect(errors).toContainEqual({ property, message });
  });

  it('PUT /dossiers/{id}/authorized-clients refuses a client id beyond the database’s integers', async () => {
    const url = `/api/dossiers/${dossierId}/authorized-clients`;
    const errors = expectRefused(
      await inject('conseiller', 'PUT', url, { clientsId: [99_999_999_999] }),
      422,
    );
    expect(errors).toContainEqual({ property: 'clientsId.0', message: 'api.error.client' });
  });

  it('POST /prospects refuses a dossier id beyond the database’s integers', async () => {
    const errors = expectRefused(
      await inject('conseiller', 'POST', '/api/prospects', { dossierId: 2_147_483_648 }),
      422,
    );
    expect(errors).toContainEqual({ property: 'dossierId', message: 'api.error.dossier-id' });
  });

  it.each([NUL, ...LONE_SURROGATES])('PUT /dossiers/{id}/values refuses the value %j', async (value) => {
    const url = `/api/dossiers/${dossierId}/values`;
    const single = await inject('conseiller', 'PUT', url, {
      submittingBlockId: 1,
      version: 1,
      values: [{ elementId: 1, value }],
    });
    expect(expectRefused(single, 422)).toContainEqual({
      property: 'values.0.value',
      message: TEXT_INVALID_KEY,
    });
    const list = await inject('conseiller', 'PUT', url, {
      submittingBlockId: 1,
      version: 1,
      values: [{ elementId: 1, value: ['ok', value] }],
    });
    expect(expectRefused(list, 422)).toContainEqual({
      property: 'values.0.value.1',
      message: TEXT_INVALID_KEY,
    });
  });

  it.each([NUL, ...LONE_SURROGATES])('PUT /dossiers/{id}/receipts refuses the title %j', async (title) => {
    const url = `/api/dossiers/${dossierId}/receipts`;
    const response = await inject('conseiller', 'PUT', url, {
      receipts: [{ elementId: 1, typeId: 'id', title, value: Buffer.from('%PDF-1.4').toString('base64') }],
    });
    expect(expectRefused(response, 422)).toContainEqual({
      property: 'receipts.0.title',
      message: TEXT_INVALID_KEY,
    });
  });

  it('a path param that is not valid URL encoding answers 400 in the one error shape', async () => {
    const errors = expectRefused(await inject('conseiller', 'GET', '/api/dossiers/%zz'), 400);
    expect(errors).toEqual([{ property: 'path', message: 'api.error.bad-url' }]);
  });

  it('a path param longer than the router reads answers 414 in the one error shape', async () => {
    const url = `/api/dossiers/${'9'.repeat(200)}`;
    const errors = expectRefused(await inject('conseiller', 'GET', url), 414);
    expect(errors).toEqual([{ property: 'path', message: 'api.error.url-too-long' }]);
  });

  it('an id beyond the database’s integers in a path is refused', async () => {
    const errors = expectRefused(await inject('conseiller', 'GET', '/api/dossiers/2147483648'), 422);
    expect(errors).toContainEqual({ property: 'id', message: 'api.error.id' });
  });

  it.each([
    '/api/dossiers?searchTerm=%ED%A0%80',
    '/api/dossiers?searchTerm=%zz',
    '/api/dossiers?searchTerm=%F0%9F%98',
    '/api/clients?searchTerm=%ED%B0%80x',
  ])('GET %s (not valid UTF-8 or URL encoding in a query) searches the text as sent', async (url) => {
    // Note: the query parser keeps a value it cannot decode as it was sent: a search that finds nothing.
    const response = await inject('conseiller', 'GET', url);
    expect(response.statusCode, response.body).toBe(200);
  });

  it.each(['{"formId":1e400}', '{"formId":1,"values":[{"elementId":1e400,"value":"x"}]}'])(
    'POST /dossiers %s (a number JSON reads as Infinity) is refused',
    async (payload) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/dossiers',
        headers: { ...(await t.authAs('conseiller')), 'content-type': 'application/json' },
        payload,
      });
      expectRefused(response, 422);
    },
  );

  it('a path no route serves answers 404 in the one error shape', async () => {
    const errors = expectRefused(await inject('conseiller', 'GET', '/api/nothing/here'), 404);
    expect(errors).toEqual([{ property: 'path', message: 'api.error.not-found' }]);
  });
});

type TField = { kind: 'text' | 'integer'; path: (string | number)[] };

type TZodDef = {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: readonly z.ZodType[];
  innerType?: z.ZodType;
  in?: z.ZodType;
  checks?: readonly { _zod: { def: { check?: string; format?: string } } }[];
};
const defOf = (schema: z.ZodType): TZodDef => (schema as unknown as { _zod: { def: TZodDef } })._zod.def;

/** Every text and whole-number field a request schema reads, at any depth (an array's first item). */
function findFields(schema: z.ZodType | undefined, path: (string | number)[] = []): TField[] {
  if (!schema) return [];
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([key, child]) => findFields(child, [...path, key]));
    case 'array':
      return findFields(def.element, [...path, 0]);
    case 'union':
      return (def.options ?? []).flatMap((option) => findFields(option, path));
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
      return findFields(def.innerType, path);
    case 'pipe':
      return findFields(def.in, path);
    case 'string':
      return [{ kind: 'text', path }];
    case 'number': {
      const isInteger = (def.checks ?? []).some((check) => check._zod.def.check === 'number_format');
      return isInteger ? [{ kind: 'integer', path }] : [];
    }
    default:
      return [];
  }
}

/** An object with only `value` at `path` (arrays made on the way). */
function toPayload(path: (string | number)[], value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  const inner = toPayload(rest, value);
  return typeof head === 'number' ? [inner] : { [head]: inner };
}

/** Stands for the test's dossier in a path, which the cases are built before. */
const DOSSIER_ID = 'DOSSIER_ID';

/** The path of an operation, each `{param}` filled with a value its schema accepts, one replaced. */
function fillPath(operation: TOperation, replaced: Record<string, string> = {}): string {
  const values: Record<string, string> = {
    locale: 'fr',
    id: DOSSIER_ID,
    folderId: DOSSIER_ID,
    docusignId: 'mission',
  };
  const path = operation.path.replace(/\{(\w+)\}/g, (_match, name: string) =>
    name in replaced ? replaced[name]! : encodeURIComponent(values[name] ?? '1'),
  );
  return `/api${path}`;
}

type TCase = {
  name: string;
  operation: TOperation;
  url: string;
  payload?: unknown;
  status?: number;
  /** The error the answer must hold; any 4xx in the one shape when not said. */
  error?: { property: string; message?: string };
};

const isIdParam = (operation: TOperation, name: string): boolean =>
  !['enum', 'string'].includes(
    defOf((operation.params as unknown as { shape: Record<string, z.ZodType> }).shape[name]!).type,
  );

type TJsonNode = {
  anyOf?: TJsonNode[];
  items?: TJsonNode;
  properties?: Record<string, TJsonNode>;
  maximum?: number;
};

/** The largest value a body's whole-number field accepts (none said: any). */
function maximumAt(schema: z.ZodType, path: (string | number)[]): number | undefined {
  const unwrap = (node: TJsonNode | undefined) =>
    node?.anyOf?.find((option) => option.maximum !== undefined || option.properties || option.items) ?? node;
  let node = unwrap(toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as TJsonNode);
  for (const key of path) node = unwrap(typeof key === 'number' ? node?.items : node?.properties?.[key]);
  return node?.maximum;
}

/** Every bad input of issue #16 over every operation that reads a path param, a query or a body. */
function buildCases(): TCase[] {
  const cases: TCase[] = [];
  for (const operation of ALL_OPERATIONS) {
    const label = `${operation.method} ${operation.path}`;
    for (const name of getPathParamNames(operation.path)) {
      cases.push(
        {
          name: `${label}: {${name}} not valid URL encoding`,
          operation,
          url: fillPath(operation, { [name]: '%zz' }),
          status: 400,
          error: { property: 'path', message: 'api.error.bad-url' },
        },
        {
          name: `${label}: {${name}} too long`,
          operation,
          url: fillPath(operation, { [name]: '9'.repeat(200) }),
          status: 414,
          error: { property: 'path', message: 'api.error.url-too-long' },
        },
        {
          name: `${label}: {${name}} a NUL`,
          operation,
          url: fillPath(operation, { [name]: '%00' }),
          status: 422,
          error: { property: name },
        },
      );
      if (isIdParam(operation, name)) {
        for (const value of OUT_OF_RANGE) {
          cases.push({
            name: `${label}: {${name}} = ${value}`,
            operation,
            url: fillPath(operation, { [name]: String(value) }),
            status: 422,
            error: { property: name },
          });
        }
      }
    }
    for (const field of findFields(operation.query)) {
      const property = field.path.join('.');
      const values = field.kind === 'text' ? [NUL] : OUT_OF_RANGE;
      for (const value of values) {
        const query = new URLSearchParams({ [property]: String(value) }).toString();
        cases.push({
          name: `${label}: ?${property}=${JSON.stringify(value)}`,
          operation,
          url: `${fillPath(operation)}?${query}`,
          status: 422,
          error: {
            property,
            ...(field.kind === 'text' ? { message: TEXT_INVALID_KEY } : {}),
          },
        });
      }
    }
    for (const field of findFields(operation.body)) {
      const property = field.path.join('.');
      // A whole number the schema itself allows past the database's integers is no bad input for it
      // (a version compared in the program, not stored in an integer column).
      const maximum = field.kind === 'integer' ? maximumAt(operation.body!, field.path) : undefined;
      const values =
        field.kind === 'text'
          ? [NUL, ...LONE_SURROGATES]
          : maximum !== undefined && maximum > MAX_ID
            ? []
            : OUT_OF_RANGE;
      for (const value of values) {
        cases.push({
          name: `${label}: body ${property} = ${JSON.stringify(value)}`,
          operation,
          url: fillPath(operation),
          payload: toPayload(field.path, value),
          status: 422,
          error: { property },
        });
      }
    }
  }
  return cases;
}

/**
 * An account the permission table lets call the operation (its refusal comes before validation):
 * the advisor, else the dossier manager, else the partner.
 */
function callerOf(operation: TOperation): string {
  const roles = PERMISSION_TABLE[operation.operationId]?.roles;
  if (!roles || roles.includes('advisor')) return 'conseiller';
  if (roles.includes('manage_dossier')) return 'gestionnaire';
  return 'partenaire';
}

describe('every operation refuses bad input with a 4xx in the one error shape, never a 5xx', () => {
  const cases = buildCases();

  it('covers the operations with a search, an id or a stored text', () => {
    const covered = new Set(cases.map((c) => c.operation.operationId));
    for (const id of [
      'listDossiers',
      'listIntegrationDossiers',
      'listClients',
      'listDatalistOptions',
      'listDatalistValues',
      'createDossier',
      'saveDossierValues',
      'authorizeClients',
      'uploadReceipts',
      'getDossier',
      'createProspect',
    ]) {
      expect(covered, id).toContain(id);
    }
    expect(cases.length).toBeGreaterThan(150);
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const username = callerOf(c.operation);
    const url = c.url.replace(DOSSIER_ID, String(dossierId));
    const response = await inject(username, c.operation.method, url, c.payload);
    const errors = expectRefused(response, c.status);
    if (c.error) expect(errors).toContainEqual(expect.objectContaining(c.error));
  });
});

describe('after every bad request', () => {
  it('nothing was written', async () => {
    expect(await readWrittenRows()).toEqual(rowsBefore);
  });
});
