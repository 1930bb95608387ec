import { defineOperation, mergeErrorKeys } from '../../operation.js';
import { ZSignatureIframeParams, ZSignatureIframeQuery, ZSignatureIframeResponse } from '../../signature.js';
import { DOSSIER_ACCESS_ERRORS } from '../dossier-errors.js';

/** `GET /dossiers/{folderId}/docusigns/{docusignId}/iframe?party=…`: a safe read (see `description`). */
export const getSignatureIframe = defineOperation({
  operationId: 'getSignatureIframe',
  method: 'GET',
  path: '/dossiers/{folderId}/docusigns/{docusignId}/iframe',
  summary: 'Asks for a signing address: answers that the ceremony is opened by POST …/ceremonies',
  description:
    "The spec's signing address read (spec 01 §4, 02 §7), kept as a safe read that changes nothing: no envelope, no lock, no address, no cookie. Opening a ceremony changes the dossier (its envelope, its locked answers), so it is `POST /dossiers/{folderId}/docusigns/{docusignId}/ceremonies` (openSignatureCeremony). This call runs the checks of that call that need no change (the folder, the button, the step still open, the party one of the dossier's signers and not signed yet, the caller's right to sign or host it) and then answers 409 `docusign.error-open-required`, telling the wizard to post there.",
  tags: ['signature'],
  params: ZSignatureIframeParams,
  query: ZSignatureIframeQuery,
  responses: { 200: ZSignatureIframeResponse },
  errors: mergeErrorKeys(DOSSIER_ACCESS_ERRORS, {
    403: ['docusign.error-party-not-allowed', 'docusign.error-already-signed', 'docusign.error-not-open'],
    404: ['docusign.error-unknown-button'],
    409: ['docusign.error-open-required'],
    422: ['docusign.error-party-absent'],
  }),
});
