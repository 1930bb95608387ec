import type { DeliveryWorkerStep } from '../../delivery/index.js';
import { expireEnvelopes, type LifecycleDeps } from './expire-envelopes.js';

/**
 * The signature lifecycle's steps on the delivery worker's loop (no scheduler of its own): expiry.
 * Each handles its own rows under a lock, so any number of workers may run them.
 */
export function createSignatureLifecycleSteps(deps: LifecycleDeps): DeliveryWorkerStep[] {
  return [{ name: 'signature expiry', run: async () => (await expireEnvelopes(deps)).length }];
}
