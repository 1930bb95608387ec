/** A loop that runs batches one at a time: at once while batches come full or when nudged, else every `pollMs`. */
export type PollingLoop = {
  start: () => void;
  /** Stops and waits for the batch under way. */
  stop: () => Promise<void>;
  /** Runs a batch now (or right after the one under way). */
  nudge: () => void;
};

/**
 * Polls with `runOnce` (which answers how many items it took): never two batches at once, a timer
 * that does not keep the process alive, and an error logged without stopping the loop.
 */
export function createPollingLoop(options: {
  runOnce: () => Promise<number>;
  batchSize: number;
  pollMs: number;
  onError: (error: unknown) => void;
}): PollingLoop {
  let running = false;
  let stopped = true;
  let timer: NodeJS.Timeout | null = null;
  let current: Promise<void> = Promise.resolve();
  let again = false;

  const schedule = (delay: number) => {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(tick, delay);
    timer.unref();
  };
  function tick(): void {
    timer = null;
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    current = options
      .runOnce()
      .then((count) => {
        running = false;
        schedule(count === options.batchSize || again ? 0 : options.pollMs);
        again = false;
      })
      .catch((error: unknown) => {
        running = false;
        again = false;
        options.onError(error);
        schedule(options.pollMs);
      });
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await current;
    },
    nudge() {
      if (!stopped) schedule(0);
    },
  };
}
