import { z } from 'zod';

/** How long the first answer of a creation is replayed for a retry under the same key. */
export const IDEMPOTENCY_KEY_HOURS = 24;

/**
 * `Idempotency-Key` of a creation (`POST /dossiers`, `…/duplicate`, `/prospects`): any token of 1
 * to 255 visible ASCII characters the caller picks once per creation (a UUID). A retry with the
 * same key and the same request gets the first answer again (`Idempotent-Replayed: true`) instead
 * of a second creation; the same key with another request is refused.
 */
export const ZIdempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[\x21-\x7e]{1,255}$/, { error: 'api.error.idempotency-key' })
    .optional()
    .meta({ description: 'Any token (a UUID) sent again unchanged when the request is retried.' }),
});

/** The errors of a creation that takes an `Idempotency-Key`. */
export const IDEMPOTENCY_ERRORS = {
  409: ['api.error.idempotency-key-in-use'],
  422: ['api.error.idempotency-key-reused', 'api.error.idempotency-key'],
} as const;
