const NUMBER_PATTERN = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;
const SPACES = /[\s\u00a0\u202f]/g;

/**
 * Reads a number from a value as users and the API write it: spaces (including French no-break
 * spaces) are ignored and a single comma is a decimal separator.
 * @returns the finite number, or null when the text is not a number.
 */
export function parseNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const compact = value.replace(SPACES, '');
  if (compact === '') return null;
  const text = compact.includes(',') && !compact.includes('.') ? compact.replace(',', '.') : compact;
  if (!NUMBER_PATTERN.test(text)) return null;
  const parsed = Number(text);
  return Number.isFinite(parsed) ? parsed : null;
}
