/**
 * The upload worker's thread (started by upload-body-reader.ts). It gathers the pieces of each body
 * sent to it (`start`, `pieces`…, `end`, or `abort`), reads it (upload-body.ts) and answers
 * `{ id, outcome }`. Where it can reach the store of files (`workerData.location`: files on disk or
 * a PostgreSQL server), it keeps the decoded files and answers without their bytes; the server asks
 * it to `store` them once the caller and the dossier are checked, or to `discard` them. Otherwise
 * (an in-memory embedded database) the bytes are handed over in the answer, without a copy.
 */
import { platform, setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { openBlobStoreFromThread, type BlobLocation } from '../../storage/create-blob-store.js';
import { readUploadBody, transferablesOf, type TUploadBodyOutcome } from './upload-body.js';

export type TUploadWorkerRequest =
  | { id: number; kind: 'start' | 'end' | 'abort' | 'discard' }
  | { id: number; kind: 'pieces'; pieces: Uint8Array[] }
  | { id: number; kind: 'store'; reply: number };
export type TUploadWorkerAnswer =
  | { id: number; outcome: TUploadBodyOutcome }
  | { id: number; stored: true }
  | { id: number; failure: string };
export type TUploadWorkerData = { location: BlobLocation };

/** How much lower than the server's this thread's priority is (0 to 19). */
const UPLOAD_WORKER_NICE = 10;

/** Decoded files not stored nor discarded after this long are dropped (a request that never ended). */
const HELD_MS = 10 * 60 * 1000;

const port = parentPort;
if (!port) throw new Error('upload-worker.ts runs as a worker thread');
// On Linux the nice value belongs to each thread: this one gives way to the thread answering
// requests when both want the processor (a 10 MiB upload takes a little longer, other users do not wait).
if (platform() === 'linux') setPriority(0, UPLOAD_WORKER_NICE);
const { location } = workerData as TUploadWorkerData;
const store = await openBlobStoreFromThread(location);

/** The pieces received so far of each body being sent. */
const bodies = new Map<number, Uint8Array[]>();
/** The decoded files of each body read, until stored or discarded. */
const held = new Map<number, { files: { bytes: Uint8Array; sha256: string }[]; at: number }>();

const failure = (id: number, error: unknown): TUploadWorkerAnswer => ({
  id,
  failure: error instanceof Error ? error.message : String(error),
});

async function read(id: number, body: Buffer): Promise<void> {
  const outcome = await readUploadBody(body);
  if (!store || outcome.kind !== 'read') {
    port!.postMessage({ id, outcome } satisfies TUploadWorkerAnswer, transferablesOf(outcome));
    return;
  }
  const files = outcome.upload.receipts.flatMap(({ file }) =>
    'bytes' in file && file.bytes ? [{ file, bytes: file.bytes }] : [],
  );
  held.set(id, { files: files.map(({ file, bytes }) => ({ bytes, sha256: file.sha256 })), at: Date.now() });
  for (const { file } of files) delete file.bytes;
  port!.postMessage({ id, outcome } satisfies TUploadWorkerAnswer);
}

async function storeHeld(id: number, reply: number): Promise<void> {
  const files = held.get(id)?.files;
  if (!files || !store) throw new Error(`no files held for upload ${id}`);
  for (const { bytes, sha256 } of files) await store.put(bytes, { sha256 });
  held.delete(id);
  port!.postMessage({ id: reply, stored: true } satisfies TUploadWorkerAnswer);
}

port.on('message', (message: TUploadWorkerRequest) => {
  const { id } = message;
  switch (message.kind) {
    case 'start':
      for (const [heldId, { at }] of held) if (Date.now() - at > HELD_MS) held.delete(heldId);
      bodies.set(id, []);
      break;
    case 'pieces':
      bodies.get(id)?.push(...message.pieces);
      break;
    case 'abort':
      bodies.delete(id);
      break;
    case 'end': {
      const pieces = bodies.get(id) ?? [];
      bodies.delete(id);
      read(id, Buffer.concat(pieces)).catch((error: unknown) => port.postMessage(failure(id, error)));
      break;
    }
    case 'store':
      storeHeld(id, message.reply).catch((error: unknown) => port.postMessage(failure(message.reply, error)));
      break;
    case 'discard':
      held.delete(id);
      break;
  }
});
