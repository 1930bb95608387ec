import { Worker } from 'node:worker_threads';
import type { TUploadBodyOutcome } from './upload-body.js';
import type { TUploadWorkerAnswer, TUploadWorkerRequest } from './upload-worker.js';

/** Reads upload bodies on a thread of its own (upload-worker.ts). */
export type UploadBodyReader = {
  read: (body: Buffer) => Promise<TUploadBodyOutcome>;
  close: () => Promise<void>;
};

const workerUrl = new URL('./upload-worker-entry.mjs', import.meta.url);

/**
 * One worker thread, started at the first upload and started again if it ever stops, that reads
 * the bodies one after the other: JSON of 14 MB, base64 decoding, file type sniffing — work that,
 * on the thread answering requests, would hold every other request while it runs.
 */
export function createUploadBodyReader(): UploadBodyReader {
  let worker: Worker | undefined;
  let nextId = 0;
  const pending = new Map<number, { resolve: (o: TUploadBodyOutcome) => void; reject: (e: Error) => void }>();

  const failAll = (error: Error) => {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
    worker = undefined;
  };

  const started = (): Worker => {
    if (worker) return worker;
    const next = new Worker(workerUrl);
    next.on('message', (answer: TUploadWorkerAnswer) => {
      const waiting = pending.get(answer.id);
      if (!waiting) return;
      pending.delete(answer.id);
      if (pending.size === 0) next.unref();
      if ('outcome' in answer) waiting.resolve(answer.outcome);
      else waiting.reject(new Error(`upload worker: ${answer.failure}`));
    });
    next.on('error', (error) => failAll(error));
    next.on('exit', (code) => {
      if (worker === next) failAll(new Error(`upload worker stopped (${code})`));
    });
    next.unref();
    worker = next;
    return next;
  };

  return {
    read(body) {
      // The body is handed over without a copy when it owns its memory (Fastify's joined body does).
      const own = body.byteOffset === 0 && body.byteLength === body.buffer.byteLength;
      const bytes = own ? new Uint8Array(body.buffer, 0, body.byteLength) : new Uint8Array(body);
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        const current = started();
        // Kept alive while a body is being read; an idle worker does not keep the process alive.
        current.ref();
        current.postMessage({ id, body: bytes } satisfies TUploadWorkerRequest, [
          bytes.buffer as ArrayBuffer,
        ]);
      });
    },
    async close() {
      const current = worker;
      worker = undefined;
      failAll(new Error('upload worker closed'));
      await current?.terminate();
    },
  };
}
