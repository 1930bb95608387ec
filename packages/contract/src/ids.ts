import { z } from 'zod';

/** The largest id a PostgreSQL `integer` column holds. */
export const MAX_ID = 2_147_483_647;

/**
 * A row id, or any whole number the database stores in an `integer` column, in a path, a query or
 * a body: from 1 to {@link MAX_ID}, a number or its text. Any other value is refused with `key`.
 * Note: the upper bound is what keeps `2147483648` from reaching PostgreSQL, which would fail.
 */
export function toId(key = 'api.error.id') {
  return z.coerce.number<number | string>({ error: key }).int(key).positive(key).max(MAX_ID, key);
}

/** A row id in a path or a query (`/dossiers/{id}`); any other value is refused with `api.error.id`. */
export const ZId = toId();
