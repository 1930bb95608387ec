import type { FastifyRequest } from 'fastify';

/**
 * The tenant a public request is for, before anyone signs in: the first label of the host when it
 * is a tenant code (`aestiam.souscription.example`), else the `tenant` query parameter, else the
 * default tenant. Signed-in requests use the tenant of the token instead.
 */
export function resolveRequestTenantCode(
  request: FastifyRequest,
  knownCodes: ReadonlySet<string>,
  defaultTenant: string,
): string {
  // `request.host` is `X-Forwarded-Host` only from a proxy TRUST_PROXY names, else the Host header.
  const host = request.host;
  const label = host.split('.')[0]?.split(':')[0]?.toLowerCase() ?? '';
  if (host.includes('.') && knownCodes.has(label)) return label;
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = typeof query?.tenant === 'string' ? query.tenant.toLowerCase() : undefined;
  if (fromQuery && knownCodes.has(fromQuery)) return fromQuery;
  return defaultTenant;
}
