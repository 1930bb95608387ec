import { MESSAGE_KEYS } from '../messages/message-keys.js';
import { createValidationMessage } from './create-validation-message.js';
import type { ValidationMessage } from './validation-message.types.js';

/** The answers suitability questions expect (spec 5). */
export const SUITABILITY_ANSWERS = { yes: 'Oui', no: 'Non' } as const;

/**
 * Checks a suitability question (spec 5). For the six questions that must be 'Oui' any other answer
 * (empty included) gives 'validation.error.suitability-must-be-yes' (the subscription cannot be
 * registered; contact the management company or the advisor). For the question that must be 'Non' any
 * other answer gives the element's errorMessage, else 'validation.error.suitability-must-be-no'.
 * Answers compare trimmed and case-insensitively.
 */
export function validateSuitabilityAnswer(
  value: string,
  expected: 'yes' | 'no',
  errorMessage?: string | null,
): ValidationMessage | null {
  if (value.trim().toLowerCase() === SUITABILITY_ANSWERS[expected].toLowerCase()) return null;
  if (expected === 'yes') return createValidationMessage(MESSAGE_KEYS.suitabilityMustBeYes);
  return createValidationMessage(errorMessage || MESSAGE_KEYS.suitabilityMustBeNo);
}
