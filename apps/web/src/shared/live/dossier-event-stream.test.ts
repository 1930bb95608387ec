import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDossierEventStream, type TLiveStatus } from './dossier-event-stream';

/** A streamed answer that sends these pieces of text, then ends. */
function streamOf(pieces: string[]): Response {
  const encoder = new TextEncoder();
  return new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const piece of pieces) controller.enqueue(encoder.encode(piece));
        controller.close();
      },
    }),
    { status: 200, headers: { 'Content-Type': 'text/event-stream' } },
  );
}

function collect() {
  const changed: number[] = [];
  const statuses: TLiveStatus[] = [];
  let resyncs = 0;
  return {
    changed,
    statuses,
    resyncs: () => resyncs,
    handlers: {
      onDossierChanged: (id: number) => changed.push(id),
      onResync: () => (resyncs += 1),
      onStatus: (status: TLiveStatus) => statuses.push(status),
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('the folders’ event stream', () => {
  it('names each changed folder, whatever pieces the events arrive in, and ignores what is not ours', async () => {
    const fetch = vi.fn(async () =>
      streamOf([
        'retry: 60000\n: connected\n\nevent: dossier\nda',
        'ta: {"id":12}\n\nevent: other\ndata: {"id":5}\n\n',
        'event: dossier\ndata: {"id":34}\n\nevent: dossier\ndata: oops\n\n',
      ]),
    );
    vi.stubGlobal('fetch', fetch);
    const seen = collect();
    const stop = openDossierEventStream(
      { getAccessToken: () => 'token-1', renewAccessToken: async () => null },
      seen.handlers,
    );
    await vi.waitFor(() => expect(seen.statuses).toContain('down'));
    stop();
    expect(seen.changed).toEqual([12, 34]);
    expect(fetch).toHaveBeenCalledWith(
      '/api/events',
      expect.objectContaining({ headers: expect.objectContaining({ Authorization: 'Bearer token-1' }) }),
    );
  });

  it('retries once with a renewed token after a 401, and asks for a resync when it reconnects', async () => {
    const answers = [
      new Response('{"errors":[]}', { status: 401 }),
      streamOf(['retry: 1\n\nevent: dossier\ndata: {"id":7}\n\n']),
      streamOf(['event: dossier\ndata: {"id":8}\n\n']),
    ];
    const fetch = vi.fn(async () => answers.shift() ?? new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', fetch);
    const seen = collect();
    const stop = openDossierEventStream(
      { getAccessToken: () => 'old', renewAccessToken: async () => 'new' },
      seen.handlers,
    );
    await vi.waitFor(() => expect(seen.changed).toEqual([7, 8]));
    stop();
    expect((fetch.mock.calls[1] as unknown as [string, RequestInit])[1].headers).toMatchObject({
      Authorization: 'Bearer new',
    });
    // The second connection may have missed events while the first one was down.
    expect(seen.resyncs()).toBe(1);
  });

  it('stops when the session is over: no token, or a 401 the refresh cannot cure', async () => {
    const fetch = vi.fn(async () => new Response('{}', { status: 401 }));
    vi.stubGlobal('fetch', fetch);
    const seen = collect();
    openDossierEventStream(
      { getAccessToken: () => 'old', renewAccessToken: async () => null },
      seen.handlers,
    );
    await vi.waitFor(() => expect(seen.statuses.at(-1)).toBe('down'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetch).toHaveBeenCalledTimes(1);

    const none = collect();
    openDossierEventStream({ getAccessToken: () => null, renewAccessToken: async () => null }, none.handlers);
    expect(none.statuses).toEqual([]);
  });
});
