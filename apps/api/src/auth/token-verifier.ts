import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JWK, type JWTPayload } from 'jose';
import { LRUCache } from 'lru-cache';
import { ZRole, type TRole } from '@souscription/contract';
import { ApiError } from '../shared/api-error.js';

/** Who is calling, as proven by the bearer token. */
export type Principal = {
  /** The user id (the token's `sub` for the embedded provider). */
  userId: string;
  username: string;
  role: TRole;
  tenantCode: string;
  /** When the token stops being valid (epoch ms). */
  expiresAt?: number;
};

export type TokenVerifier = (token: string) => Promise<Principal>;

type ClaimNames = { role: string; tenant: string; username: string };

/** Reads a claim by dotted path (`realm_access.roles`); an array yields its first known role. */
function readClaim(payload: JWTPayload, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => {
    if (value && typeof value === 'object') return (value as Record<string, unknown>)[key];
    return undefined;
  }, payload);
}

function readRole(payload: JWTPayload, path: string): TRole | undefined {
  const raw = readClaim(payload, path);
  const candidates = Array.isArray(raw) ? raw : [raw];
  for (const candidate of candidates) {
    const parsed = ZRole.safeParse(candidate);
    if (parsed.success) return parsed.data;
  }
  return undefined;
}

function toPrincipal(payload: JWTPayload, claims: ClaimNames): Omit<Principal, 'userId'> & { sub: string } {
  const role = readRole(payload, claims.role);
  const tenantCode = readClaim(payload, claims.tenant);
  const username = readClaim(payload, claims.username);
  if (!payload.sub || !role || typeof tenantCode !== 'string' || typeof username !== 'string') {
    throw ApiError.unauthorized('api.error.token-claims-missing');
  }
  return { sub: payload.sub, role, tenantCode, username };
}

async function verify(
  token: string,
  keys: Parameters<typeof jwtVerify>[1],
  options: { issuer: string; audience: string | undefined },
): Promise<JWTPayload> {
  try {
    const { payload } = await jwtVerify(token, keys as never, {
      issuer: options.issuer,
      ...(options.audience ? { audience: options.audience } : {}),
      algorithms: ['RS256', 'PS256', 'ES256'],
      // A token without an expiry would be good forever: refused.
      requiredClaims: ['exp', 'sub'],
    });
    return payload;
  } catch {
    throw ApiError.unauthorized('api.error.invalid-token');
  }
}

/** Verifies tokens of the embedded provider against its own public key. */
export function createEmbeddedTokenVerifier(options: {
  issuer: string;
  audience: string;
  publicJwk: JWK;
}): TokenVerifier {
  const keys = createLocalJWKSet({ keys: [options.publicJwk] });
  const claims = { role: 'role', tenant: 'tenant', username: 'preferred_username' };
  return async (token) => {
    const payload = await verify(token, keys, options);
    const { sub, ...rest } = toPrincipal(payload, claims);
    return { userId: sub, ...rest, ...(payload.exp ? { expiresAt: payload.exp * 1000 } : {}) };
  };
}

/**
 * Verifies tokens of an external issuer (Keycloak…) against its JWKS; the caller maps the external
 * subject to a local user (created on first sight).
 */
export async function createExternalTokenVerifier(options: {
  issuer: string;
  audience: string;
  claims: ClaimNames;
  resolveUserId: (principal: Omit<Principal, 'userId'> & { sub: string }) => Promise<string>;
}): Promise<TokenVerifier> {
  const discoveryUrl = `${options.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
  const response = await fetch(discoveryUrl);
  if (!response.ok) throw new Error(`OpenID discovery failed at ${discoveryUrl}: HTTP ${response.status}`);
  const discovery = (await response.json()) as { jwks_uri: string; issuer: string };
  const keys = createRemoteJWKSet(new URL(discovery.jwks_uri));
  return async (token) => {
    const payload = await verify(token, keys, { issuer: discovery.issuer, audience: options.audience });
    const identity = toPrincipal(payload, options.claims);
    const { sub: _sub, ...rest } = identity;
    return {
      userId: await options.resolveUserId(identity),
      ...rest,
      ...(payload.exp ? { expiresAt: payload.exp * 1000 } : {}),
    };
  };
}

/**
 * Remembers tokens already verified until they expire, so that a signature is checked once per
 * token rather than once per request. Bounded; a token without expiry is never remembered.
 */
export function withVerifiedTokenCache(verifyToken: TokenVerifier, maxEntries = 10_000): TokenVerifier {
  const verified = new LRUCache<string, Principal>({ max: maxEntries });
  return async (token) => {
    const known = verified.get(token);
    if (known) return known;
    const principal = await verifyToken(token);
    const lifetimeMs = principal.expiresAt ? principal.expiresAt - Date.now() : 0;
    // Each entry lives until its token's own `exp`.
    if (lifetimeMs > 0) verified.set(token, principal, { ttl: Math.ceil(lifetimeMs) });
    return principal;
  };
}
