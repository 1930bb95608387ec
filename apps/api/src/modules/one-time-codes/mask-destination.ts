import { formatPhone } from '@souscription/form-engine';
import type { TMessageChannel } from '../messages/index.js';

const MASK = '•';

/**
 * A mobile number as a signer may be shown it: its country code, first national digit and last
 * two digits (`+33 6 •• •• •• 78`).
 */
export function maskPhone(e164: string): string {
  const spaced = formatPhone(e164);
  const [countryCode, ...groups] = spaced.split(' ');
  const national = groups.join(' ');
  const digits = national.replace(/\D/g, '').length;
  if (!countryCode?.startsWith('+') || digits < 4) return `${MASK.repeat(4)}${e164.slice(-2)}`;
  let seen = 0;
  const masked = national.replace(/\d/g, (digit) => {
    seen += 1;
    return seen === 1 || seen > digits - 2 ? digit : MASK;
  });
  return `${countryCode} ${masked}`;
}

/** An e-mail address as a signer may be shown it: its first letter and its domain (`c•••@example.com`). */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return MASK.repeat(3);
  return `${email.charAt(0)}${MASK.repeat(3)}${email.slice(at)}`;
}

/** A destination masked by its channel. */
export function maskDestination(channel: TMessageChannel, destination: string): string {
  return channel === 'sms' ? maskPhone(destination) : maskEmail(destination);
}
