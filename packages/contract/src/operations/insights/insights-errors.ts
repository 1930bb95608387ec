import type { TErrorKeys } from '../../operation.js';

/**
 * What every « Suivi » call answers of its own: 403 to a role without the screen, 422 on a product
 * or an advisor the caller may not filter by (unknown to its tenant, or an advisor filtering by
 * another), or on a period that ends before it starts or is longer than three years, besides the filters' own
 * checks (dates, ids).
 */
export const INSIGHTS_ERRORS = {
  403: ['api.error.forbidden'],
  422: ['api.error.invalid_value', 'api.error.too_big'],
} as const satisfies TErrorKeys;
