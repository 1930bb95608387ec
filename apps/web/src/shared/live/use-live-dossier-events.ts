import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';

/**
 * Keeps every signed-in screen live (issue 32): others' actions on the user's folders show as they
 * happen (start-live-updates.ts). Its code loads after the first screen, outside the wizard's budget.
 */
export function useLiveDossierEvents(enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('./start-live-updates').then(({ startLiveUpdates }) => {
      if (!cancelled) stop = startLiveUpdates(queryClient);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [enabled, queryClient]);
}
