/**
 * Schema-driven fuzzer: every operation of ALL_OPERATIONS (so operations added later are fuzzed
 * too) gets requests built from its own zod schemas — params, query, body, headers — mixed with
 * hostile strings, numbers and encodings, real ids, and the tokens of several roles (or none).
 * A request fails the test when it answers a 5xx, an error not in the shape
 * `{ errors: [{ property, message }] }`, or takes over 2 s.
 *
 * Bounded: FUZZ_BUDGET_MS in all (default 30 s on PGlite, 15 s on PostgreSQL), shared by the
 * operations. Fixed seed (FUZZ_SEED, default 20261124); a failure prints the seed and path to
 * replay it alone: FUZZ_SEED=… FUZZ_PATH=… FUZZ_OPERATION=<operationId> npx vitest run tests/fuzz-operations.test.ts
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import {
  ALL_OPERATIONS,
  API_PATH_PREFIX,
  ZErrorResponse,
  getPathParamNames,
  type TOperation,
} from '@souscription/contract';
import { queryRows } from '../src/db/client.js';
import {
  arbitraryFromZod,
  arbitraryPathSegment,
  encodeLoosely,
  toText,
  type FuzzPools,
} from './support/fuzz-arbitraries.js';
import { backOfficeAuthorization } from './support/back-office-token.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const onPostgres = process.env.TEST_DATABASE_KIND === 'postgresql';
const BUDGET_MS = Number(process.env.FUZZ_BUDGET_MS ?? (onPostgres ? 15_000 : 30_000));
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);
const REPLAY_PATH = process.env.FUZZ_PATH;
const ONLY = process.env.FUZZ_OPERATION;
const SLOW_MS = 2_000;

/**
 * Who calls: demo accounts of several roles and tenants, a back office's machine client (client
 * credentials), nobody, or a forged token.
 */
const CALLERS = [
  'conseiller',
  'backoffice',
  'gestionnaire',
  'client',
  'prospect.direct',
  'conseiller.aestiam',
  'nobody',
  'forged',
  'back-office-client',
] as const;
const BACK_OFFICE_CLIENT = {
  clientId: 'back-office-fuzz',
  secret: 'the-secret-of-the-fuzzed-back-office',
  tenant: 'demo',
};
let backOfficeHeaders: { authorization: string };
type TCaller = (typeof CALLERS)[number];

const operations = ALL_OPERATIONS.filter((operation) => !ONLY || operation.operationId === ONLY);

let t: TestApp;
let pools: FuzzPools;
const served = new Set<string>();
const unserved: string[] = [];
let requestCount = 0;
const statusCounts = new Map<number, number>();

beforeAll(async () => {
  t = await createTestApp({ backOfficeClients: [BACK_OFFICE_CLIENT] });
  const ids = await queryRows<{ id: number }>(
    t.database.db,
    sql`(SELECT id::int FROM dossiers ORDER BY id LIMIT 40)
        UNION (SELECT id::int FROM receipts LIMIT 10)
        UNION (SELECT id FROM forms) UNION (SELECT id FROM pages LIMIT 20)
        UNION (SELECT id FROM blocks LIMIT 40) UNION (SELECT id FROM elements LIMIT 60)
        UNION (SELECT id FROM datalists) UNION (SELECT id FROM customers LIMIT 20)`,
  );
  pools = { ids: ids.map((row) => Number(row.id)) };
  for (const username of CALLERS)
    if (username !== 'nobody' && username !== 'forged' && username !== 'back-office-client')
      await t.authAs(username);
  backOfficeHeaders = await backOfficeAuthorization(t.app, BACK_OFFICE_CLIENT);
  for (const operation of operations) {
    const url = `${API_PATH_PREFIX}${operation.path.replace(/\{(\w+)\}/g, ':$1')}`;
    if (t.app.hasRoute({ method: operation.method, url })) served.add(operation.operationId);
    else unserved.push(operation.operationId);
  }
}, 120_000);

afterAll(async () => {
  const statuses = [...statusCounts].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
  console.log(
    `fuzzer (${onPostgres ? 'postgresql' : 'pglite'}, seed ${SEED}): ${requestCount} requests over ` +
      `${served.size} operations; statuses ${statuses.join(' ')}` +
      (unserved.length ? `; in the contract but not served: ${unserved.join(', ')}` : ''),
  );
  await t?.close();
});

type TFuzzRequest = {
  caller: TCaller;
  params: Record<string, string>;
  query: unknown;
  body: unknown;
  bodyEncoding: 'json' | 'text' | 'none' | 'form';
  headers: unknown;
};

function requestArbitrary(operation: TOperation): fc.Arbitrary<TFuzzRequest> {
  const paramNames = getPathParamNames(operation.path);
  const paramsSchema = arbitraryFromZod(operation.params, pools);
  const params = paramsSchema.chain((value) => {
    const object = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
    return fc.record(
      Object.fromEntries(
        paramNames.map((name) => [name, arbitraryPathSegment(fc.constant(object[name] ?? value))]),
      ),
    ) as fc.Arbitrary<Record<string, string>>;
  });
  return fc.record({
    caller: fc.constantFrom(...CALLERS),
    params,
    query: arbitraryFromZod(operation.query, pools),
    body: arbitraryFromZod(operation.body, pools),
    bodyEncoding: operation.body
      ? fc.constantFrom<TFuzzRequest['bodyEncoding']>('json', 'json', 'json', 'json', 'text', 'none', 'form')
      : fc.constant<'none'>('none'),
    headers: arbitraryFromZod(operation.headers, pools),
  });
}

/** A query string with each value as a client would encode it (objects as JSON, arrays repeated). */
function toQueryString(query: unknown): string {
  if (!query || typeof query !== 'object')
    return query === undefined ? '' : `?q=${encodeLoosely(toText(query))}`;
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      parts.push(`${encodeLoosely(key)}=${encodeLoosely(toText(item))}`);
    }
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

function toHeaders(headers: unknown): Record<string, string> {
  if (!headers || typeof headers !== 'object') return {};
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(headers)) {
    const text = toText(value);
    // Only what an HTTP client can send in a header.
    if (/^[\t\x20-\x7e\x80-\xff]*$/.test(text) && text.length < 8_000 && /^[a-z0-9-]+$/i.test(key))
      out[key] = text;
  }
  return out;
}

async function send(operation: TOperation, request: TFuzzRequest) {
  const path = operation.path.replace(/\{(\w+)\}/g, (_m, name: string) => request.params[name] ?? '1');
  const headers: Record<string, string> = toHeaders(request.headers);
  if (request.caller === 'forged') headers.authorization = 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.';
  else if (request.caller === 'back-office-client') Object.assign(headers, backOfficeHeaders);
  else if (request.caller !== 'nobody') Object.assign(headers, await t.authAs(request.caller));
  let payload: string | undefined;
  if (request.bodyEncoding === 'json') {
    payload = JSON.stringify(request.body) ?? 'null';
    headers['content-type'] = 'application/json';
  } else if (request.bodyEncoding === 'text') {
    payload = `{"broken": ${toText(request.body).slice(0, 50)}`;
    headers['content-type'] = 'application/json';
  } else if (request.bodyEncoding === 'form') {
    payload = 'a=1&b=%zz';
    headers['content-type'] = 'application/x-www-form-urlencoded';
  }
  const started = performance.now();
  const response = await t.app.inject({
    method: operation.method,
    url: `${API_PATH_PREFIX}${path}${toQueryString(request.query)}`,
    headers,
    ...(payload !== undefined ? { payload } : {}),
  });
  const elapsed = performance.now() - started;
  requestCount += 1;
  statusCounts.set(response.statusCode, (statusCounts.get(response.statusCode) ?? 0) + 1);
  return { response, elapsed, path };
}

describe.each(operations.map((operation) => [operation.operationId, operation] as const))(
  'fuzzing %s',
  (operationId, operation) => {
    it(
      'answers every request in time, with a 4xx in the error shape or a success, never a 5xx',
      async () => {
        if (!served.has(operationId)) return;
        const budget = Math.max(400, BUDGET_MS / Math.max(1, served.size));
        const check = async (request: TFuzzRequest, timed: boolean) => {
          const { response, elapsed, path } = await send(operation, request);
          const what = `${operation.method} ${path} as ${request.caller} → ${response.statusCode} in ${Math.round(elapsed)} ms: ${response.body.slice(0, 300)}`;
          if (response.statusCode >= 500) throw new Error(`5xx: ${what}`);
          if (response.statusCode >= 400) {
            let body: unknown;
            try {
              body = response.json();
            } catch {
              throw new Error(`error not in JSON: ${what}`);
            }
            const parsed = ZErrorResponse.safeParse(body);
            if (!parsed.success || parsed.data.errors.length === 0)
              throw new Error(`error not in the shape: ${what}`);
          }
          if (timed && elapsed > SLOW_MS) throw new Error(`over ${SLOW_MS} ms: ${what}`);
        };
        // A first, untimed request of this operation (a worker thread or a cache may start on it).
        await check(fc.sample(requestArbitrary(operation), { seed: SEED, numRuns: 1 })[0]!, false);
        await fc.assert(
          fc.asyncProperty(requestArbitrary(operation), (request) => check(request, true)),
          {
            seed: SEED,
            ...(REPLAY_PATH ? { path: REPLAY_PATH, endOnFailure: true } : {}),
            numRuns: 100_000,
            interruptAfterTimeLimit: budget,
            markInterruptAsFailure: false,
            // Shrinking replays requests: bounded so that a failure is reported within the budget.
            skipAllAfterTimeLimit: budget * 3,
          },
        );
        expect(requestCount).toBeGreaterThan(0);
      },
      BUDGET_MS + 120_000,
    );
  },
);
