import { defineOperation, mergeErrorKeys } from '../../operation.js';
import {
  ZCancelSignatureEnvelopeRequest,
  ZCancelSignatureEnvelopeResponse,
  ZSignatureIframeParams,
} from '../../signature.js';
import { DOSSIER_ACCESS_ERRORS } from '../dossier-errors.js';

/** `POST /dossiers/{folderId}/docusigns/{docusignId}/cancel`. */
export const cancelSignatureEnvelope = defineOperation({
  operationId: 'cancelSignatureEnvelope',
  method: 'POST',
  path: '/dossiers/{folderId}/docusigns/{docusignId}/cancel',
  summary: 'Cancels the envelope of a signing step still out for signature, with a reason',
  description:
    "The folder's advisor (or the back office) withdraws the step's envelope still out for signature, with a reason (required). The envelope becomes `cancelled` and stays in the history with its reason, its signing pages refuse, and the dossier's status goes back so that a new envelope may be opened.",
  tags: ['signature'],
  params: ZSignatureIframeParams,
  body: ZCancelSignatureEnvelopeRequest,
  responses: { 200: ZCancelSignatureEnvelopeResponse },
  errors: mergeErrorKeys(DOSSIER_ACCESS_ERRORS, {
    409: ['docusign.error-not-open'],
    422: ['validation.error.reason-required', 'validation.error.reason-too-long'],
  }),
});
