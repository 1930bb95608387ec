import type { z } from 'zod';
import { collectValidationKeys } from './validation-keys.js';

/** Every API call lives under this prefix; operation paths are written without it. */
export const API_PATH_PREFIX = '/api';

export type THttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Success statuses an operation may answer with (one per operation). */
export type TSuccessStatus = 200 | 201 | 204;

/** Failure statuses, each answered with the one error shape `{ errors: [{ property, message }] }`. */
export type TErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 414 | 415 | 422 | 428 | 429 | 500 | 503;

/** The groups of operations in the OpenAPI document (its `tags`), each with what it holds. */
export const OPERATION_TAGS = {
  session:
    'What the web app reads before and around sign-in: its configuration, the footer, the provider session.',
  profile: 'The signed-in user and the partner’s account page.',
  dossiers: 'Folders (dossiers): open, list, count, read, fill block by block, duplicate, submit, abandon.',
  forms: 'Form definitions: forms, pages, blocks and elements, as the form engine loads them.',
  clients: 'Customers a folder may be opened for, their lists of choices, and prospects made from a folder.',
  receipts: 'Proofs uploaded on a folder’s file elements.',
  documents: 'Documents generated from a folder’s answers: list, preview, download, print.',
  signature: 'Electronic signature: signing page addresses, envelope documents, signed copies, audit trail.',
  'manage-dossier': 'The dossier manager’s review: integration state, pairing with customers, history.',
  'demo-mailbox':
    'The demo installation’s mailbox: the messages it would have sent by e-mail and SMS, for the demo accounts.',
  insights:
    '« Suivi »: where subscriptions stop, how long signatures take and why dossiers are refused, one call per chart.',
  operations: 'Running the service: health.',
} as const;

/** A group of operations in the OpenAPI document. */
export type TOperationTag = keyof typeof OPERATION_TAGS;

/** What a file answer is, as its `Content-Type` says. */
export type TFileType = 'application/pdf' | 'application/zip';

/** Translation keys an operation may answer, by status. */
export type TErrorKeys = Partial<Record<TErrorStatus, readonly string[]>>;

/** The success answer: one status and its body schema (`z.null()` for 204, a Blob for files). */
export type TOperationResponses = Partial<Record<TSuccessStatus, z.ZodType>>;

/**
 * One call of the API, described once for the server (route, validation, OpenAPI) and the web
 * (typed client). Built with {@link defineOperation}.
 */
export type TOperation = {
  /** Unique, the name of the exported constant (`listDossiers`). */
  operationId: string;
  method: THttpMethod;
  /** OpenAPI style, without {@link API_PATH_PREFIX}: `/dossiers/{id}`, `/{locale}/pages/{pageId}/blocks`. */
  path: string;
  summary: string;
  /** What the operation does, for whom and when it refuses, for the OpenAPI document. */
  description: string;
  tags: readonly TOperationTag[];
  /** One property per `{name}` of the path. */
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Request headers the operation reads (lower-case names). */
  headers?: z.ZodType;
  /** The success answer (exactly one status). */
  responses: TOperationResponses;
  /**
   * The error keys the operation itself may answer, by status. {@link defineOperation} adds the ones
   * every call shares (authentication, body parsing, request validation, technical failure).
   */
  errors: TErrorKeys;
  /** No bearer token needed (the caller is read from it when one is sent). */
  public?: boolean;
  /**
   * `file`: the success answer is a file (a Blob on the web), not JSON; `events`: a server-sent event
   * stream (`text/event-stream`) that stays open. Default `json`.
   */
  answer?: 'json' | 'file' | 'events';
  /** The type of the file a `file` answer sends. */
  fileType?: TFileType;
  /**
   * The success answer carries an `ETag` (the dossier's version, `"3"`), which `If-Match` sends back
   * on the next save.
   */
  etag?: true;
};

/** What an operation file writes; `errors` may be left out when it adds nothing of its own. */
export type TOperationDefinition = Omit<TOperation, 'errors'> & { errors?: TErrorKeys };

/** What every operation with a bearer token may answer: the token hook and the caller's resolution. */
export const AUTHENTICATION_ERRORS = {
  401: [
    'api.error.missing-token',
    'api.error.malformed-authorization',
    'api.error.invalid-token',
    'api.error.token-claims-missing',
    'api.error.unknown-tenant',
    'api.error.unknown-user',
  ],
  // Note: with an external issuer, a user first seen in another tenant than its token's, or in a
  // tenant that does not exist, is refused while the token is checked.
  403: ['api.error.tenant-mismatch', 'api.error.tenant-not-found', 'api.error.username-taken'],
  // Note: an external issuer the API could not reach yet (discovery or keys): tokens cannot be checked.
  503: ['api.error.issuer-unavailable'],
} as const satisfies TErrorKeys;

/** What every operation with a request body may answer before its schema is even read. */
export const BODY_ERRORS = {
  400: ['api.error.malformed-json', 'api.error.bad-request'],
  413: ['api.error.body-too-large'],
  415: ['api.error.unsupported-media-type'],
} as const satisfies TErrorKeys;

/**
 * What the router answers, before any schema is read, for an operation with `{params}` in its path:
 * a param that is not valid URL encoding (`%zz`), or one longer than the router reads.
 */
export const PATH_PARAM_ERRORS = {
  400: ['api.error.bad-url'],
  414: ['api.error.url-too-long'],
} as const satisfies TErrorKeys;

/** What any operation may answer when the server fails (never the internal message). */
export const TECHNICAL_ERRORS = { 500: ['api.error.technical'] } as const satisfies TErrorKeys;

/** One list of error keys by status from several, each key once. */
export function mergeErrorKeys(...lists: TErrorKeys[]): TErrorKeys {
  const merged: Partial<Record<TErrorStatus, string[]>> = {};
  for (const list of lists) {
    for (const [status, keys] of Object.entries(list) as [`${TErrorStatus}`, readonly string[]][]) {
      const code = Number(status) as TErrorStatus;
      const into = (merged[code] ??= []);
      for (const key of keys) if (!into.includes(key)) into.push(key);
    }
  }
  const sorted: TErrorKeys = {};
  for (const code of Object.keys(merged)
    .map(Number)
    .sort((a, b) => a - b) as TErrorStatus[]) {
    sorted[code] = merged[code];
  }
  return sorted;
}

/**
 * Describes one call. The answer's `errors` holds every key the operation may send, by status: its
 * own (the file's `errors`), those of the bearer token unless public, of body parsing when it has a
 * body, of the router when its path has params, of request validation read from its schemas (the schemas' own message keys, else
 * `api.error.<zod issue code>`), and the technical failure.
 */
export function defineOperation<const T extends TOperationDefinition>(
  definition: T,
): Omit<T, 'errors'> & { errors: TErrorKeys } {
  const successStatuses = Object.keys(definition.responses);
  if (successStatuses.length !== 1) {
    throw new Error(
      `${definition.operationId}: exactly one success status, got ${successStatuses.join(', ')}`,
    );
  }
  if (definition.answer === 'file' && !definition.fileType) {
    throw new Error(`${definition.operationId}: a file answer names its fileType`);
  }
  const requestSchemas = [definition.params, definition.query, definition.body, definition.headers].filter(
    (schema): schema is z.ZodType => schema !== undefined,
  );
  const validationKeys = [...new Set(requestSchemas.flatMap((schema) => collectValidationKeys(schema)))];
  return {
    ...definition,
    errors: mergeErrorKeys(
      definition.errors ?? {},
      definition.public ? {} : AUTHENTICATION_ERRORS,
      definition.body ? BODY_ERRORS : {},
      getPathParamNames(definition.path).length ? PATH_PARAM_ERRORS : {},
      validationKeys.length ? { 422: validationKeys } : {},
      TECHNICAL_ERRORS,
    ),
  };
}

/** The status of an operation's success answer. */
export function getSuccessStatus(operation: Pick<TOperation, 'responses'>): TSuccessStatus {
  return Number(Object.keys(operation.responses)[0]) as TSuccessStatus;
}

/** The names of the `{params}` of a path, in order. */
export function getPathParamNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
}

/** The path with its `{params}` filled (URI-encoded), without {@link API_PATH_PREFIX}. */
export function fillOperationPath(path: string, params: Readonly<Record<string, unknown>> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`${path}: no value for {${name}}`);
    }
    return encodeURIComponent(String(value));
  });
}

type TSchemaOf<O, K extends string> = O extends { [P in K]: infer S extends z.ZodType } ? S : undefined;
type TOutputOf<S> = S extends z.ZodType ? z.output<S> : undefined;
type TInputOf<S> = S extends z.ZodType ? z.input<S> : undefined;

/** The success schema of an operation. */
export type TOperationSuccessSchema<O extends Pick<TOperation, 'responses'>> =
  O['responses'][keyof O['responses']];

/** Params, query, body and headers as the server reads them (after parsing: coerced, defaulted). */
export type TOperationParams<O> = TOutputOf<TSchemaOf<O, 'params'>>;
export type TOperationQuery<O> = TOutputOf<TSchemaOf<O, 'query'>>;
export type TOperationBody<O> = TOutputOf<TSchemaOf<O, 'body'>>;
export type TOperationHeaders<O> = TOutputOf<TSchemaOf<O, 'headers'>>;

/** Params, query, body and headers as a caller sends them (before parsing). */
export type TOperationParamsInput<O> = TInputOf<TSchemaOf<O, 'params'>>;
export type TOperationQueryInput<O> = TInputOf<TSchemaOf<O, 'query'>>;
export type TOperationBodyInput<O> = TInputOf<TSchemaOf<O, 'body'>>;
export type TOperationHeadersInput<O> = TInputOf<TSchemaOf<O, 'headers'>>;

/** The success answer as parsed by a caller (a Blob stands for a file on the web). */
export type TOperationAnswer<O extends Pick<TOperation, 'responses'>> = z.output<
  Extract<TOperationSuccessSchema<O>, z.ZodType>
>;

/** The success answer as the server hands it over (before encoding). */
export type TOperationAnswerInput<O extends Pick<TOperation, 'responses'>> = z.input<
  Extract<TOperationSuccessSchema<O>, z.ZodType>
>;
