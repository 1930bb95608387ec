import { createLocalJWKSet, errors, jwtVerify, type JWK, type JWTPayload } from 'jose';
import { LRUCache } from 'lru-cache';
import { ZRole, type TRole } from '@souscription/contract';
import { ApiError } from '../shared/api-error.js';
import type { IssuerDiscovery } from './issuer-discovery.js';

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

/** Where each claim is read in an external issuer's access token (dotted paths: `realm_access.roles`). */
export type ClaimNames = {
  role: string;
  tenant: string;
  username: string;
  givenName: string;
  familyName: string;
  email: string;
};

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

function toPrincipal(
  payload: JWTPayload,
  claims: Pick<ClaimNames, 'role' | 'tenant' | 'username'>,
): Omit<Principal, 'userId'> & { sub: string } {
  const role = readRole(payload, claims.role);
  const tenantCode = readClaim(payload, claims.tenant);
  const username = readClaim(payload, claims.username);
  if (!payload.sub || !role || typeof tenantCode !== 'string' || typeof username !== 'string') {
    throw ApiError.unauthorized('api.error.token-claims-missing');
  }
  return { sub: payload.sub, role, tenantCode, username };
}

/** What an access token must be, beyond its signature, issuer, audience and expiry. */
type AccessTokenRules = {
  issuer: string;
  audience: string | undefined;
  /** Our client id: a token meant only for it is an ID token when the API has its own audience. */
  clientId?: string;
  /** The issuer types its access tokens `at+jwt` (RFC 9068): any other type is refused. */
  requireAtJwt: boolean;
};

/**
 * Whether a verified token was issued as an access token: RFC 9068's `typ: at+jwt` says so; without
 * it, a token that carries an ID token's claims (`nonce`, `at_hash`, Keycloak's `typ: ID`) or whose
 * audience is only our client while the API has an audience of its own is an ID token.
 */
function isAccessToken(header: { typ?: string }, payload: JWTPayload, rules: AccessTokenRules): boolean {
  const type = header.typ?.toLowerCase().replace(/^application\//, '');
  if (type === 'at+jwt') return true;
  if (rules.requireAtJwt) return false;
  if (payload.nonce !== undefined || payload.at_hash !== undefined || payload.typ === 'ID') return false;
  const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
  const distinctAudience = rules.clientId !== undefined && rules.audience !== rules.clientId;
  return !(distinctAudience && audiences.every((audience) => audience === rules.clientId));
}

async function verify(
  token: string,
  keys: Parameters<typeof jwtVerify>[1],
  rules: AccessTokenRules,
): Promise<JWTPayload> {
  let verified: Awaited<ReturnType<typeof jwtVerify>>;
  try {
    verified = await jwtVerify(token, keys as never, {
      issuer: rules.issuer,
      ...(rules.audience ? { audience: rules.audience } : {}),
      algorithms: ['RS256', 'PS256', 'ES256'],
      // A token without an expiry would be good forever: refused.
      requiredClaims: ['exp', 'sub'],
    });
  } catch (error) {
    // The issuer's keys could not be fetched (it is down): not the token's fault.
    if (!(error instanceof errors.JOSEError) || error instanceof errors.JWKSTimeout) throw error;
    throw ApiError.unauthorized('api.error.invalid-token');
  }
  // An ID token (it travels in sign-out addresses and sits in logs) never opens the API.
  if (!isAccessToken(verified.protectedHeader, verified.payload, rules)) {
    throw ApiError.unauthorized('api.error.invalid-token');
  }
  return verified.payload;
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
    // The embedded provider types its access tokens `at+jwt`.
    const payload = await verify(token, keys, { ...options, requireAtJwt: true });
    const { sub, ...rest } = toPrincipal(payload, claims);
    return { userId: sub, ...rest, ...(payload.exp ? { expiresAt: payload.exp * 1000 } : {}) };
  };
}

/** A text claim, when the token carries it. */
function readText(payload: JWTPayload, path: string): string | undefined {
  const value = readClaim(payload, path);
  return typeof value === 'string' ? value : undefined;
}

/** Who an external issuer's token names, with the names and e-mail it may carry. */
export type ExternalIdentityClaims = Omit<Principal, 'userId'> & {
  issuer: string;
  sub: string;
  firstname?: string;
  lastname?: string;
  email?: string;
};

/**
 * Verifies tokens of an external issuer (Keycloak, Entra ID, Glewlwyd…) against its JWKS, once its
 * discovery document was read; the caller maps the issuer and subject to a local user.
 * @throws ApiError 503 `api.error.issuer-unavailable` while the issuer or its keys cannot be reached.
 */
export function createExternalTokenVerifier(options: {
  discovery: IssuerDiscovery;
  audience: string;
  clientId: string;
  /** OIDC_REQUIRE_AT_JWT: the issuer types its access tokens `at+jwt` (RFC 9068). */
  requireAtJwt: boolean;
  claims: ClaimNames;
  resolveUserId: (identity: ExternalIdentityClaims) => Promise<string>;
}): TokenVerifier {
  const { discovery, claims } = options;
  return async (token) => {
    const { issuer, keys } = await discovery.get();
    let payload: JWTPayload;
    try {
      payload = await verify(token, keys, {
        issuer,
        audience: options.audience,
        clientId: options.clientId,
        requireAtJwt: options.requireAtJwt,
      });
    } catch (error) {
      // The key set could not be fetched (the failure is what /api/health reports).
      if (error instanceof ApiError) throw error;
      throw ApiError.unavailable('authorization', 'api.error.issuer-unavailable');
    }
    const { sub, ...rest } = toPrincipal(payload, claims);
    const firstname = readText(payload, claims.givenName);
    const lastname = readText(payload, claims.familyName);
    const email = readText(payload, claims.email);
    const identity: ExternalIdentityClaims = {
      issuer,
      sub,
      ...rest,
      ...(firstname !== undefined ? { firstname } : {}),
      ...(lastname !== undefined ? { lastname } : {}),
      ...(email !== undefined ? { email } : {}),
    };
    return {
      userId: await options.resolveUserId(identity),
      ...rest,
      ...(payload.exp ? { expiresAt: payload.exp * 1000 } : {}),
    };
  };
}

/** A verified token is checked again after this long: a key removed at the issuer stops opening the API. */
export const VERIFIED_TOKEN_MAX_AGE_MS = 60_000;

/**
 * Remembers tokens already verified until they expire, or for {@link VERIFIED_TOKEN_MAX_AGE_MS} at
 * most, so that a signature is checked about once a minute per token rather than once per request.
 * Bounded; a token without expiry is never remembered.
 */
export function withVerifiedTokenCache(
  verifyToken: TokenVerifier,
  maxEntries = 10_000,
  maxAgeMs = VERIFIED_TOKEN_MAX_AGE_MS,
): TokenVerifier {
  const verified = new LRUCache<string, Principal>({ max: maxEntries });
  return async (token) => {
    const known = verified.get(token);
    if (known) return known;
    const principal = await verifyToken(token);
    const lifetimeMs = principal.expiresAt ? principal.expiresAt - Date.now() : 0;
    // Each entry lives until its token's own `exp`, a minute at most.
    if (lifetimeMs > 0) verified.set(token, principal, { ttl: Math.ceil(Math.min(lifetimeMs, maxAgeMs)) });
    return principal;
  };
}
