import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { operations } from '@souscription/contract';
import { registerOperation } from '../../shared/register-operation.js';
import { decodePdf, verifySignatures } from './service.js';

/** A raw PDF body becomes the JSON shape the operation validates (`{ file: base64 }`). */
const PDF_MEDIA_TYPE = 'application/pdf';

/** The public signature verifier (rate-limited per address: each check parses a whole PDF). */
export async function verificationRoutes(app: FastifyInstance) {
  await app.register(rateLimit, { max: 30, timeWindow: '1 minute' });
  app.addContentTypeParser(PDF_MEDIA_TYPE, { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, { file: (body as Buffer).toString('base64') }),
  );
  registerOperation(app, operations.verifySignatures, async ({ body }) =>
    verifySignatures(app.db, app.config, decodePdf(body.file)),
  );
}
