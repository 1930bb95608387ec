import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { DEFAULT_PHONE_COUNTRY } from './validate-phone.js';

/**
 * Writes a phone number in E.164 (+33612345678) so that two spellings of one number compare equal;
 * text that is not a phone number is returned trimmed and without spaces.
 */
export function normalizePhone(value: string): string {
  const parsed = parsePhoneNumberFromString(value, DEFAULT_PHONE_COUNTRY);
  return parsed ? parsed.number : value.replace(/[\s\u00a0\u202f.-]/g, '');
}
