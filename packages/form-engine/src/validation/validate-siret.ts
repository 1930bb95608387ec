import { MESSAGE_KEYS } from '../messages/message-keys.js';
import { createValidationMessage } from './create-validation-message.js';
import type { ValidationMessage } from './validation-message.types.js';

/** Checks the designated SIRET element (spec 5): digits only; empty passes. */
export function validateSiret(value: string): ValidationMessage | null {
  const siret = value.trim();
  if (siret === '') return null;
  return /^\d+$/.test(siret) ? null : createValidationMessage(MESSAGE_KEYS.siret);
}
