import type { TSignatureParty } from '@souscription/contract';
import { findUserName, insertEvent } from '../queries.js';
import type { SignatureDeps } from './signature-deps.js';
import type { TOpenCeremony, TPageRequest } from './signing-ceremony.js';

/**
 * The trail's events of a ceremony that change no state (docs/signature-events.md): a code sent,
 * failed, verified, the recipient locked, an address refused.
 */
export type TCeremonyEventType =
  'code_sent' | 'code_failed' | 'recipient_locked' | 'code_verified' | 'address_refused';

/**
 * Records one event of a ceremony in its envelope's trail: the party, the signed-in user of the
 * browser (who may not be the ceremony's own user, for a refused address), the host when the
 * ceremony is hosted, the address and browser, and what the event says (`details`).
 */
export async function recordCeremonyEvent(
  deps: SignatureDeps,
  open: Pick<TOpenCeremony, 'envelope' | 'recipient' | 'host'>,
  request: TPageRequest,
  type: TCeremonyEventType,
  details: Record<string, unknown>,
): Promise<void> {
  await insertEvent(deps.db, {
    envelopeId: open.envelope.id,
    party: open.recipient.party as TSignatureParty,
    type,
    at: deps.now(),
    userId: request.userId,
    userName: request.userId ? ((await findUserName(deps.db, request.userId)) ?? null) : null,
    hostedBy: open.host?.userId ?? null,
    hostedByName: open.host?.userName ?? null,
    ip: request.ip,
    userAgent: request.userAgent,
    details,
  });
}
