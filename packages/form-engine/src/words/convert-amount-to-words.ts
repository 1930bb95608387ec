import { roundHalfAwayFromZero } from '../numbers/round-half-away-from-zero.js';
import { convertNumberToWords } from './convert-number-to-words.js';

/**
 * Writes an amount in euros in French words (spec 5): 1234.56 → « mille deux cent trente-quatre euros
 * et cinquante-six centimes ». The amount is first rounded to the cent (halves away from zero).
 * Singular for 0 and 1 (« zéro euro », « un euro », « un centime »); « d'euros » after million(s) or
 * milliard(s) (« deux millions d'euros »); only centimes when there are no euros (0.56 → « cinquante-six
 * centimes »); « moins » before a negative amount.
 * @returns the words, or null when the amount is not a finite number or too large to be exact.
 */
export function convertAmountToWords(amount: number): string | null {
  if (!Number.isFinite(amount)) return null;
  const totalCents = Math.round(roundHalfAwayFromZero(Math.abs(amount), 2) * 100);
  if (!Number.isSafeInteger(totalCents)) return null;
  const euros = Math.floor(totalCents / 100);
  const cents = totalCents % 100;
  const sign = amount < 0 && (euros > 0 || cents > 0) ? 'moins ' : '';
  const centWords = cents > 0 ? `${convertNumberToWords(cents)} ${cents > 1 ? 'centimes' : 'centime'}` : '';
  if (euros === 0 && cents > 0) return sign + centWords;
  const euroNumber = convertNumberToWords(euros);
  const euroUnit = /(?:million|milliard)s?$/.test(euroNumber) ? "d'euros" : euros > 1 ? 'euros' : 'euro';
  const euroWords = `${euroNumber} ${euroUnit}`;
  return sign + (centWords ? `${euroWords} et ${centWords}` : euroWords);
}
