import { isValidPhoneNumber } from 'libphonenumber-js/max';
import { MESSAGE_KEYS } from '../messages/message-keys.js';
import { createValidationMessage } from './create-validation-message.js';
import type { ValidationMessage } from './validation-message.types.js';

/** Default country of phone numbers written without international prefix (spec 9). */
export const DEFAULT_PHONE_COUNTRY = 'FR';

/** Default content of a phone field (spec 9); alone it counts as empty. */
export const DEFAULT_PHONE_PREFIX = '+33';

/**
 * Checks a phone number with libphonenumber-js (full metadata), national numbers read as French.
 * An empty value passes (the required rule handles it).
 */
export function validatePhone(value: string): ValidationMessage | null {
  if (value.trim() === '') return null;
  return isValidPhoneNumber(value, DEFAULT_PHONE_COUNTRY)
    ? null
    : createValidationMessage(MESSAGE_KEYS.phone);
}
