import {
  fillOperationPath,
  getSuccessStatus,
  type TOperation,
  type TOperationAnswer,
  type TOperationBodyInput,
  type TOperationHeadersInput,
  type TOperationParamsInput,
  type TOperationQueryInput,
} from '@souscription/contract';
import { sendApiRequest } from './api-client';
import type { TQueryValue } from './operation-url';

/** Operations of these tags make documents on the server: their calls get the longer time limit. */
const SLOW_TAGS = new Set(['documents', 'signature']);

type THas<O, K extends string> = O extends { [P in K]: object } ? true : false;

/** Required when the operation has path params or a body with required fields; optional otherwise. */
type TPart<O, K extends string, V> =
  THas<O, K> extends true
    ? object extends V
      ? { [P in K]?: V }
      : { [P in K]: V }
    : { [P in K]?: undefined };

/** What a call sends besides its operation: params of the path, query, body, headers. */
export type TCallOptions<O extends TOperation> = TPart<O, 'params', TOperationParamsInput<O>> &
  TPart<O, 'query', TOperationQueryInput<O>> &
  TPart<O, 'body', TOperationBodyInput<O>> & {
    /** The operation's own headers (If-Match…) and any other one the call needs. */
    headers?: (THas<O, 'headers'> extends true ? TOperationHeadersInput<O> : object) & Record<string, string>;
    signal?: AbortSignal;
    credentials?: RequestCredentials;
  };

/** The answer of a call: the parsed success answer, a Blob for a file, true for a 204. */
export type TCallAnswer<O extends TOperation> = O extends { answer: 'file' }
  ? Blob
  : 204 extends keyof O['responses']
    ? true
    : TOperationAnswer<O>;

type TCallArgs<O extends TOperation> =
  object extends TCallOptions<O> ? [options?: TCallOptions<O>] : [options: TCallOptions<O>];

/**
 * Calls an operation of the contract through the API client (bearer token, one shared refresh
 * and retry on 401, null when aborted, ApiError for every failure): fills its path from `params`,
 * sends `query` and `body`, and parses the success answer with the operation's schema.
 */
export function call<O extends TOperation>(
  operation: O,
  ...[options]: TCallArgs<O>
): Promise<TCallAnswer<O> | null> {
  const { params, query, body, headers, signal, credentials } = (options ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, TQueryValue>;
    body?: unknown;
    headers?: Record<string, string>;
    signal?: AbortSignal;
    credentials?: RequestCredentials;
  };
  const status = getSuccessStatus(operation);
  const file = operation.answer === 'file';
  const schema = file || status === 204 ? undefined : operation.responses[status];
  // Note: documents (PDF, signatures, archives) are made on the server while the caller waits.
  const slow =
    file || operation.tags.some((tag) => SLOW_TAGS.has(tag)) || operation.operationId === 'sendCorrection';
  return sendApiRequest<TCallAnswer<O>>({
    method: operation.method,
    path: fillOperationPath(operation.path, params),
    ...(query ? { query } : {}),
    // An operation with a body always sends one (its fields may all have defaults).
    ...(operation.body ? { body: body ?? {} } : {}),
    ...(headers ? { headers } : {}),
    ...(signal ? { signal } : {}),
    ...(credentials ? { credentials } : {}),
    kind: file ? 'blob' : 'json',
    ...(slow ? { slow } : {}),
    ...(schema ? { schema: schema as { parse: (data: unknown) => TCallAnswer<O> } } : {}),
  });
}
