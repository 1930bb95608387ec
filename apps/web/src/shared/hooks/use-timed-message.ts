import { useCallback, useEffect, useState } from 'react';

/** Success and error banners stay 3 000 ms on screen (spec 01 §9). */
export const BANNER_MS = 3000;

/** A message that clears itself after `durationMs` (banners of spec 01 §9). */
export function useTimedMessage<T>(durationMs: number): [T | null, (message: T) => void, () => void] {
  const [message, setMessage] = useState<{ value: T; shownAt: number } | null>(null);

  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(() => setMessage(null), durationMs);
    return () => window.clearTimeout(timer);
  }, [message, durationMs]);

  const show = useCallback((value: T) => setMessage({ value, shownAt: Date.now() }), []);
  const clear = useCallback(() => setMessage(null), []);
  return [message?.value ?? null, show, clear];
}
