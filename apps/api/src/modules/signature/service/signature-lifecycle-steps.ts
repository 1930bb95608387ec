import type { DeliveryWorkerStep } from '../../delivery/index.js';
import { deliverSignedCopies } from './deliver-signed-copies.js';
import { expireEnvelopes, type LifecycleDeps } from './expire-envelopes.js';
import { renewArchiveTimestamps } from './renew-archive-timestamps.js';
import { sendOwedInvitations } from './owed-invitations.js';
import { createSealingJob, type SealingJob } from './seal-completed-envelopes.js';
import { sendAdvisorNotices } from './send-advisor-notices.js';
import { sendSignatureReminders } from './send-signature-reminders.js';

/**
 * The signature lifecycle's steps on the delivery worker's loop (no scheduler of its own): sealing of
 * completed envelopes (first, so that their copies go out in the same pass), the invitations an opened
 * envelope still owes (its opener died after the commit, or failed), expiry, reminders, signed
 * copies once sealed, the advisor's notice of an envelope ended unsigned, the archive-timestamp renewal
 * of signed documents. Each claims its own rows under a lock or lease, so any number of workers may run
 * them.
 */
export function createSignatureLifecycleSteps(
  deps: LifecycleDeps,
  sealing: SealingJob = createSealingJob(deps),
): DeliveryWorkerStep[] {
  return [
    sealing,
    { name: 'owed invitations', run: () => sendOwedInvitations(deps) },
    { name: 'signature expiry', run: async () => (await expireEnvelopes(deps)).length },
    { name: 'signature reminders', run: () => sendSignatureReminders(deps) },
    { name: 'signed copies', run: () => deliverSignedCopies(deps) },
    { name: 'advisor notices', run: () => sendAdvisorNotices(deps) },
    {
      name: 'archive timestamps',
      run: () => renewArchiveTimestamps(deps, { windowDays: deps.config.archiveRenewalWindowDays }),
    },
  ];
}
