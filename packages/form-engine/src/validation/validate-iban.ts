import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import { MESSAGE_KEYS } from '../messages/message-keys.js';
import { createValidationMessage } from './create-validation-message.js';
import type { ValidationMessage } from './validation-message.types.js';

/** Checks an IBAN with ibantools (country format and check digits); spaces and case are ignored; empty passes. */
export function validateIban(value: string): ValidationMessage | null {
  if (value.trim() === '') return null;
  const iban = electronicFormatIBAN(value) ?? '';
  return isValidIBAN(iban) ? null : createValidationMessage(MESSAGE_KEYS.iban);
}
