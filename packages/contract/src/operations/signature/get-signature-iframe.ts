import { defineOperation, mergeErrorKeys } from '../../operation.js';
import { ZSignatureIframeParams, ZSignatureIframeQuery, ZSignatureIframeResponse } from '../../signature.js';
import { DOSSIER_ACCESS_ERRORS } from '../dossier-errors.js';

/** `GET /dossiers/{folderId}/docusigns/{docusignId}/iframe?party=…`. */
export const getSignatureIframe = defineOperation({
  operationId: 'getSignatureIframe',
  method: 'GET',
  path: '/dossiers/{folderId}/docusigns/{docusignId}/iframe',
  summary: 'The one-time signing address of one party for one signing step',
  description:
    "The address of the signing page for one party of one signing step (spec 01 §4, 02 §7). The step's envelope (its generated documents, one recipient per party of the dossier) is opened on the first call. The address is single use, valid 5 minutes, and opens only in the caller's browser; after signing or declining the page lands on the SPA's return page (`buildSignatureReturnUrl`).",
  tags: ['signature'],
  params: ZSignatureIframeParams,
  query: ZSignatureIframeQuery,
  responses: { 200: ZSignatureIframeResponse },
  errors: mergeErrorKeys(DOSSIER_ACCESS_ERRORS, {
    403: ['docusign.error-party-not-allowed', 'docusign.error-already-signed', 'docusign.error-not-open'],
    404: ['docusign.error-unknown-button'],
    422: ['docusign.error-party-absent', 'docusign.documents_not_available'],
  }),
});
