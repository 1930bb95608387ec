/**
 * One task of a sealing thread (sealing-threads.ts): the CPU-heavy, database-free parts of sealing —
 * PDF parsing and writing, CMS signatures and timestamp tokens, rendering the signature history and the
 * evidence file — so that they hold this thread, never the one answering requests. Bytes and plain data
 * in and out (structured clone); the database stays on the server's thread.
 */
import { platform, setPriority } from 'node:os';
import { readPdfSignatures } from '@souscription/pdf-signature';
import { listHeldPdfDigests, renderEvidencePdf } from '../modules/evidence/index.js';
import {
  appendDssAndTimestamp,
  appendPlatformSeal,
  readValidationNeeds,
  renderAuditCertificate,
} from '../modules/signature/index.js';

/** What a sealing thread does, by name. */
export const SEALING_TASKS = {
  appendDssAndTimestamp,
  appendPlatformSeal,
  listHeldPdfDigests,
  readPdfSignatures,
  readValidationNeeds,
  renderAuditCertificate,
  renderEvidencePdf,
};
export type TSealingTasks = typeof SEALING_TASKS;
export type TSealingTaskName = keyof TSealingTasks;

/** What the server's thread hands over: a task's name and its input, or a first call once loaded. */
export type TSealingTask =
  | { [K in TSealingTaskName]: { name: K; input: Parameters<TSealingTasks[K]>[0] } }[TSealingTaskName]
  | { warmUp: true };

/** How much lower than the server's this thread's priority is (0 to 19), as the verification threads'. */
const SEALING_WORKER_NICE = 10;

// On Linux the nice value belongs to each thread: when sealing and the thread answering requests both
// want the processor, the requests go first.
if (platform() === 'linux') setPriority(0, SEALING_WORKER_NICE);

/** Piscina's entry: one task, its result. */
export default async function sealOnThread(task: TSealingTask): Promise<unknown> {
  if ('warmUp' in task) return null;
  const run = SEALING_TASKS[task.name] as (input: unknown) => unknown;
  return run(task.input);
}
