import { createValidationMessage } from './create-validation-message.js';
import { normalizePhone } from './normalize-phone.js';
import type { ValidationMessage } from './validation-message.types.js';

/**
 * Checks that a party's phone differs from the subscriber's (spec 5, cross-field rules); numbers
 * compare in E.164, so '06 12 34 56 78' equals '+33612345678'. Passes when either is empty.
 * @param message the key to give when they are equal (phones-must-differ or spouse-phone-must-differ).
 */
export function validateDifferentPhone(
  phone: string,
  subscriberPhone: string,
  message: string,
): ValidationMessage | null {
  if (phone.trim() === '' || subscriberPhone.trim() === '') return null;
  return normalizePhone(phone) === normalizePhone(subscriberPhone) ? createValidationMessage(message) : null;
}

/**
 * Checks that a party's e-mail differs from the subscriber's (spec 5), trimmed and case-insensitively.
 * Passes when either is empty.
 * @param message the key to give when they are equal (mail-must-be-different-from-…).
 */
export function validateDifferentEmail(
  email: string,
  subscriberEmail: string,
  message: string,
): ValidationMessage | null {
  const a = email.trim().toLowerCase();
  const b = subscriberEmail.trim().toLowerCase();
  if (a === '' || b === '') return null;
  return a === b ? createValidationMessage(message) : null;
}
