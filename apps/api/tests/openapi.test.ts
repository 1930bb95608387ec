import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileErrors, validate } from '@readme/openapi-parser';
import { ALL_OPERATIONS, API_PATH_PREFIX, getSuccessStatus, type TOperation } from '@souscription/contract';
import { createTestApp, type TestApp } from './support/test-app.js';

type TOpenApiResponse = {
  description: string;
  content?: Record<string, { schema: Record<string, unknown> }>;
};
type TOpenApiOperation = {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: unknown[];
  responses: Record<string, TOpenApiResponse>;
};
type TOpenApiDocument = {
  openapi: string;
  paths: Record<string, Record<string, TOpenApiOperation>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
  security: unknown[];
  tags: { name: string; description: string }[];
};

/** Every method and path Fastify serves, read from its route tree (`printRoutes`). */
function listRoutes(tree: string): { method: string; url: string }[] {
  const routes: { method: string; url: string }[] = [];
  const segments: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    segments.length = depth;
    segments.push(match[2] ?? '');
    for (const method of match[3]?.split(', ') ?? []) routes.push({ method, url: segments.join('') });
  }
  return routes;
}

/** A path with its parameter names erased: `/api/dossiers/:id|:folderId` and `/dossiers/{id}` alike. */
const shapeOf = (path: string) => path.replace(/:\w+(\|:\w+)*/g, '{}').replace(/\{\w+\}/g, '{}');
const routeKey = (method: string, path: string) => `${method} ${shapeOf(path)}`;
const openApiPathOf = (operation: TOperation) => `${API_PATH_PREFIX}${operation.path}`;

let t: TestApp;
let doc: TOpenApiDocument;

beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject({ url: '/docs/json' })).json<TOpenApiDocument>();
});
afterAll(async () => {
  await t.close();
});

/** The reads that may answer 409 (every other read conflicts with nothing). */
const READS_THAT_CONFLICT = new Set([
  'getSignatureIframe',
  'downloadSignedDocuments',
  'getSignatureHistory',
  'getDossierEvidence',
]);

describe('routes and operations', () => {
  it('serves every route under /api from a contract operation, and every operation once', () => {
    const served = listRoutes(t.app.printRoutes({ commonPrefix: false }))
      // Fastify answers HEAD on every GET route by itself.
      .filter((route) => route.method !== 'HEAD' && route.url.startsWith(`${API_PATH_PREFIX}/`))
      .map((route) => routeKey(route.method, route.url))
      .sort();
    const described = ALL_OPERATIONS.map((operation) =>
      routeKey(operation.method, openApiPathOf(operation)),
    ).sort();
    expect(served).toEqual(described);
    expect(served.length).toBeGreaterThanOrEqual(31);
  });
});

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toBe('3.1.0');
    // Note: validate() dereferences what it is given: it gets a copy.
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
  });

  it('describes each operation once, under its operationId, and nothing else', () => {
    const described = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );
    expect(described.map((entry) => entry.operation.operationId).sort()).toEqual(
      ALL_OPERATIONS.map((operation) => operation.operationId).sort(),
    );
    for (const operation of ALL_OPERATIONS) {
      const entry = doc.paths[openApiPathOf(operation)]?.[operation.method.toLowerCase()];
      expect(entry?.operationId, `${operation.method} ${operation.path}`).toBe(operation.operationId);
      expect(entry?.summary).toBe(operation.summary);
      expect(entry?.description).toBe(operation.description);
      expect(entry?.tags).toEqual(operation.tags);
    }
  });

  it('declares every tag its operations use, with what it holds', () => {
    const declared = new Map(doc.tags.map((tag) => [tag.name, tag.description]));
    for (const operation of ALL_OPERATIONS) {
      for (const tag of operation.tags) expect(declared.get(tag), operation.operationId).toBeTruthy();
    }
  });

  it('gives each operation a typed success answer', () => {
    for (const operation of ALL_OPERATIONS) {
      const status = getSuccessStatus(operation);
      const response =
        doc.paths[openApiPathOf(operation)]![operation.method.toLowerCase()]!.responses[status];
      expect(response, operation.operationId).toBeDefined();
      if (status === 204) {
        expect(response?.content, operation.operationId).toBeUndefined();
        continue;
      }
      if (operation.answer === 'file') {
        // A file answer: its bytes, under the type it is sent with (a PDF, a zip archive).
        expect(operation.fileType, operation.operationId).toMatch(/^application\/(pdf|zip)$/);
        expect(Object.keys(response?.content ?? {}), operation.operationId).toEqual([operation.fileType]);
        continue;
      }
      if (operation.answer === 'events') {
        // A server-sent event stream: its format described in words, never a JSON body.
        expect(Object.keys(response?.content ?? {}), operation.operationId).toEqual(['text/event-stream']);
        expect(response?.content?.['text/event-stream']?.schema?.description).toMatch(/event: dossier/);
        continue;
      }
      const schema = response?.content?.['application/json']?.schema;
      expect(schema, operation.operationId).toBeDefined();
      const typed =
        '$ref' in schema! || (schema!.type === 'object' && Object.keys(schema!.properties ?? {}).length > 0);
      expect(typed, `${operation.operationId}: ${JSON.stringify(schema)}`).toBe(true);
    }
  });

  it('lists only the statuses each operation really answers, errors as the one shared component', () => {
    expect(doc.components.schemas).toHaveProperty('ErrorResponse');
    for (const operation of ALL_OPERATIONS) {
      const responses = doc.paths[openApiPathOf(operation)]![operation.method.toLowerCase()]!.responses;
      const expected = [getSuccessStatus(operation), ...Object.keys(operation.errors).map(Number)].sort();
      expect(Object.keys(responses).map(Number).sort(), operation.operationId).toEqual(expected);
      // A read conflicts with nothing, but for the spec's iframe read (its 409 sends the wizard to
      // POST) and the sealed files while the envelope's sealing is under way.
      if (operation.method === 'GET' && !READS_THAT_CONFLICT.has(operation.operationId)) {
        expect(responses, operation.operationId).not.toHaveProperty('409');
      }
      for (const [status, response] of Object.entries(responses)) {
        if (Number(status) < 400) continue;
        expect(response.content?.['application/json']?.schema, `${operation.operationId} ${status}`).toEqual({
          $ref: '#/components/schemas/ErrorResponse',
        });
        // The description names the keys the status may carry (the translation keys of the wire).
        for (const key of operation.errors[Number(status) as keyof TOperation['errors']] ?? []) {
          expect(response.description).toContain(key);
        }
      }
    }
  });

  it('asks for no bearer token on public operations only', () => {
    expect(doc.security).toEqual([{ bearer: [] }]);
    const publicIds: string[] = [];
    for (const operation of ALL_OPERATIONS) {
      const entry = doc.paths[openApiPathOf(operation)]![operation.method.toLowerCase()]!;
      if (operation.public) {
        publicIds.push(operation.operationId);
        expect(entry.security, operation.operationId).toEqual([]);
      } else {
        expect(entry.security, operation.operationId).toBeUndefined();
      }
    }
    expect(publicIds.sort()).toEqual([
      'checkSso',
      'getFooter',
      'getHealth',
      'getPublicConfig',
      'verifySignatures',
    ]);
  });

  it('gives the shared schemas of the contract as components', () => {
    for (const name of ['Dossier', 'FolderSummary', 'Client', 'Receipt', 'FormDefinition', 'FormElement']) {
      expect(doc.components.schemas, name).toHaveProperty(name);
    }
  });
});
