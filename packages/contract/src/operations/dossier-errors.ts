import type { TErrorKeys } from '../operation.js';
import { MESSAGE_KEYS } from '@souscription/form-engine';

/** A dossier that does not exist (404), or that the caller may not see (403). */
export const DOSSIER_ACCESS_ERRORS = {
  403: ['api.error.dossier-forbidden'],
  404: ['api.error.dossier-not-found'],
} as const satisfies TErrorKeys;

/**
 * A dossier whose values the caller may not change (spec 02 §4 and §6); during a correction of a
 * signed dossier, an answer or receipt outside the flagged items (issue 35).
 */
export const DOSSIER_EDIT_ERRORS = {
  403: ['api.error.dossier-read-only', 'api.error.dossier-not-modifiable'],
  422: ['dossier.error.sign-to-finalize', 'correction.error.outside-items'],
} as const satisfies TErrorKeys;

/**
 * What the form engine answers for a submitted block (the same rules as in the browser), and the
 * server's own check of choices.
 * Note: an element may carry its own `errorMessage`, sent instead of the engine's key; it is
 * the form's text, not a key of ours.
 */
export const FORM_ENGINE_ERRORS = {
  422: Object.values(MESSAGE_KEYS),
} as const satisfies TErrorKeys;
