import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { DEFAULT_PHONE_COUNTRY } from '../validation/validate-phone.js';

/**
 * A phone number as people read it: international and spaced (+33 6 12 34 56 78), national
 * numbers read as French; text that is not a phone number is returned as it is.
 */
export function formatPhone(value: string): string {
  const parsed = parsePhoneNumberFromString(value, DEFAULT_PHONE_COUNTRY);
  return parsed?.isValid() ? parsed.formatInternational() : value;
}
