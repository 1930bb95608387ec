/** A module loaded on demand, once, and who waits for it. */
export type TOnDemand<T> = {
  /** Loads it once; resolves when it is there (a failed load is retried on the next call). */
  load: () => Promise<void>;
  /** The module, or null until it has loaded. */
  get: () => T | null;
  /** Calls `listener` once it has loaded (never if it is already there); returns an unsubscribe. */
  onLoaded: (listener: () => void) => () => void;
};

/**
 * A library kept out of the first screens' script: `importer` (a dynamic import) runs on the
 * first `load`, and those waiting for it are told once it is there.
 */
export function createOnDemand<T>(importer: () => Promise<T>): TOnDemand<T> {
  let loaded: T | null = null;
  let loading: Promise<void> | null = null;
  const listeners = new Set<() => void>();
  return {
    load: () => {
      loading ??= importer()
        .then((module) => {
          loaded = module;
          for (const listener of [...listeners]) listener();
          listeners.clear();
        })
        .catch((error: unknown) => {
          loading = null;
          throw error;
        });
      return loading;
    },
    get: () => loaded,
    onLoaded: (listener) => {
      if (loaded) return () => undefined;
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
