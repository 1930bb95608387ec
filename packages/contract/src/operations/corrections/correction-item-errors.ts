import type { TErrorKeys } from '../../operation.js';

/** A flagged item that is not on the dossier (issue 35): its property names the item (`items.2.elementId`). */
export const CORRECTION_ITEM_ERRORS = {
  422: [
    'correction.error.unknown-field',
    'correction.error.unknown-receipt',
    'correction.error.receipt-required',
    'validation.error.dossier-not-signed',
  ],
} as const satisfies TErrorKeys;
