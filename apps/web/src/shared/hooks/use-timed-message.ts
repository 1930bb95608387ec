import { useCallback, useEffect, useState } from 'react';

/** Success and error banners stay 3 000 ms on screen (spec 01 §9). */
export const BANNER_MS = 3000;
/** The abandon and duplicate failure banner stays 5 000 ms (spec 01 §4 and §9). */
export const FAILURE_BANNER_MS = 5000;

/**
 * A message that clears itself after `durationMs`, or the duration given with it (banners of spec
 * 01 §9).
 */
export function useTimedMessage<T>(
  durationMs: number,
): [T | null, (message: T, ownDurationMs?: number) => void, () => void] {
  const [message, setMessage] = useState<{ value: T; shownAt: number; durationMs: number } | null>(null);

  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(() => setMessage(null), message.durationMs);
    return () => window.clearTimeout(timer);
  }, [message]);

  const show = useCallback(
    (value: T, ownDurationMs?: number) =>
      setMessage({ value, shownAt: Date.now(), durationMs: ownDurationMs ?? durationMs }),
    [durationMs],
  );
  const clear = useCallback(() => setMessage(null), []);
  return [message?.value ?? null, show, clear];
}
