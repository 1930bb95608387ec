import { fileURLToPath } from 'node:url';
import { createWarmThreadPool } from '../shared/warm-thread-pool.js';
import type { TSealingTask, TSealingTaskName, TSealingTasks } from './sealing-worker.js';

/**
 * How many threads seal at once. One: the sealing job seals one envelope after another, and on a
 * small machine a second thread would take the core the requests need.
 */
const SEALING_THREADS = 1;

// Note: from the sources this is the entry beside this file (it loads tsx, then sealing-worker.ts);
// from the build, where this module is part of dist/server.mjs, it is dist/sealing-worker-entry.mjs,
// sealing-worker.ts bundled under that name by scripts/build.ts.
const workerFile = fileURLToPath(new URL('./sealing-worker-entry.mjs', import.meta.url));

/**
 * The process's sealing threads, started at the first task and kept (shared/warm-thread-pool.ts). One
 * pool per process, shared by every app and the seed: its threads hold no state between tasks.
 */
const pool = createWarmThreadPool<TSealingTask, unknown>({ filename: workerFile, threads: SEALING_THREADS });

/**
 * Runs one sealing task on a sealing thread: its input goes by structured clone (bytes, dates, plain
 * objects, keys), its result comes back the same way. A failure is thrown here, as if it ran here.
 */
export async function runOnSealingThread<K extends TSealingTaskName>(
  name: K,
  input: Parameters<TSealingTasks[K]>[0],
): Promise<Awaited<ReturnType<TSealingTasks[K]>>> {
  const threads = await pool.ready();
  return (await threads.run({ name, input } as TSealingTask)) as Awaited<ReturnType<TSealingTasks[K]>>;
}
