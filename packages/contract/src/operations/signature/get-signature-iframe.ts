import { defineOperation, mergeErrorKeys } from '../../operation.js';
import { ZSignatureIframeParams, ZSignatureIframeQuery, ZSignatureIframeResponse } from '../../signature.js';
import { DOSSIER_ACCESS_ERRORS } from '../dossier-errors.js';

/** `GET /dossiers/{folderId}/docusigns/{docusignId}/iframe?party=…`: the signing address while an envelope is out. */
export const getSignatureIframe = defineOperation({
  operationId: 'getSignatureIframe',
  method: 'GET',
  path: '/dossiers/{folderId}/docusigns/{docusignId}/iframe',
  summary: 'The signing page address of a party while the step’s envelope is out',
  description:
    "The spec's signing address (spec 01 §7, 02 §7): while the step's envelope is out, the one-time address of the signing page of the party named in the query (the subscriber when absent), signed or hosted by the caller, valid 5 minutes, bound to this browser by an HttpOnly cookie on /sign. It opens no envelope (hosting a party who signs by link switches her to « en sa présence », recorded, as the opening call does): opening one changes the dossier (its envelope, its locked answers), so it is `POST /dossiers/{folderId}/docusigns/{docusignId}/ceremonies` (openSignatureCeremony); with no envelope out this call answers 409 `docusign.error-open-required`. Otherwise it refuses what the opening call refuses: an unknown button (404), a step closed, a party already signed or not the caller's to sign or host (403), a party absent from the envelope or a dossier no longer complete (422).",
  tags: ['signature'],
  params: ZSignatureIframeParams,
  query: ZSignatureIframeQuery,
  responses: { 200: ZSignatureIframeResponse },
  errors: mergeErrorKeys(DOSSIER_ACCESS_ERRORS, {
    403: ['docusign.error-party-not-allowed', 'docusign.error-already-signed', 'docusign.error-not-open'],
    404: ['docusign.error-unknown-button'],
    409: ['docusign.error-open-required'],
    422: ['docusign.error-party-absent', 'docusign.documents_not_available'],
  }),
});
