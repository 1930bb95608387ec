import { createParser, type EventSourceMessage } from 'eventsource-parser';
import {
  API_PATH_PREFIX,
  DOSSIER_CHANGED_EVENT,
  RESYNC_EVENT,
  ZDossierChangedEvent,
} from '@souscription/contract';

/** Where the stream stands: `open` while events arrive; `down` while it waits to reconnect. */
export type TLiveStatus = 'connecting' | 'open' | 'down';

export type TDossierEventHandlers = {
  /** A folder the user sees changed. */
  onDossierChanged: (dossierId: number) => void;
  /** Changes may have been missed (a reconnection): read everything shown again. */
  onResync: () => void;
  onStatus: (status: TLiveStatus) => void;
};

export type TDossierEventSource = {
  /** The access token to send, or null when signed out (the stream then stops). */
  getAccessToken: () => string | null;
  /** A fresh access token after a 401 (the app's one shared refresh), or null when the session is over. */
  renewAccessToken: () => Promise<string | null>;
};

/** First wait before reconnecting after a failure; doubled up to {@link MAX_RETRY_MS}. */
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });
}

function dispatch(message: EventSourceMessage, handlers: TDossierEventHandlers): void {
  if (message.event === RESYNC_EVENT) return handlers.onResync();
  if (message.event !== DOSSIER_CHANGED_EVENT) return;
  try {
    const event = ZDossierChangedEvent.safeParse(JSON.parse(message.data));
    if (event.success) handlers.onDossierChanged(event.data.id);
  } catch {
    // Not JSON: not an event of ours.
  }
}

/** Reads one connection's events until it ends; answers the server's `retry:` advice, if any. */
async function readEvents(body: ReadableStream<Uint8Array>, handlers: TDossierEventHandlers) {
  let retryMs: number | undefined;
  const parser = createParser({
    onEvent: (message) => dispatch(message, handlers),
    onRetry: (ms) => (retryMs = ms),
  });
  const decoder = new TextDecoder();
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parser.feed(decoder.decode(value, { stream: true }));
  }
  return retryMs;
}

/**
 * Keeps `GET /api/events` open while signed in: each folder change goes to the handlers; after any
 * interruption it reconnects (a 401 once with a renewed token, failures with a growing wait) and asks
 * for a resync, since events may have been missed meanwhile. Returns the function that stops it.
 */
export function openDossierEventStream(
  source: TDossierEventSource,
  handlers: TDossierEventHandlers,
): () => void {
  const stop = new AbortController();
  const run = async () => {
    let failures = 0;
    let connectedBefore = false;
    while (!stop.signal.aborted) {
      let token = source.getAccessToken();
      if (!token) return;
      handlers.onStatus('connecting');
      let retryMs: number | undefined;
      try {
        let response = await fetch(`${API_PATH_PREFIX}/events`, {
          headers: { Accept: 'text/event-stream', Authorization: `Bearer ${token}` },
          signal: stop.signal,
        });
        if (response.status === 401 && (token = await source.renewAccessToken())) {
          response = await fetch(`${API_PATH_PREFIX}/events`, {
            headers: { Accept: 'text/event-stream', Authorization: `Bearer ${token}` },
            signal: stop.signal,
          });
        }
        if (response.status === 401) return handlers.onStatus('down');
        if (!response.ok || !response.body) throw new Error(`events answered ${response.status}`);
        handlers.onStatus('open');
        if (connectedBefore) handlers.onResync();
        connectedBefore = true;
        failures = 0;
        retryMs = await readEvents(response.body, handlers);
      } catch {
        if (stop.signal.aborted) return;
        failures += 1;
      }
      handlers.onStatus('down');
      await wait(retryMs ?? Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** failures), stop.signal);
    }
  };
  void run();
  return () => stop.abort();
}
