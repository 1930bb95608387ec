import type { FastifyInstance } from 'fastify';
import { DOSSIER_CHANGED_EVENT, RESYNC_EVENT, operations } from '@souscription/contract';
import { registerOperation } from '../../shared/register-operation.js';
import type { DossierChangeHub, TDossierChange } from './dossier-change-hub.js';

/** A comment line this often keeps proxies and load balancers from closing an idle stream. */
const KEEP_ALIVE_MS = 20_000;
/** How long a client waits before reconnecting after the stream ends (the `retry:` field). */
const RECONNECT_MS = 2_000;
/** A stream without a token expiry still ends after this, so it is re-authorized now and then. */
const MAX_STREAM_MS = 60 * 60 * 1000;

export type LiveRoutesOptions = { hub: DossierChangeHub };

/** One server-sent event, as the text/event-stream format writes it. */
function toEventText(change: TDossierChange): string {
  if (change.kind === 'resync') return `event: ${RESYNC_EVENT}\ndata: {}\n\n`;
  return change.dossierIds.map((id) => `event: ${DOSSIER_CHANGED_EVENT}\ndata: {"id":${id}}\n\n`).join('');
}

/**
 * `GET /api/events`: the caller's live folder changes. The stream ends when the caller's access
 * token expires (the client reconnects with its fresh one), so a signed-out or demoted user stops
 * hearing within a token's lifetime.
 */
export async function liveRoutes(app: FastifyInstance, { hub }: LiveRoutesOptions) {
  const openStreams = new Set<() => void>();
  // Note: the server waits for open connections before it closes; a stream never ends by itself.
  app.addHook('preClose', async () => {
    for (const end of openStreams) end();
  });
  registerOperation(app, operations.streamDossierEvents, async ({ actor }, request, reply) => {
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
      // Note: a reverse proxy must not hold the events back in its buffer (nginx reads this).
      'X-Accel-Buffering': 'no',
    });
    raw.write(`retry: ${RECONNECT_MS}\n: connected\n\n`);
    const stopWatching = hub.watch(actor, (change) => raw.write(toEventText(change)));
    const keepAlive = setInterval(() => raw.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
    const lifetimeMs = Math.min(MAX_STREAM_MS, Math.max(0, (actor.expiresAt ?? Infinity) - Date.now()));
    const end = () => raw.end();
    const expiry = setTimeout(end, lifetimeMs);
    openStreams.add(end);
    const stop = () => {
      clearInterval(keepAlive);
      clearTimeout(expiry);
      stopWatching();
      openStreams.delete(end);
    };
    request.raw.on('close', stop);
    raw.on('close', stop);
    return reply;
  });
}
