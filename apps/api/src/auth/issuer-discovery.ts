import { createRemoteJWKSet } from 'jose';
import { ApiError } from '../shared/api-error.js';

/** Whether the external issuer answers, and why not when it does not. */
export type IssuerStatus = { reachable: true } | { reachable: false; reason: string };

/** The issuer as its discovery document names it, and its keys (fetched and refreshed by jose). */
export type DiscoveredIssuer = { issuer: string; keys: ReturnType<typeof createRemoteJWKSet> };

export type IssuerDiscovery = {
  /**
   * The discovered issuer; while it was never reached, one more attempt is made when the last one is
   * older than a second, then a 503 `api.error.issuer-unavailable` if it fails.
   */
  get: () => Promise<DiscoveredIssuer>;
  /** The keys were fetched (true) or could not be (the reason): /api/health says so. */
  reportKeys: (failure: string | null) => void;
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
};

/** `fetch failed (ECONNREFUSED)` rather than `fetch failed`: the cause is what an operator needs. */
export function describeFetchError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause as { code?: unknown; message?: unknown } | undefined;
  const detail = typeof cause?.code === 'string' ? cause.code : cause?.message;
  return typeof detail === 'string' && detail ? `${error.message} (${detail})` : error.message;
}

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
}: DiscoveryOptions): IssuerDiscovery {
  const url = `${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
  let discovered: DiscoveredIssuer | null = null;
  let failure = `OpenID discovery at ${url} not done yet`;
  let keysFailure: string | null = null;
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
      const keys = createRemoteJWKSet(new URL(document.jwks_uri), { timeoutDuration: timeoutMs });
      discovered = { issuer: document.issuer, keys };
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

  void attempt();

  return {
    async get() {
      if (!discovered && (inFlight || Date.now() - lastAttemptAt > 1000)) await attempt();
      if (!discovered) throw ApiError.unavailable('authorization', 'api.error.issuer-unavailable');
      return discovered;
    },
    reportKeys(keysProblem) {
      if (keysProblem && keysProblem !== keysFailure) log.warn(keysProblem);
      if (!keysProblem && keysFailure) log.info(`OpenID issuer keys fetched again`);
      keysFailure = keysProblem;
    },
    status() {
      if (!discovered) return { reachable: false, reason: failure };
      if (keysFailure) return { reachable: false, reason: keysFailure };
      return { reachable: true };
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
