import type { FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';
import { parse as parseCookies } from 'cookie';
import { operations } from '@souscription/contract';
import { findUserById } from '../modules/users/index.js';
import { registerOperation } from '../shared/register-operation.js';

/**
 * `GET /api/sso-check`: who is signed in at the provider (its session cookie), so that the web
 * app can tell another user apart and sign out when the provider session is gone.
 */
export async function ssoCheckRoutes(app: FastifyInstance, options: { provider: Provider | null }) {
  registerOperation(app, operations.checkSso, async (_input, request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!options.provider) {
      // An external issuer keeps its own session: only the token tells who is signed in.
      return {
        autologout: request.principal ? (0 as const) : (1 as const),
        username: request.principal?.username ?? null,
      };
    }
    const sessionId = parseCookies(request.headers.cookie ?? '')._session;
    const session = sessionId ? await options.provider.Session.find(sessionId) : undefined;
    const accountId = session?.accountId;
    const user = accountId ? await findUserById(app.db, accountId) : undefined;
    return { autologout: user ? (0 as const) : (1 as const), username: user?.username ?? null };
  });
}
