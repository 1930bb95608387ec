/** A server that sends nothing within this wait has hung (a stuck proxy, a mobile link gone silent). */
export const ANSWER_LIMIT_MS = 30_000;
/** The wait for calls whose server makes documents (PDF, signatures, archives) on a loaded machine. */
export const SLOW_ANSWER_LIMIT_MS = 120_000;
/** A very slow but real mobile link (256 kbit/s, 3G at the edge of coverage), in bytes per ms. */
export const SLOW_LINK_BYTES_PER_MS = 32;

/** Aborts a call past its time limit or when its caller aborts; `timedOut` says which it was. */
export type TTimeLimit = {
  signal: AbortSignal;
  readonly timedOut: boolean;
  /** (Re)starts the wait for the next part of the exchange, which carries `bytes`. */
  start: (bytes: number) => void;
  stop: () => void;
};

/**
 * The time limit of one call: the wait plus the time `bytes` take on a slow mobile link, started
 * again for each part (the request and its upload, then the answer's body by its Content-Length).
 * Note: the caller's signal is forwarded by hand; AbortSignal.any is missing before Safari 17.4.
 */
export function createTimeLimit(callerSignal: AbortSignal | undefined, slow: boolean): TTimeLimit {
  const controller = new AbortController();
  const wait = slow ? SLOW_ANSWER_LIMIT_MS : ANSWER_LIMIT_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let timedOut = false;
  const abort = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) abort();
  callerSignal?.addEventListener('abort', abort);
  return {
    signal: controller.signal,
    get timedOut() {
      return timedOut;
    },
    start(bytes) {
      clearTimeout(timer);
      timer = setTimeout(
        () => {
          timedOut = true;
          controller.abort();
        },
        wait + Math.ceil(bytes / SLOW_LINK_BYTES_PER_MS),
      );
    },
    stop() {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', abort);
    },
  };
}
