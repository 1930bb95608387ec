import { MESSAGE_KEYS } from '../messages/message-keys.js';
import { createValidationMessage } from './create-validation-message.js';
import type { ValidationMessage } from './validation-message.types.js';

const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;
const REPEATED_SEPARATORS = /[.+-]{2,}/;

/**
 * Checks an e-mail (spec 5): empty passes; otherwise a standard address (local part, @, a domain with a
 * top-level part of two letters or more), not starting or ending its local part with '.', and without
 * two or more consecutive '.', '+' or '-'.
 */
export function validateEmail(value: string): ValidationMessage | null {
  const email = value.trim();
  if (email === '') return null;
  const local = email.slice(0, email.lastIndexOf('@'));
  const valid =
    EMAIL_PATTERN.test(email) &&
    !REPEATED_SEPARATORS.test(email) &&
    !local.startsWith('.') &&
    !local.endsWith('.');
  return valid ? null : createValidationMessage(MESSAGE_KEYS.email);
}
