import { defineOperation, mergeErrorKeys } from '../../operation.js';
import { ZCreateProspectRequest, ZCreateProspectResponse } from '../../dossier-values.js';
import { IDEMPOTENCY_ERRORS, ZIdempotencyHeaders } from '../../idempotency.js';
import { DOSSIER_ACCESS_ERRORS } from '../dossier-errors.js';

/** `POST /prospects`. */
export const createProspect = defineOperation({
  operationId: 'createProspect',
  method: 'POST',
  path: '/prospects',
  summary: "Creates the prospect's account and customer from a dossier's identity values",
  description:
    "The prospect's customer record and account from the dossier's identity values. A retry with the same `Idempotency-Key` gets the first answer again. Note: two of its messages are the spec's own sentences (spec 02 §8), not translation keys.",
  tags: ['clients'],
  headers: ZIdempotencyHeaders,
  body: ZCreateProspectRequest,
  responses: { 201: ZCreateProspectResponse },
  errors: mergeErrorKeys(DOSSIER_ACCESS_ERRORS, IDEMPOTENCY_ERRORS, {
    403: ['api.error.forbidden', 'api.error.dossier-read-only', 'api.error.dossier-not-modifiable'],
    422: [
      'api.error.dossier-has-client',
      'An error occurred when creating the prospect',
      'User already exists for customer email',
    ],
  }),
});
