import { isValidBIC } from 'ibantools';
import { MESSAGE_KEYS } from '../messages/message-keys.js';
import { createValidationMessage } from './create-validation-message.js';
import type { ValidationMessage } from './validation-message.types.js';

/** Checks a BIC with ibantools (8 or 11 characters, a known country); spaces and case are ignored; empty passes. */
export function validateBic(value: string): ValidationMessage | null {
  const bic = value.replace(/\s/g, '').toUpperCase();
  if (bic === '') return null;
  return isValidBIC(bic) ? null : createValidationMessage(MESSAGE_KEYS.bic);
}
