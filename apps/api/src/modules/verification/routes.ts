import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { operations } from '@souscription/contract';
import { registerOperation } from '../../shared/register-operation.js';
import { decodePdf, verifySignatures } from './service.js';
import { createVerificationPool, VERIFY_RETRY_AFTER_SECONDS } from './verification-pool.js';

/** A raw PDF body becomes the JSON shape the operation validates (`{ file: base64 }`). */
const PDF_MEDIA_TYPE = 'application/pdf';

/**
 * The public signature verifier: rate-limited per address (each check parses a whole PDF), and run on
 * the verification pool's threads (bounded in total and per address), never on this one.
 */
export async function verificationRoutes(app: FastifyInstance) {
  await app.register(rateLimit, { max: 30, timeWindow: '1 minute' });
  const pool = createVerificationPool({ threads: app.config.verifyThreads, queue: app.config.verifyQueue });
  app.addHook('onClose', async () => pool.close());
  app.addHook('onSend', async (_request, reply) => {
    if ((reply.statusCode === 503 || reply.statusCode === 429) && !reply.hasHeader('retry-after'))
      reply.header('retry-after', VERIFY_RETRY_AFTER_SECONDS);
  });
  app.addContentTypeParser(PDF_MEDIA_TYPE, { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, { file: (body as Buffer).toString('base64') }),
  );
  registerOperation(app, operations.verifySignatures, async ({ body }, request) =>
    verifySignatures(app.db, app.config, decodePdf(body.file), (pdf, trustAnchors) =>
      pool.verify(pdf, trustAnchors, request.ip),
    ),
  );
}
