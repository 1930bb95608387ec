import { Piscina } from 'piscina';

/** A task every pool's worker answers at once, so that the threads load before the first real task. */
export type TWarmUpTask = { warmUp: true };

/** The pool's fixed size and options; `filename` is the worker's entry (see the `*-worker-entry.mjs`). */
export type TWarmThreadPoolOptions = {
  filename: string;
  threads: number;
  resourceLimits?: { maxOldGenerationSizeMb: number };
};

/** A piscina pool started on first use, whose threads stay loaded between tasks. */
export type WarmThreadPool<TTask, TResult> = {
  /** The pool, once its threads have loaded (the first call starts them and waits, untimed). */
  ready(): Promise<Piscina<TTask | TWarmUpTask, TResult>>;
  /** After piscina stopped a thread (a time or heap limit): the next task waits for its replacement. */
  reload(): void;
  close(): Promise<void>;
};

/**
 * Threads started at the first task and kept for 5 idle minutes: their start, with tsx from the
 * sources, takes longer than many tasks. An idle thread does not keep the process alive (piscina
 * unrefs it). A failed start shows in the task that follows.
 */
export function createWarmThreadPool<TTask, TResult>({
  filename,
  threads,
  resourceLimits,
}: TWarmThreadPoolOptions): WarmThreadPool<TTask, TResult> {
  let pool: Piscina<TTask | TWarmUpTask, TResult> | undefined;
  let loaded: Promise<unknown> | undefined;
  const warmUp = () => {
    loaded = pool?.run({ warmUp: true }).catch(() => undefined);
  };
  return {
    async ready() {
      if (!pool) {
        pool = new Piscina<TTask | TWarmUpTask, TResult>({
          filename,
          minThreads: threads,
          maxThreads: threads,
          idleTimeout: 5 * 60_000,
          ...(resourceLimits ? { resourceLimits } : {}),
        });
        warmUp();
      }
      await loaded;
      return pool;
    },
    reload: warmUp,
    async close() {
      const closing = pool;
      pool = undefined;
      await closing?.destroy();
    },
  };
}
