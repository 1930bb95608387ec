import { createRemoteJWKSet, customFetch, errors, type JWTVerifyGetKey } from 'jose';
import { describeFetchError } from './describe-fetch-error.js';

/** An unknown `kid` fetches the key set at once, then not again for that `kid` before this delay. */
export const KEY_FETCH_COOLDOWN_MS = 5000;
/** Whatever the `kid`s, unknown keys fetch the key set at most once in this delay. */
const ANY_KEY_FETCH_FLOOR_MS = 1000;
/** The key set is fetched again in the background at this period: a removed key stops being trusted. */
export const KEY_REFRESH_MS = 60_000;
/** Keys not refreshed for this long are fetched again before any token is checked with them. */
export const KEY_MAX_AGE_MS = 4 * 60_000;

export type IssuerKeys = {
  /** The key lookup given to jose's `jwtVerify`. */
  lookup: JWTVerifyGetKey;
  /** Why the last fetch failed, or null once a fetch really succeeded. */
  failure: () => string | null;
  stop: () => void;
};

/**
 * The issuer's key set, through jose's remote JWKS (an unknown `kid` fetches it at once, at most
 * every {@link KEY_FETCH_COOLDOWN_MS}), fetched again every {@link KEY_REFRESH_MS}. Every real
 * fetch is observed: its success or failure is what /api/health reports, never a token read from cache.
 */
export function startIssuerKeys(options: {
  jwksUri: string;
  timeoutMs: number;
  refreshMs?: number;
  log: { info: (message: string) => void; warn: (message: string) => void };
}): IssuerKeys {
  let failure: string | null = `OpenID issuer keys at ${options.jwksUri} not fetched yet`;
  let fetched = false;
  const record = (problem: string | null) => {
    if (problem && problem !== failure) options.log.warn(problem);
    if (!problem && failure && fetched) options.log.info('OpenID issuer keys fetched again');
    if (!problem) fetched = true;
    failure = problem;
  };
  const observedFetch = async (url: string, init: RequestInit): Promise<Response> => {
    try {
      const response = await fetch(url, init);
      record(
        response.status === 200 ? null : `OpenID issuer keys could not be fetched: HTTP ${response.status}`,
      );
      return response;
    } catch (error) {
      record(`OpenID issuer keys could not be fetched: ${describeFetchError(error)}`);
      throw error;
    }
  };
  const remote = createRemoteJWKSet(new URL(options.jwksUri), {
    timeoutDuration: options.timeoutMs,
    cooldownDuration: KEY_FETCH_COOLDOWN_MS,
    cacheMaxAge: KEY_MAX_AGE_MS,
    [customFetch]: observedFetch,
  });
  // The first fetch at once (health tells the truth from the start), then one each period.
  const refresh = () => void remote.reload().catch(() => undefined);
  refresh();
  const timer = setInterval(refresh, options.refreshMs ?? KEY_REFRESH_MS);
  timer.unref();
  return { lookup: fetchingUnknownKeys(remote), failure: () => failure, stop: () => clearInterval(timer) };
}

/**
 * jose fetches an unknown `kid` only once its cooldown after the last fetch is over: a key the
 * issuer has just started to sign with is fetched at once instead, once per `kid` every
 * {@link KEY_FETCH_COOLDOWN_MS} (and once a second whatever the `kid`: random `kid`s do not flood
 * the issuer).
 */
function fetchingUnknownKeys(remote: ReturnType<typeof createRemoteJWKSet>): JWTVerifyGetKey {
  const lastFetchByKid = new Map<string, number>();
  let lastFetchAt = 0;
  return async (header, token) => {
    try {
      return await remote(header, token);
    } catch (error) {
      if (!(error instanceof errors.JWKSNoMatchingKey)) throw error;
      const now = Date.now();
      const kid = header.kid ?? '';
      if (now - (lastFetchByKid.get(kid) ?? 0) < KEY_FETCH_COOLDOWN_MS) throw error;
      if (now - lastFetchAt < ANY_KEY_FETCH_FLOOR_MS) throw error;
      if (lastFetchByKid.size > 1000) lastFetchByKid.clear();
      lastFetchByKid.set(kid, now);
      lastFetchAt = now;
      await remote.reload();
      return remote(header, token);
    }
  };
}
