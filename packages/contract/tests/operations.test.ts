import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ALL_OPERATIONS,
  getPathParamNames,
  getSuccessStatus,
  operations,
  toValidationErrorKey,
  type TOperation,
} from '../src/index.js';

const described = [...ALL_OPERATIONS];

/** Values that break most checks: wrong types, bounds, formats. */
const ODD_VALUES: unknown[] = [
  undefined,
  null,
  true,
  '',
  'x',
  'not an e-mail',
  ' ',
  'a'.repeat(30_000),
  -1,
  0,
  1.5,
  1e20,
  3_000_000_000,
  [],
  [1, 'x', null],
  Array.from({ length: 6_000 }, () => ({})),
  {},
  { nested: true },
];

/** Inputs that are wrong in one place at a time, down to nested objects and arrays. */
function oddInputsOf(schema: z.ZodType, depth = 0): unknown[] {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
  const inner = (def.innerType ?? def.in) as z.ZodType | undefined;
  if (inner) return oddInputsOf(inner, depth);
  if (depth > 4) return ODD_VALUES;
  if (def.type === 'object') {
    const shape = def.shape as Record<string, z.ZodType>;
    const inputs: unknown[] = [...ODD_VALUES];
    for (const [name, field] of Object.entries(shape)) {
      for (const value of oddInputsOf(field, depth + 1)) inputs.push({ [name]: value });
    }
    return inputs;
  }
  if (def.type === 'array') {
    return [...ODD_VALUES, ...oddInputsOf(def.element as z.ZodType, depth + 1).map((value) => [value])];
  }
  if (def.type === 'union') {
    return [
      ...ODD_VALUES,
      ...(def.options as z.ZodType[]).flatMap((option) => oddInputsOf(option, depth + 1)),
    ];
  }
  return ODD_VALUES;
}

/** The reads that answer 409, and why (every other read conflicts with nothing). */
const READ_CONFLICTS: Readonly<Record<string, readonly string[]>> = {
  getSignatureIframe: ['docusign.error-open-required'],
  downloadSignedDocuments: ['docusign.error-sealing'],
  getSignatureHistory: ['docusign.error-sealing'],
  getDossierEvidence: ['docusign.error-sealing'],
};

describe('operations', () => {
  it('each has a unique id, the name it is exported under', () => {
    const ids = described.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const operation of described) {
      expect(operations[operation.operationId as keyof typeof operations]).toBe(operation);
    }
    const exported = Object.values(operations as Record<string, unknown>).filter(
      (value): value is TOperation => typeof value === 'object' && value !== null && 'operationId' in value,
    );
    expect(exported).toHaveLength(described.length);
  });

  it('each method and path is described once', () => {
    const routes = described.map((operation) => `${operation.method} ${operation.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it.each(described.map((operation) => [operation.operationId, operation] as const))(
    '%s: path params and its params schema name the same things',
    (_id, operation) => {
      const shape = (operation.params as z.ZodObject | undefined)?.shape ?? {};
      expect(Object.keys(shape).sort()).toEqual(getPathParamNames(operation.path).sort());
      expect(operation.path).toMatch(/^\/[^?#]*$/);
      expect(operation.path.startsWith('/api/')).toBe(false);
    },
  );

  it.each(described.map((operation) => [operation.operationId, operation] as const))(
    '%s: one success answer, and the error keys of its statuses',
    (_id, operation) => {
      expect([200, 201, 204]).toContain(getSuccessStatus(operation));
      for (const [status, keys] of Object.entries(operation.errors)) {
        expect(Number(status)).toBeGreaterThanOrEqual(400);
        expect(keys?.length, status).toBeGreaterThan(0);
      }
      expect(operation.errors[500]).toEqual(['api.error.technical']);
      if (!operation.public) expect(operation.errors[401]).toContain('api.error.missing-token');
      // A public call answers no 401, but /sso-check refuses the token an extranet sends it (spec 01 §7).
      else if (operation.operationId === 'checkSso')
        expect(operation.errors[401]).toEqual(['api.error.invalid-token']);
      else expect(operation.errors[401]).toBeUndefined();
      const hasPathParams = getPathParamNames(operation.path).length > 0;
      if (operation.body) expect(operation.errors[413]).toEqual(['api.error.body-too-large']);
      // Without a body, a 400 is only the router's: a path param that is not valid URL encoding.
      else expect(operation.errors[400]).toEqual(hasPathParams ? ['api.error.bad-url'] : undefined);
      if (hasPathParams) {
        expect(operation.errors[400]).toContain('api.error.bad-url');
        expect(operation.errors[414]).toEqual(['api.error.url-too-long']);
      } else expect(operation.errors[414]).toBeUndefined();
      // A read conflicts with nothing but these: the spec's iframe read answers 409
      // docusign.error-open-required while no envelope is out (it opens none: POST …/ceremonies does),
      // and the sealed files wait while the envelope's sealing is under way (issue 32 point 7).
      if (operation.method === 'GET') {
        expect(operation.errors[409]).toEqual(READ_CONFLICTS[operation.operationId]);
      }
    },
  );

  it.each(described.map((operation) => [operation.operationId, operation] as const))(
    '%s: every key its request schemas produce is listed under 422',
    (_id, operation) => {
      const listed = new Set(operation.errors[422] ?? []);
      for (const schema of [operation.params, operation.query, operation.body, operation.headers]) {
        if (!schema) continue;
        for (const input of oddInputsOf(schema)) {
          const result = schema.safeParse(input);
          for (const issue of result.error?.issues ?? []) {
            expect(listed, JSON.stringify(issue)).toContain(toValidationErrorKey(issue.code, issue.message));
          }
        }
      }
    },
  );
});
