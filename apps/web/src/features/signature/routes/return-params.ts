import { SIGNATURE_RETURN_EVENTS, type TSignatureReturnEvent } from '@souscription/contract';
import type { TSignatureTarget } from '../../../shared/signature/signature-message';

const STEP = /^[a-z_]+$/;

/** What the return page reads from its address: the attempt, and the outcome the signing page reported. */
export type TReturnParams = TSignatureTarget & {
  dossierId: number;
  /** The signing page's `event`; null when absent or not one of the contract's. */
  event: TSignatureReturnEvent | null;
};

/**
 * The attempt the return page checks, from its address: the folder, the signing step (the button's
 * docusignId), the party and the reported outcome. null when the address does not name the attempt.
 */
export function readReturnParams(params: URLSearchParams): TReturnParams | null {
  const id = params.get('dossierId') ?? '';
  const step = params.get('docusignId') ?? '';
  const party = params.get('party') ?? 'subscriber';
  if (!/^\d+$/.test(id) || !STEP.test(step) || !STEP.test(party)) return null;
  const event = params.get('event');
  const known = (SIGNATURE_RETURN_EVENTS as readonly string[]).includes(event ?? '');
  return { dossierId: Number(id), step, party, event: known ? (event as TSignatureReturnEvent) : null };
}
