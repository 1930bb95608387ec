const NUMBER_PATTERN = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;
const SPACES = /[\s\u00a0\u202f]/g;

const DIGIT_0 = 48;
const DIGIT_9 = 57;
const POINT = 46;
const PLUS = 43;
const MINUS = 45;

/**
 * Whether a text is plain decimal writing: an optional sign, digits with at most one point, at least one
 * digit. Note: the common case, checked without a regular expression or a copy; every text it accepts
 * reads the same through the general path below.
 */
function isPlainDecimal(text: string): boolean {
  let position = text.charCodeAt(0) === MINUS || text.charCodeAt(0) === PLUS ? 1 : 0;
  let digits = 0;
  let points = 0;
  for (; position < text.length; position += 1) {
    const code = text.charCodeAt(position);
    if (code >= DIGIT_0 && code <= DIGIT_9) digits += 1;
    else if (code === POINT && points === 0) points = 1;
    else return false;
  }
  return digits > 0;
}

/**
 * Reads a number from a value as users and the API write it: spaces (including French no-break
 * spaces) are ignored and a single comma is a decimal separator.
 * @returns the finite number, or null when the text is not a number.
 */
export function parseNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  if (isPlainDecimal(value)) {
    const plain = Number(value);
    return Number.isFinite(plain) ? plain : null;
  }
  const compact = value.replace(SPACES, '');
  if (compact === '') return null;
  const text = compact.includes(',') && !compact.includes('.') ? compact.replace(',', '.') : compact;
  if (!NUMBER_PATTERN.test(text)) return null;
  const parsed = Number(text);
  return Number.isFinite(parsed) ? parsed : null;
}
