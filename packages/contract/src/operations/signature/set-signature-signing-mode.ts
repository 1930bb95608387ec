import { defineOperation, mergeErrorKeys } from '../../operation.js';
import { ZSignatureIframeParams } from '../../signature.js';
import { ZSetSigningModeRequest, ZSetSigningModeResponse } from '../../signature-envelopes.js';
import { DOSSIER_ACCESS_ERRORS } from '../dossier-errors.js';

/** `PUT /dossiers/{folderId}/docusigns/{docusignId}/signing-modes`. */
export const setSignatureSigningMode = defineOperation({
  operationId: 'setSignatureSigningMode',
  method: 'PUT',
  path: '/dossiers/{folderId}/docusigns/{docusignId}/signing-modes',
  summary: 'Switches how a party still awaited signs: by link, or in the advisor’s presence',
  description:
    "Whoever would host the party's ceremony (the folder's advisor for a co-subscriber, a spouse, or a subscriber without an account) switches how that party signs the step's open envelope: `hosted` (« en sa présence »: on the advisor's device, after a one-time code sent to the contact the dossier's answers name; the party's invitation links stop working and no reminder goes to them) or `remote` (the party signs by link: a new invitation is sent, or, within 10 minutes of the last one, its link works again). Recorded in the envelope's history (`mode_changed`). At most 5 switches per party and envelope (429). A correction's amendment is signed by invitation links only: `hosted` is refused there (409 `docusign.error-amendment-by-link`).",
  tags: ['signature'],
  params: ZSignatureIframeParams,
  body: ZSetSigningModeRequest,
  responses: { 200: ZSetSigningModeResponse },
  errors: mergeErrorKeys(DOSSIER_ACCESS_ERRORS, {
    403: ['docusign.error-party-not-allowed'],
    409: [
      'docusign.error-not-open',
      'docusign.error-already-signed',
      'docusign.error-mode-unchanged',
      'docusign.error-amendment-by-link',
    ],
    422: ['docusign.error-party-absent', 'docusign.error-invitation-unreachable'],
    429: ['docusign.error-mode-limit'],
  }),
});
