import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  API_PATH_PREFIX,
  ZErrorResponse,
  getSuccessStatus,
  type TErrorStatus,
  type TOperation,
  type TOperationAnswerInput,
  type TOperationBody,
  type TOperationHeaders,
  type TOperationParams,
  type TOperationQuery,
  type TSuccessStatus,
} from '@souscription/contract';

/** What a handler receives: the parsed request and, unless the operation is public, its caller. */
export type TOperationInput<O extends TOperation> = {
  params: TOperationParams<O>;
  query: TOperationQuery<O>;
  body: TOperationBody<O>;
  headers: TOperationHeaders<O>;
  actor: O extends { public: true } ? null : NonNullable<FastifyRequest['actor']>;
};

/**
 * Calls the services and gives the success answer (sent with the operation's status), or the
 * reply when it sent something itself (pre-serialised JSON, a file).
 */
export type TOperationHandler<O extends TOperation> = (
  input: TOperationInput<O>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<TOperationAnswerInput<O> | FastifyReply>;

export type TRegisterOptions = {
  /** Largest body accepted, when the app's default does not suit (uploads). */
  bodyLimit?: number;
};

const STATUS_TEXTS: Record<TSuccessStatus | TErrorStatus, string> = {
  200: 'OK',
  201: 'Created',
  204: 'No Content',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Content Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  428: 'Precondition Required',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** The `ETag` an answer carries, as the OpenAPI document describes it. */
const ETAG_HEADER = {
  type: 'string',
  pattern: '^"[0-9]+"$',
  description: 'The dossier\'s version (`"3"`): send it back as `If-Match` when saving its values.',
};

/** The strong validator of an answer carrying a dossier: its version, quoted. */
function toEtag(answer: unknown): string {
  const version = (answer as { dossier?: { version?: unknown } }).dossier?.version;
  if (typeof version !== 'number') throw new Error('an operation with an ETag answers no dossier version');
  return `"${version}"`;
}

/** The media type of an operation's success answer. */
function contentTypeOf(operation: TOperation): string {
  if (operation.answer === 'file') return operation.fileType ?? 'application/octet-stream';
  if (operation.answer === 'events') return 'text/event-stream';
  return 'application/json';
}

/** The answers of an operation: its success schema, and the error shape for each of its error statuses. */
function responsesOf(operation: TOperation): Record<number, unknown> {
  const status = getSuccessStatus(operation);
  const schema = operation.responses[status];
  const responses: Record<number, unknown> = {
    [status]:
      status === 204
        ? schema
        : {
            description: STATUS_TEXTS[status],
            ...(operation.etag ? { headers: { ETag: ETAG_HEADER } } : {}),
            content: {
              [contentTypeOf(operation)]: { schema },
            },
          },
  };
  for (const [code, keys] of Object.entries(operation.errors) as [`${TErrorStatus}`, readonly string[]][]) {
    responses[Number(code)] = {
      description: `${STATUS_TEXTS[Number(code) as TErrorStatus]}: ${keys.join(', ')}`,
      content: { 'application/json': { schema: ZErrorResponse } },
    };
  }
  return responses;
}

/** `/dossiers/{id}` as Fastify writes it, under the API prefix: `/api/dossiers/:id`. */
export function toRouteUrl(path: string): string {
  return `${API_PATH_PREFIX}${path.replace(/\{(\w+)\}/g, ':$1')}`;
}

/**
 * Registers one operation of the contract: its route under the API prefix, request validation,
 * answer schemas and OpenAPI fields all come from the operation; a non-public operation resolves
 * its caller once (`request.actor`, through the app's `guardOperation`) before the handler runs.
 */
export function registerOperation<O extends TOperation>(
  app: FastifyInstance,
  operation: O,
  handler: TOperationHandler<O>,
  options: TRegisterOptions = {},
): void {
  const status = getSuccessStatus(operation);
  app.route({
    method: operation.method,
    url: toRouteUrl(operation.path),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    config: { public: operation.public === true },
    schema: {
      operationId: operation.operationId,
      summary: operation.summary,
      ...(operation.description ? { description: operation.description } : {}),
      tags: [...operation.tags],
      ...(operation.params ? { params: operation.params } : {}),
      ...(operation.query ? { querystring: operation.query } : {}),
      ...(operation.body ? { body: operation.body } : {}),
      ...(operation.headers ? { headers: operation.headers } : {}),
      response: responsesOf(operation),
      ...(operation.public ? { security: [] } : {}),
    },
    // The caller, then the permission table, before the request is validated: a refused caller
    // learns nothing of what its request would have been told.
    ...(operation.public ? {} : { preValidation: app.guardOperation(operation) }),
    handler: async (request, reply) => {
      const input = {
        params: request.params,
        query: request.query,
        body: request.body,
        headers: request.headers,
        actor: request.actor,
      } as TOperationInput<O>;
      const answer = await handler(input, request, reply);
      if (answer === reply) return reply;
      if (operation.etag) reply.header('etag', toEtag(answer));
      reply.code(status);
      return status === 204 ? reply.send() : answer;
    },
  });
}
