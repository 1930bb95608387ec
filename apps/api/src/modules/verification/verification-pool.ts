import { fileURLToPath } from 'node:url';
import type { TPdfVerification } from '@souscription/pdf-signature';
import { ApiError } from '../../shared/api-error.js';
import { createWarmThreadPool } from '../../shared/warm-thread-pool.js';
import type { TVerifyOutcome, TVerifyTask } from './verify-worker.js';

/**
 * Longest one verification may run on its thread; then the thread is stopped (terminated, not asked)
 * and the file refused as too complex. The reading caps inside (5 s of reading) come first.
 */
export const VERIFY_TASK_MS = 10_000;
/** Most verifications one address may have running or waiting at once; over it, 429. */
export const VERIFY_IN_FLIGHT_PER_ADDRESS = 4;
/** Heap (old generation) of one verification thread; over it the thread stops and the file is refused. */
export const VERIFY_WORKER_HEAP_MB = 256;
/** What a 503 or 429 of the verifier asks the caller to wait (`Retry-After`, seconds). */
export const VERIFY_RETRY_AFTER_SECONDS = 2;

/** How many threads verify at once, and how many verifications may wait for one (over it, 503). */
export type TVerificationPoolSize = { threads: number; queue: number };

/** Verifies PDFs on worker threads with bounded concurrency, a bounded queue and per-address limits. */
export type VerificationPool = {
  /**
   * The file's verification on a thread of the pool.
   * @throws ApiError 503 when every thread is busy and the queue is full, 429 when `address` has
   *   too many in flight, 422 when the file is over a reading cap, takes too long or cannot be read.
   */
  verify(pdf: Uint8Array, trustAnchors: Uint8Array[], address: string): Promise<TPdfVerification>;
  close(): Promise<void>;
};

// Note: from the sources this is the entry beside this file (it loads tsx, then verify-worker.ts);
// from the build, where this module is part of dist/server.mjs, it is dist/verify-worker-entry.mjs,
// verify-worker.ts bundled under that name by scripts/build.ts.
const workerFile = fileURLToPath(new URL('./verify-worker-entry.mjs', import.meta.url));

const tooComplex = () =>
  ApiError.unprocessable([{ property: 'file', message: 'verification.error-too-complex' }]);

/** A task the pool ended: stopped on time (AbortError) or over its heap. Anything else is ours, not the file's. */
function isStoppedByLimit(error: unknown): boolean {
  const { name, code } = error as { name?: string; code?: string };
  return name === 'AbortError' || code === 'ERR_WORKER_OUT_OF_MEMORY';
}

function toReport(outcome: TVerifyOutcome): TPdfVerification {
  if (outcome.kind === 'verified') return outcome.report;
  if (outcome.kind === 'too-complex') throw tooComplex();
  throw ApiError.unprocessable([{ property: 'file', message: 'verification.error-not-pdf' }]);
}

/**
 * The pool's threads start at the first verification and stay (shared/warm-thread-pool.ts). Admission
 * is ours, not piscina's queue: a task goes to piscina only when a thread is free, so its time limit
 * counts its run, not its wait.
 */
export function createVerificationPool({ threads, queue }: TVerificationPoolSize): VerificationPool {
  const pool = createWarmThreadPool<TVerifyTask, TVerifyOutcome>({
    filename: workerFile,
    threads,
    resourceLimits: { maxOldGenerationSizeMb: VERIFY_WORKER_HEAP_MB },
  });
  let running = 0;
  const waiting: (() => void)[] = [];
  const perAddress = new Map<string, number>();

  const admit = async (): Promise<void> => {
    if (running < threads) {
      running += 1;
      return;
    }
    if (waiting.length >= queue) throw ApiError.unavailable('file', 'verification.error-busy');
    // The slot is handed over by `release`, already counted.
    await new Promise<void>((resolve) => waiting.push(resolve));
  };
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };

  const run = async (task: TVerifyTask): Promise<TPdfVerification> => {
    await admit();
    try {
      const threads = await pool.ready();
      return toReport(await threads.run(task, { signal: AbortSignal.timeout(VERIFY_TASK_MS) }));
    } catch (error) {
      if (!isStoppedByLimit(error)) throw error;
      // The stopped thread is replaced: the next task waits for it to load, untimed, as the first did.
      pool.reload();
      throw tooComplex();
    } finally {
      release();
    }
  };

  return {
    async verify(pdf, trustAnchors, address) {
      const held = perAddress.get(address) ?? 0;
      if (held >= VERIFY_IN_FLIGHT_PER_ADDRESS)
        throw new ApiError(429, [{ property: 'file', message: 'api.error.too-many-requests' }]);
      perAddress.set(address, held + 1);
      try {
        return await run({ pdf, trustAnchors });
      } finally {
        const left = (perAddress.get(address) ?? 1) - 1;
        if (left > 0) perAddress.set(address, left);
        else perAddress.delete(address);
      }
    },
    close: () => pool.close(),
  };
}
