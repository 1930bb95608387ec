/**
 * One verification on a worker thread of the verification pool (verification-pool.ts): the whole of
 * `verifyPdf`, so that a costly file holds this thread, never the one answering requests. A file over
 * a reading cap, or one that cannot be read at all, is an outcome, not a thrown error (an error's
 * class does not survive the trip back to the server's thread).
 */
import { platform, setPriority } from 'node:os';
import { isPdfTooComplex, verifyPdf, type TPdfVerification } from '@souscription/pdf-signature';

/** What the server's thread hands over: the file and the platform's roots (DER), or a first call once loaded. */
export type TVerifyTask = { pdf: Uint8Array; trustAnchors: Uint8Array[] } | { warmUp: true };

/** What comes back. */
export type TVerifyOutcome =
  | { kind: 'verified'; report: TPdfVerification }
  | { kind: 'too-complex'; limit: string }
  | { kind: 'unreadable' }
  | { kind: 'ready' };

/** How much lower than the server's this thread's priority is (0 to 19). */
const VERIFY_WORKER_NICE = 10;

// On Linux the nice value belongs to each thread: when a verification and the thread answering
// requests both want the processor, the requests go first (as the upload worker does).
if (platform() === 'linux') setPriority(0, VERIFY_WORKER_NICE);

/** Piscina's entry: one task, one outcome. */
export default async function verifyOnWorker(task: TVerifyTask): Promise<TVerifyOutcome> {
  if ('warmUp' in task) return { kind: 'ready' };
  const { pdf, trustAnchors } = task;
  try {
    return { kind: 'verified', report: await verifyPdf(pdf, { trustAnchors }) };
  } catch (error) {
    if (isPdfTooComplex(error)) return { kind: 'too-complex', limit: error.limit };
    return { kind: 'unreadable' };
  }
}
