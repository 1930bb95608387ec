import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';

/** Where the embedded provider answers. */
export const OIDC_MOUNT_PATH = '/oidc';
/** The provider's userinfo endpoint, as its discovery document names it; answered by a route of ours. */
export const USERINFO_PATH = `${OIDC_MOUNT_PATH}/me`;
/** Our own sign-in pages (Fastify routes) under the provider's path. */
const INTERACTION_PREFIX = `${OIDC_MOUNT_PATH}/interaction/`;

/** Whether a request path belongs to the provider rather than to a Fastify route. */
export function isProviderPath(url: string): boolean {
  const rest = url.slice(OIDC_MOUNT_PATH.length);
  return (
    url.startsWith(OIDC_MOUNT_PATH) &&
    (rest === '' || rest[0] === '/' || rest[0] === '?') &&
    !url.startsWith(INTERACTION_PREFIX)
  );
}

/** A userinfo call, answered by our route (userinfo-route.ts); the provider still answers its CORS preflight. */
function isUserinfoRequest(method: string, url: string): boolean {
  return url.split('?')[0] === USERINFO_PATH && (method === 'GET' || method === 'POST');
}

/**
 * Hands /oidc requests to the embedded OpenID provider before Fastify reads their body (the provider
 * reads it itself), as a mounted Koa app: the path it sees is relative to /oidc and `originalUrl`
 * keeps the full one, from which it derives its mount path. Note: one prefix check per request,
 * where a generic middleware engine (@fastify/middie) prepared every request for middlewares.
 */
export function mountOidcProvider(
  app: FastifyInstance,
  provider: Provider,
  options: { allowedOrigins: readonly string[] },
): void {
  const handle = provider.callback();
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.raw.url ?? '';
    if (!isProviderPath(url) || isUserinfoRequest(request.method, url)) {
      done();
      return;
    }
    reply.hijack();
    // The headers set so far (security headers) go on the raw answer the provider writes.
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) reply.raw.setHeader(name, value);
    }
    // Note: the provider answers CORS to whatever Origin comes (discovery, JWKS, preflights) unless
    // an `Access-Control-*` header is already set; for an origin not ours, ours is set, so a
    // browser on any other site reads nothing.
    const origin = request.headers.origin;
    if (origin && !options.allowedOrigins.includes(origin)) {
      reply.raw.setHeader('access-control-allow-origin', options.allowedOrigins[0] ?? 'null');
      reply.raw.setHeader('vary', 'Origin');
    }
    const raw = request.raw as IncomingMessage & { originalUrl?: string };
    // The provider (Koa, `proxy` on) reads the client's address, protocol and host from these
    // headers: they are set to what Fastify read, which believes a client's `X-Forwarded-*` only
    // from a proxy TRUST_PROXY names. Whatever a client sent itself is overwritten.
    raw.headers['x-forwarded-for'] = request.ip;
    raw.headers['x-forwarded-proto'] = request.protocol;
    raw.headers['x-forwarded-host'] = request.host;
    raw.originalUrl = url;
    raw.url = url.slice(OIDC_MOUNT_PATH.length) || '/';
    void handle(raw, reply.raw);
  });
}
