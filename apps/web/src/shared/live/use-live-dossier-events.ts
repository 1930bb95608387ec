import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getStoredToken, refreshSession } from '../session/session';
import { invalidateAllDossierQueries, invalidateDossierQueries } from './invalidate-dossier-queries';
import { emitLiveDossierChange } from './live-dossier-changes';

/** While the event stream is down, what is on screen is read again this often (the fallback). */
export const FALLBACK_POLL_MS = 15_000;

/**
 * Keeps every signed-in screen live (issue 32): the folders' event stream reloads the queries that
 * show a changed folder and tells the screens that hold their own copy; while the stream is down,
 * they are read again every {@link FALLBACK_POLL_MS}. The stream's code loads after the first screen.
 */
export function useLiveDossierEvents(enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    let stopStream: (() => void) | undefined;
    let cancelled = false;
    let fallback: ReturnType<typeof setInterval> | undefined;
    const readEverythingAgain = () => {
      void invalidateAllDossierQueries(queryClient);
      emitLiveDossierChange(null);
    };
    void import('./dossier-event-stream').then(({ openDossierEventStream }) => {
      if (cancelled) return;
      stopStream = openDossierEventStream(
        {
          getAccessToken: () => getStoredToken()?.access_token ?? null,
          renewAccessToken: () =>
            refreshSession().then(
              (token) => token.access_token,
              () => null,
            ),
        },
        {
          onDossierChanged: (dossierId) => {
            void invalidateDossierQueries(queryClient, dossierId);
            emitLiveDossierChange(dossierId);
          },
          onResync: readEverythingAgain,
          onStatus: (status) => {
            if (status === 'open') {
              clearInterval(fallback);
              fallback = undefined;
            } else if (status === 'down' && fallback === undefined) {
              fallback = setInterval(readEverythingAgain, FALLBACK_POLL_MS);
            }
          },
        },
      );
    });
    return () => {
      cancelled = true;
      stopStream?.();
      clearInterval(fallback);
    };
  }, [enabled, queryClient]);
}
