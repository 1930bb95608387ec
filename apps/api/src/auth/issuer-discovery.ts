import { ApiError } from '../shared/api-error.js';
import { describeFetchError } from './describe-fetch-error.js';
import { startIssuerKeys, type IssuerKeys } from './issuer-keys.js';

/** Whether the external issuer answers, and why not when it does not. */
export type IssuerStatus = { reachable: true } | { reachable: false; reason: string };

/** The issuer (exactly OIDC_ISSUER, as its discovery document names it) and its keys. */
export type DiscoveredIssuer = { issuer: string; keys: IssuerKeys['lookup'] };

export type IssuerDiscovery = {
  /**
   * The discovered issuer; while it was never reached, one more attempt is made when the last one is
   * older than a second, then a 503 `api.error.issuer-unavailable` if it fails.
   */
  get: () => Promise<DiscoveredIssuer>;
  /** The first attempt is over (whatever its outcome). */
  ready: Promise<void>;
  /** Set when the discovery document names another issuer than OIDC_ISSUER: the server must not start. */
  mismatch: () => string | null;
  status: () => IssuerStatus;
  /** Stops the retries (the app closes). */
  stop: () => void;
};

type DiscoveryOptions = {
  issuer: string;
  log: { info: (message: string) => void; warn: (message: string) => void };
  /** The first retry's delay; each next one doubles, up to `maxDelayMs`. */
  firstDelayMs?: number;
  maxDelayMs?: number;
  /** How long one request to the issuer may take. */
  timeoutMs?: number;
  /** The key set's refresh period (KEY_REFRESH_MS). */
  keyRefreshMs?: number;
};

/**
 * Reads the external issuer's discovery document, in the background: the API starts while the issuer
 * is down, retries with a doubling delay (1 s … 15 s) and recovers by itself once it answers.
 */
export function startIssuerDiscovery({
  issuer,
  log,
  firstDelayMs = 1000,
  maxDelayMs = 15_000,
  timeoutMs = 5000,
  keyRefreshMs,
}: DiscoveryOptions): IssuerDiscovery {
  const url = `${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
  let discovered: DiscoveredIssuer | null = null;
  let keys: IssuerKeys | null = null;
  let failure = `OpenID discovery at ${url} not done yet`;
  let mismatch: string | null = null;
  let delayMs = firstDelayMs;
  let lastAttemptAt = 0;
  let inFlight: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const schedule = () => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => void attempt(), delayMs);
    timer.unref();
    delayMs = Math.min(delayMs * 2, maxDelayMs);
  };

  const discover = async () => {
    lastAttemptAt = Date.now();
    try {
      const response = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const document = (await response.json()) as { issuer?: unknown; jwks_uri?: unknown };
      if (typeof document.issuer !== 'string' || typeof document.jwks_uri !== 'string') {
        throw new Error('the document names no issuer or jwks_uri');
      }
      // OpenID Connect Discovery §4.3: the issuer named must be exactly the one configured.
      if (document.issuer !== issuer) {
        mismatch =
          `OIDC_ISSUER is ${issuer} but its discovery document names the issuer ${document.issuer}: ` +
          'set OIDC_ISSUER to exactly the issuer the discovery document names (docs/operations.md)';
        throw new Error(mismatch);
      }
      mismatch = null;
      keys = startIssuerKeys({ jwksUri: document.jwks_uri, timeoutMs, refreshMs: keyRefreshMs, log });
      discovered = { issuer: document.issuer, keys: keys.lookup };
      clearTimeout(timer);
      log.info(`OpenID issuer ${document.issuer} discovered`);
    } catch (error) {
      failure = `OpenID discovery at ${url} failed: ${describeFetchError(error)}`;
      log.warn(`${failure}; next attempt in ${Math.round(delayMs / 1000)} s`);
      schedule();
    }
  };

  const attempt = (): Promise<void> => {
    inFlight ??= discover().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };

  const ready = attempt();

  return {
    ready,
    mismatch: () => mismatch,
    async get() {
      if (!discovered && (inFlight || Date.now() - lastAttemptAt > 1000)) await attempt();
      if (!discovered) throw ApiError.unavailable('authorization', 'api.error.issuer-unavailable');
      return discovered;
    },
    status() {
      if (!discovered) return { reachable: false, reason: failure };
      const keysFailure = keys?.failure();
      if (keysFailure) return { reachable: false, reason: keysFailure };
      return { reachable: true };
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
      keys?.stop();
    },
  };
}
