import { parseNumber } from '../values/parse-number.js';

const EURO_FORMAT = new Intl.NumberFormat('fr-FR', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * Displays an amount in euros the French way (spec 9: two decimals): 1234.5 → '1 234,50 €'.
 * Note: Intl uses a narrow no-break space (U+202F) between thousands and a no-break space (U+00A0)
 * before '€'.
 * @returns the text, or empty text when the value is not a number.
 */
export function formatCurrency(value: number | string): string {
  const number = typeof value === 'number' ? (Number.isFinite(value) ? value : null) : parseNumber(value);
  return number === null ? '' : EURO_FORMAT.format(number);
}
