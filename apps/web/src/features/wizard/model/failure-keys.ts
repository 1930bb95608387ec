import { ApiError, TECHNICAL_ERROR_KEY } from '../../../shared/api/api-error';

/** Message key shown when the prospect creation fails without a message of its own (spec 02 §8). */
export const PROSPECT_FALLBACK_KEY = 'create-prospect';

/** The message key of a failed call: the server's first message, else the technical message. */
export function getFailureKey(error: unknown): string {
  return error instanceof ApiError ? error.message : TECHNICAL_ERROR_KEY;
}

/**
 * Spec 02 §8: a failed prospect creation shows its first message as 'api.error.{message}' (the
 * server may already send it so), else 'create-prospect'.
 */
export function getProspectFailureKey(error: unknown): string {
  const first = error instanceof ApiError ? error.errors[0]?.message : undefined;
  if (!first) return PROSPECT_FALLBACK_KEY;
  return first.startsWith('api.error.') ? first : `api.error.${first}`;
}
