import type { FastifyInstance, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { parse as parseCookies } from 'cookie';
import { operations } from '@souscription/contract';
import { findUserById } from '../modules/users/index.js';
import { ApiError } from '../shared/api-error.js';
import { registerOperation } from '../shared/register-operation.js';
import type { Principal, TokenVerifier } from './token-verifier.js';

/** The extranet's user, from `Extranet-Authorization: Bearer <token>`; 401 when the token is not valid. */
async function readExtranetUser(
  header: string | undefined,
  verifyToken: TokenVerifier,
): Promise<Principal | null> {
  if (header === undefined) return null;
  try {
    return await verifyToken(header.slice('Bearer '.length));
  } catch {
    throw ApiError.unauthorized('api.error.invalid-token');
  }
}

/**
 * `GET /api/sso-check`: who is signed in at the provider (its session cookie), so that the web
 * app can tell another user apart and sign out when the provider session is gone. With
 * `Extranet-Authorization` (spec 01 §7) the extranet says who is coming: a session that is not that
 * user's, or none, answers `autologout: 1`, so the web app signs out and authorizes again.
 */
export async function ssoCheckRoutes(
  app: FastifyInstance,
  options: { provider: Provider | null; verifyToken: TokenVerifier },
) {
  registerOperation(app, operations.checkSso, async ({ headers }, request, reply) => {
    reply.header('cache-control', 'no-store');
    const extranetUser = await readExtranetUser(headers['extranet-authorization'], options.verifyToken);
    const signedIn = await findSignedInUser(app, options.provider, request);
    const theirs = signedIn !== null && (!extranetUser || extranetUser.userId === signedIn.userId);
    return { autologout: theirs ? (0 as const) : (1 as const), username: signedIn?.username ?? null };
  });
}

/** The user signed in at the provider (its session cookie), or, with an external issuer, by the token sent. */
async function findSignedInUser(
  app: FastifyInstance,
  provider: Provider | null,
  request: FastifyRequest,
): Promise<{ userId: string; username: string } | null> {
  // An external issuer keeps its own session: only the token tells who is signed in.
  if (!provider) return request.principal;
  const sessionId = parseCookies(request.headers.cookie ?? '')._session;
  const session = sessionId ? await provider.Session.find(sessionId) : undefined;
  const accountId = session?.accountId;
  const user = accountId ? await findUserById(app.db, accountId) : undefined;
  return user ? { userId: user.id, username: user.username } : null;
}
