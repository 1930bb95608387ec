import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.js';
import { findUserById } from '../modules/users/index.js';
import { USERINFO_PATH } from './mount-oidc-provider.js';
import type { TokenVerifier } from './token-verifier.js';

/** What userinfo tells of an account: the `openid` and `profile` claims our client is always granted. */
async function findUserinfoClaims(db: Database, sub: string) {
  const user = await findUserById(db, sub);
  if (!user) return undefined;
  return {
    sub: user.id,
    preferred_username: user.username,
    given_name: user.firstname,
    family_name: user.lastname,
    role: user.role,
    tenant: user.tenantCode,
  };
}

/** The bearer token of the header, or (RFC 6750 §2.2) of a form body. */
function readAccessToken(request: FastifyRequest): string | undefined {
  const [scheme, token] = (request.headers.authorization ?? '').split(' ');
  if (scheme?.toLowerCase() === 'bearer' && token) return token;
  const body = request.body as { access_token?: unknown } | undefined;
  return typeof body?.access_token === 'string' && body.access_token ? body.access_token : undefined;
}

/**
 * `GET|POST /oidc/me` answers the provider's own access tokens (JWTs for the API resource, which
 * oidc-provider's userinfo refuses for their audience): the user's claims, or a 401 the RFC 6750 way.
 */
export async function registerUserinfoRoute(
  app: FastifyInstance,
  options: { db: Database; verifyToken: TokenVerifier; allowedOrigins: readonly string[] },
): Promise<void> {
  const refuse = (reply: FastifyReply, description: string) =>
    reply
      .code(401)
      .header('www-authenticate', `Bearer error="invalid_token", error_description="${description}"`)
      .send({ error: 'invalid_token', error_description: description });

  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    const origin = request.headers.origin;
    if (origin && options.allowedOrigins.includes(origin)) {
      reply.header('access-control-allow-origin', origin).header('vary', 'Origin');
    }
    const token = readAccessToken(request);
    // RFC 6750 §3.1: a request without any token is told only which scheme to use.
    if (!token)
      return reply.code(401).header('www-authenticate', 'Bearer').send({ error: 'invalid_request' });
    let sub: string;
    try {
      sub = (await options.verifyToken(token)).userId;
    } catch {
      return refuse(reply, 'invalid token provided');
    }
    const claims = await findUserinfoClaims(options.db, sub);
    return claims ?? refuse(reply, 'the account no longer exists');
  };
  // Note: the provider's endpoint, described by its discovery document, not by the API's OpenAPI.
  app.get(USERINFO_PATH, { schema: { hide: true } }, answer);
  app.post(USERINFO_PATH, { schema: { hide: true } }, answer);
}
