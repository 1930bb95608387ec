import { normalizePhone } from '@souscription/form-engine';
import { maskDestination } from '../../one-time-codes/index.js';
import type { CeremonyDeps } from './signature-deps.js';
import type { TOpenCeremony } from './signing-ceremony.js';

/** Where the party's code goes on a channel: their own mobile or e-mail address. */
export function destinationOf(open: TOpenCeremony, channel: 'sms' | 'email'): string | null {
  return channel === 'sms' ? open.recipient.mobile : open.recipient.email;
}

/**
 * Where the server's codes really go: to the party's destination, or, in a demonstration installation
 * (no SMTP nor SMS gateway), into the demo mailbox that every demo account reads.
 */
export function codeDeliveredTo(deps: Pick<CeremonyDeps, 'transport'>): 'destination' | 'demo-mailbox' {
  return deps.transport.mode === 'demo-mailbox' ? 'demo-mailbox' : 'destination';
}

/** The party's destination as the page may show it before and after a code is sent. */
export function maskedDestinationOf(open: TOpenCeremony): string | null {
  if (!open.codeChannel) return null;
  const destination = destinationOf(open, open.codeChannel);
  if (!destination) return null;
  return maskDestination(
    open.codeChannel,
    open.codeChannel === 'sms' ? normalizePhone(destination) : destination.trim().toLowerCase(),
  );
}
