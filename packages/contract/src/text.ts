import { z } from 'zod';

/** The key of a text the database cannot store or search (NUL, lone surrogate). */
export const TEXT_INVALID_KEY = 'api.error.text-invalid';

// Note: matched on UTF-16 code units (no `u` flag), so a surrogate without its other half is found;
// `String.prototype.isWellFormed` does the same but not in every browser the web app supports.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Whether PostgreSQL can store and compare a text: no NUL character (refused by `text` and `jsonb`)
 * and no lone surrogate (not UTF-8).
 */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/**
 * A text a caller sends (a search, a filter, a stored value or title): any string the database can
 * hold, else refused with {@link TEXT_INVALID_KEY}. Chain `.trim()`, `.max()`… after it.
 */
export function toText() {
  return z.string().refine(isStorableText, { error: TEXT_INVALID_KEY });
}
