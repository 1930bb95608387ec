import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../shared/api-error.js';
import type { TokenVerifier } from './token-verifier.js';

/**
 * Every /api route needs a valid bearer token unless its config says `public: true`; the
 * verified caller is put on `request.principal`.
 */
export function registerAuthentication(app: FastifyInstance, verifyToken: TokenVerifier): void {
  app.decorateRequest('principal', null);
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    if (request.routeOptions.config?.public) {
      request.principal = await readOptionalPrincipal(request, verifyToken);
      return;
    }
    // Every answer of a signed-in call is personal (or may be): no cache, shared or the browser's,
    // keeps it, errors included. A handler may relax it for what is the same for everyone.
    reply.header('cache-control', 'no-store');
    const token = readBearerToken(request);
    if (!token) throw ApiError.unauthorized('api.error.missing-token');
    request.principal = await verifyToken(token);
  });
}

function readBearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !token)
    throw ApiError.unauthorized('api.error.malformed-authorization');
  return token;
}

async function readOptionalPrincipal(request: FastifyRequest, verifyToken: TokenVerifier) {
  try {
    const token = readBearerToken(request);
    return token ? await verifyToken(token) : null;
  } catch {
    return null;
  }
}
