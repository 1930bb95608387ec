import type { QueryClient } from '@tanstack/react-query';
import { getStoredToken, refreshSession } from '../session/session';
import { openDossierEventStream } from './dossier-event-stream';
import { invalidateAllDossierQueries, invalidateDossierQueries } from './invalidate-dossier-queries';
import { emitLiveDossierChange } from './live-dossier-changes';

/** While the event stream is down, what is on screen is read again this often (the fallback). */
export const FALLBACK_POLL_MS = 15_000;

/**
 * Opens the folders' event stream for the signed-in user: each change reloads the queries that show
 * that folder and tells the screens that hold their own copy; while the stream is down, they are
 * read again every {@link FALLBACK_POLL_MS}. Returns the function that stops it all.
 */
export function startLiveUpdates(queryClient: QueryClient): () => void {
  let fallback: ReturnType<typeof setInterval> | undefined;
  const readEverythingAgain = () => {
    void invalidateAllDossierQueries(queryClient);
    emitLiveDossierChange(null);
  };
  const stopStream = openDossierEventStream(
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
  return () => {
    stopStream();
    clearInterval(fallback);
  };
}
