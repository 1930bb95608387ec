import { errorCodes, type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { createUploadBodyReader } from './upload-body-reader.js';
import type { TReadUpload, TUploadBodyOutcome } from './upload-body.js';

/** An upload's body once read by the upload worker, already checked against the contract. */
class ReadUploadBody {
  constructor(readonly outcome: Extract<TUploadBodyOutcome, { kind: 'read' | 'invalid' }>) {}
}

/**
 * What Fastify's validation gives for these zod issues, answered 422 with the same
 * `{ property, message }` by the error handler as on every other route.
 * Note: fastify-type-provider-zod builds the same items (`createValidationError`, not exported)
 * and recognises them by this registered symbol (`hasZodFastifySchemaValidationErrors`).
 */
function validationItems(issues: Extract<TUploadBodyOutcome, { kind: 'invalid' }>['issues']) {
  return issues.map(({ path, code, message }) => ({
    [Symbol.for('ZodFastifySchemaValidationError')]: true,
    keyword: code,
    instancePath: `/${path.join('/')}`,
    schemaPath: `#/${path.join('/')}/${code}`,
    message,
    params: {},
  }));
}

/**
 * In the (encapsulated) context of the upload route: its JSON body is collected as bytes and read
 * by the upload worker — parsed, checked against the contract's zod schema, files decoded and
 * typed — so the thread answering requests never parses 14 MB of JSON. The schema check having
 * been done there, the context's validator lets the worker's result through, or answers its
 * refusals (after the caller is known, as on other routes); any other body (none at all) is
 * checked as everywhere else.
 */
export function registerUploadBodyReading(uploads: FastifyInstance, bodyLimit: number): void {
  const reader = createUploadBodyReader();
  uploads.addHook('onClose', async () => reader.close());
  uploads.removeContentTypeParser('application/json');
  uploads.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit },
    async (_request: unknown, body: Buffer | string) => {
      const outcome = await reader.read(typeof body === 'string' ? Buffer.from(body) : body);
      if (outcome.kind === 'malformed') throw new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY();
      // Note: refusals are given at validation time, after the caller is known, as on other routes.
      return new ReadUploadBody(outcome);
    },
  );
  uploads.setValidatorCompiler((route) => {
    const check = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
    return (data: unknown) => {
      if (!(data instanceof ReadUploadBody)) return check(data);
      const { outcome } = data;
      return outcome.kind === 'read' ? { value: data } : { error: validationItems(outcome.issues) };
    };
  });
}

/** The upload a handler of that context receives as its body. */
export function readUploadOf(body: unknown): TReadUpload {
  if (!(body instanceof ReadUploadBody) || body.outcome.kind !== 'read') {
    throw new Error('the upload body was not read by the upload worker');
  }
  return body.outcome.upload;
}
