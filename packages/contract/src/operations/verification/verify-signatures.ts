import { defineOperation } from '../../operation.js';
import { ZVerifySignaturesRequest, ZVerifySignaturesResponse } from '../../signature-verification.js';

/**
 * `POST /signatures/verify`: checks the signatures of a PDF (base64 in JSON, or the raw
 * `application/pdf` body) — for each its signer, chain, signing and timestamp times, PAdES level,
 * integrity and changes after it — and whether this platform signed that very file (the dossier's
 * number and the date only). Public, rate-limited.
 */
export const verifySignatures = defineOperation({
  operationId: 'verifySignatures',
  method: 'POST',
  path: '/signatures/verify',
  summary: 'Verifies the signatures of a PDF',
  description:
    'Checks every signature and document timestamp of a PDF (base64 JSON, or a raw application/pdf body up to 10 MiB): its signer, certificate chain, signing and timestamp times, PAdES baseline level, integrity and the changes made after it; and whether this platform signed that very file (the dossier number and date only). Public and rate-limited; a file over the reading caps (inflated bytes, objects, revisions, nesting, time) is refused as too complex (422), and when every verification thread is busy and the queue is full the answer is 503 with Retry-After.',
  tags: ['signature'],
  public: true,
  body: ZVerifySignaturesRequest,
  responses: { 200: ZVerifySignaturesResponse },
  errors: {
    413: ['api.error.body-too-large'],
    422: [
      'verification.error-file-required',
      'verification.error-file-too-large',
      'verification.error-not-base64',
      'verification.error-not-pdf',
      'verification.error-too-complex',
    ],
    429: ['api.error.too-many-requests'],
    503: ['verification.error-busy'],
  },
});
