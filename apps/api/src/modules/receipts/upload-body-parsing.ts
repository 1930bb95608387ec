import type { Readable } from 'node:stream';
import { errorCodes, type FastifyInstance, type FastifyRequest } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { BlobStore } from '../../storage/blob-store.js';
import type { BlobLocation } from '../../storage/create-blob-store.js';
import { createUploadBodyReader } from './upload-body-reader.js';
import type { TReadUpload, TUploadBodyOutcome } from './upload-body.js';

/** An upload once read: its fields and files, and how to store the files once the upload is accepted. */
export type TAcceptedUpload = TReadUpload & {
  /** Stores every file of the upload in the blob store (from the upload worker when it kept them). */
  storeFiles: () => Promise<void>;
};

/** An upload's body once read by the upload worker, already checked against the contract. */
class ReadUploadBody {
  constructor(
    readonly outcome: Extract<TUploadBodyOutcome, { kind: 'read' | 'invalid' }>,
    readonly storeFiles: () => Promise<void>,
    /** Frees what the worker kept of the files, if they were not stored. */
    readonly release: () => void,
  ) {}
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
 * In the (encapsulated) context of the upload route: its JSON body goes to the upload worker as it
 * arrives and is read there — parsed, checked against the contract's zod schema, files decoded,
 * typed and hashed — so the thread answering requests never holds nor parses 14 MB of JSON; the
 * route's body limit is kept here (413 as on other routes). The schema check having
 * been done there, the context's validator lets the worker's result through, or answers its
 * refusals (after the caller is known, as on other routes); any other body (none at all) is
 * checked as everywhere else.
 */
export function registerUploadBodyReading(
  uploads: FastifyInstance,
  { bodyLimit, blobs, location }: { bodyLimit: number; blobs: BlobStore; location: BlobLocation },
): void {
  const reader = createUploadBodyReader(location);
  uploads.addHook('onClose', async () => reader.close());
  uploads.removeContentTypeParser('application/json');
  uploads.addContentTypeParser('application/json', async (request: FastifyRequest, body: Readable) => {
    const declared = Number(request.headers['content-length']);
    const { id, outcome } = await reader.read(
      body,
      bodyLimit,
      Number.isFinite(declared) ? declared : undefined,
    );
    if (outcome.kind === 'malformed') throw new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY();
    const files = outcome.kind === 'read' ? outcome.upload.receipts.map(({ file }) => file) : [];
    const storeFiles = async () => {
      // The worker kept the files it could store itself; an in-memory database is reached from here.
      if (files.some((file) => 'sha256' in file && !file.bytes)) return reader.store(id);
      for (const file of files) if ('bytes' in file && file.bytes) await blobs.put(file.bytes, file);
    };
    // Note: refusals are given at validation time, after the caller is known, as on other routes.
    return new ReadUploadBody(outcome, storeFiles, () => reader.discard(id));
  });
  // Whatever the answer, the worker does not keep files nobody will store.
  uploads.addHook('onResponse', async (request) => {
    if (request.body instanceof ReadUploadBody) request.body.release();
  });
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
export function readUploadOf(body: unknown): TAcceptedUpload {
  if (!(body instanceof ReadUploadBody) || body.outcome.kind !== 'read') {
    throw new Error('the upload body was not read by the upload worker');
  }
  return { ...body.outcome.upload, storeFiles: body.storeFiles };
}
