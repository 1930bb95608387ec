import type { Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import { errorCodes } from 'fastify';
import type { BlobLocation } from '../../storage/create-blob-store.js';
import { ownedBytes, type TUploadBodyOutcome } from './upload-body.js';
import type { TUploadWorkerAnswer, TUploadWorkerData, TUploadWorkerRequest } from './upload-worker.js';

/** Reads upload bodies on a thread of its own (upload-worker.ts), and stores their files from there. */
export type UploadBodyReader = {
  /**
   * Hands the body over to the worker piece by piece as it arrives, and answers what the worker read
   * from it (`id`: the body's number for `store` / `discard`); refuses a body over `limit` bytes (413)
   * as soon as it is known to be.
   */
  read: (
    body: Readable,
    limit: number,
    declaredLength?: number,
  ) => Promise<{ id: number; outcome: TUploadBodyOutcome }>;
  /** Stores the files the worker kept of a body read (those answered without their bytes). */
  store: (id: number) => Promise<void>;
  /** Forgets the files the worker kept of a body read (nothing if they were stored). */
  discard: (id: number) => void;
  close: () => Promise<void>;
};

// Note: from the sources this is the entry beside this file (it loads tsx, then upload-worker.ts);
// from the build, where this module is part of dist/server.mjs, it is dist/upload-worker-entry.mjs,
// upload-worker.ts bundled under that name by scripts/build.ts.
const workerUrl = new URL('./upload-worker-entry.mjs', import.meta.url);

/** About how many bytes of a body go to the worker in one message. */
const MESSAGE_BYTES = 1024 * 1024;

type Waiting = { resolve: (answer: TUploadWorkerAnswer) => void; reject: (error: Error) => void };

/**
 * One worker thread, started at the first upload and started again if it ever stops, that reads
 * the bodies — JSON of 14 MB, base64 decoding, file type sniffing, hashing — and writes their files
 * to `location`: work that, on the thread answering requests, would hold every other request while
 * it runs. The body goes to it as it comes off the socket, so this thread never joins a whole body
 * into one buffer (a 14 MB copy, and as much garbage to collect), nor holds, nor writes one; nor
 * copies its pieces (every buffer this thread allocates counts towards its next full garbage
 * collection, a pause for every request).
 */
export function createUploadBodyReader(location: BlobLocation): UploadBodyReader {
  let worker: Worker | undefined;
  let nextId = 0;
  const pending = new Map<number, Waiting>();

  const failAll = (error: Error) => {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
    worker = undefined;
  };

  const started = (): Worker => {
    if (worker) return worker;
    const next = new Worker(workerUrl, { workerData: { location } satisfies TUploadWorkerData });
    next.on('message', (answer: TUploadWorkerAnswer) => {
      const waiting = pending.get(answer.id);
      if (!waiting) return;
      pending.delete(answer.id);
      // An idle worker does not keep the process alive.
      if (pending.size === 0) next.unref();
      if ('failure' in answer) waiting.reject(new Error(`upload worker: ${answer.failure}`));
      else waiting.resolve(answer);
    });
    next.on('error', (error) => failAll(error));
    next.on('exit', (code) => {
      if (worker === next) failAll(new Error(`upload worker stopped (${code})`));
    });
    next.unref();
    worker = next;
    return next;
  };

  const post = (message: TUploadWorkerRequest, transfer: ArrayBuffer[] = []) =>
    started().postMessage(message, transfer);

  /** Waits for the worker's answer numbered `id`, keeping the process alive meanwhile. */
  const answerTo = (id: number) =>
    new Promise<TUploadWorkerAnswer>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      started().ref();
    });

  const forget = (id: number) => {
    pending.delete(id);
    if (pending.size === 0) worker?.unref();
  };

  return {
    read(body, limit, declaredLength) {
      if (declaredLength !== undefined && declaredLength > limit) {
        return Promise.reject(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE());
      }
      const id = nextId++;
      const answer = answerTo(id);
      return new Promise((resolve, reject) => {
        let received = 0;
        let stopped = false;
        const stop = (error: Error) => {
          if (stopped) return;
          stopped = true;
          body.off('data', onData);
          body.resume();
          forget(id);
          post({ id, kind: 'abort' });
          reject(error);
        };
        // The body's pieces (64 KiB at most, each in a buffer of its own: the HTTP parser copies
        // them off the socket) are handed over without a copy, a message per MiB or so.
        let gathered: Uint8Array[] = [];
        let gatheredBytes = 0;
        const flush = () => {
          if (gathered.length === 0) return;
          post(
            { id, kind: 'pieces', pieces: gathered },
            gathered.map((piece) => piece.buffer as ArrayBuffer),
          );
          gathered = [];
          gatheredBytes = 0;
        };
        const onData = (chunk: Buffer) => {
          received += chunk.byteLength;
          if (received > limit) return stop(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE());
          gathered.push(ownedBytes(chunk));
          gatheredBytes += chunk.byteLength;
          if (gatheredBytes >= MESSAGE_BYTES) flush();
        };
        post({ id, kind: 'start' });
        body.on('data', onData);
        body.once('end', () => {
          if (stopped) return;
          flush();
          post({ id, kind: 'end' });
        });
        body.once('error', (error) => stop(error));
        body.once('aborted', () => stop(new Error('upload aborted by the client')));
        answer.then((read) => {
          if (!stopped && 'outcome' in read) resolve({ id, outcome: read.outcome });
        }, reject);
      });
    },
    async store(id) {
      const reply = nextId++;
      const stored = answerTo(reply);
      post({ id, kind: 'store', reply });
      await stored;
    },
    discard(id) {
      if (worker) post({ id, kind: 'discard' });
    },
    async close() {
      const current = worker;
      worker = undefined;
      failAll(new Error('upload worker closed'));
      await current?.terminate();
    },
  };
}
