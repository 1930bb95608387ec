/**
 * The upload worker's thread (started by upload-body-reader.ts): reads upload bodies sent to it
 * (`{ id, body }`) and answers `{ id, outcome }`, the decoded files handed over without a copy.
 */
import { parentPort } from 'node:worker_threads';
import { readUploadBody, transferablesOf, type TUploadBodyOutcome } from './upload-body.js';

export type TUploadWorkerRequest = { id: number; body: Uint8Array };
export type TUploadWorkerAnswer =
  { id: number; outcome: TUploadBodyOutcome } | { id: number; failure: string };

const port = parentPort;
if (!port) throw new Error('upload-worker.ts runs as a worker thread');

port.on('message', ({ id, body }: TUploadWorkerRequest) => {
  readUploadBody(body).then(
    (outcome) => port.postMessage({ id, outcome } satisfies TUploadWorkerAnswer, transferablesOf(outcome)),
    (error: unknown) =>
      port.postMessage({ id, failure: error instanceof Error ? error.message : String(error) }),
  );
});
