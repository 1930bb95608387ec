import { z } from 'zod';

/** The largest id a PostgreSQL `integer` column holds. */
export const MAX_ID = 2_147_483_647;

/**
 * A row id in a path or a query (`/dossiers/{id}`): a whole number from 1, sent as text. Any
 * other value is refused with `api.error.id`.
 */
export const ZId = z.coerce
  .number<number | string>({ error: 'api.error.id' })
  .int('api.error.id')
  .positive('api.error.id')
  .max(MAX_ID, 'api.error.id');
export type TId = z.infer<typeof ZId>;
