import { MESSAGE_KEYS } from '../messages/message-keys.js';
import { parseNumber } from '../values/parse-number.js';
import { convertAmountToWords } from '../words/convert-amount-to-words.js';
import { createValidationMessage } from './create-validation-message.js';
import type { ValidationMessage } from './validation-message.types.js';

/**
 * Lower-cases, unifies apostrophes and takes hyphens as spaces, then collapses spaces, so that only
 * the words themselves count: the traditional spelling (« cent quatre mille ») and the 1990 reform's,
 * every numeral joined by hyphens (« cent-quatre-mille »), are both right.
 */
export function normalizeWords(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/[-‐‑]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Checks a number-to-words answer (spec 5): it must equal the French words of the referenced amount,
 * case-insensitively (spaces collapsed, hyphens as spaces), else 'element.error.different-to-expected'. Passes when the
 * answer or the amount is empty or the amount is not a number (other rules report those).
 */
export function validateAmountInWords(words: string, amount: string): ValidationMessage | null {
  const number = parseNumber(amount);
  if (words.trim() === '' || number === null) return null;
  const expected = convertAmountToWords(number);
  if (expected !== null && normalizeWords(expected) === normalizeWords(words)) return null;
  return createValidationMessage(MESSAGE_KEYS.differentToExpected);
}
