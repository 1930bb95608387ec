import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { TApiError } from '@souscription/contract';
import { ApiError } from './api-error.js';

/** A zod message that is already a translation key (`validation.error.email`) is kept as is. */
const isMessageKey = (message: string): boolean => /^[a-z][a-z0-9-]*(\.[a-z0-9-]+)+$/i.test(message);

/**
 * The router's own failures (Fastify's `frameworkErrors`), answered before any route or hook runs:
 * a path that is not valid URL encoding (400), a path param longer than the router reads (414).
 * Note: without it Fastify answers them in its own shape, not ours.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const errors: TApiError[] =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? [{ property: 'path', message: 'api.error.url-too-long' }]
      : error.code === 'FST_ERR_BAD_URL'
        ? [{ property: 'path', message: 'api.error.bad-url' }]
        : [{ property: 'server', message: 'api.error.technical' }];
  const status =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : error.code === 'FST_ERR_BAD_URL' ? 400 : 500;
  if (status === 500) request.log.error({ err: error }, 'router failed');
  void reply.code(status).header('content-type', 'application/json; charset=utf-8').send({ errors });
}

/**
 * RFC 6750 §3: a 401 says the bearer scheme is expected and, when a token came, what was wrong with
 * it (`invalid_request` for a malformed header, `invalid_token` otherwise); no error code when none came.
 */
function bearerChallenge(error: ApiError): string {
  const message = error.errors[0]?.message;
  if (message === 'api.error.missing-token') return 'Bearer realm="souscription"';
  const code = message === 'api.error.malformed-authorization' ? 'invalid_request' : 'invalid_token';
  return `Bearer realm="souscription", error="${code}"`;
}

/**
 * Every failure leaves as `{ errors: [{ property, message }] }` with a 4xx status for anything the
 * caller did wrong; a 500 carries a generic key and never the internal message.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      if (error.statusCode === 401) reply.header('www-authenticate', bearerChallenge(error));
      return reply.code(error.statusCode).send({ errors: error.errors });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const context = (error as FastifyError & { validationContext?: string }).validationContext ?? 'body';
      const errors: TApiError[] = error.validation.map((issue) => {
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        return {
          property: path || context,
          message:
            issue.message && isMessageKey(issue.message) ? issue.message : `api.error.${issue.keyword}`,
        };
      });
      return reply.code(422).send({ errors });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.code(500).send({ errors: [{ property: 'response', message: 'api.error.technical' }] });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const property = error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? 'content-type' : 'body';
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? 'api.error.malformed-json'
          : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? 'api.error.body-too-large'
            : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
              ? 'api.error.unsupported-media-type'
              : status === 429
                ? 'api.error.too-many-requests'
                : 'api.error.bad-request';
      return reply.code(status).send({ errors: [{ property, message }] });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send({ errors: [{ property: 'server', message: 'api.error.technical' }] });
  });
}
