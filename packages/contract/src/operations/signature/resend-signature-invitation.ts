import { defineOperation, mergeErrorKeys } from '../../operation.js';
import { ZSignatureIframeParams } from '../../signature.js';
import {
  ZResendSignatureInvitationRequest,
  ZResendSignatureInvitationResponse,
} from '../../signature-envelopes.js';
import { DOSSIER_ACCESS_ERRORS } from '../dossier-errors.js';

/** `POST /dossiers/{folderId}/docusigns/{docusignId}/invitations`. */
export const resendSignatureInvitation = defineOperation({
  operationId: 'resendSignatureInvitation',
  method: 'POST',
  path: '/dossiers/{folderId}/docusigns/{docusignId}/invitations',
  summary: 'Sends a party still awaited a new personal link to sign',
  description:
    "The folder's advisor (or the back office) sends a party still awaited on the step's envelope a new invitation: its documents and a personal signing link that needs no account (a one-time code proves the party), valid until the envelope ends, by the tenant's channels (e-mail, SMS or both). Earlier links keep working. At most one every 10 minutes and 5 per party and envelope (429).",
  tags: ['signature'],
  params: ZSignatureIframeParams,
  body: ZResendSignatureInvitationRequest,
  responses: { 200: ZResendSignatureInvitationResponse },
  errors: mergeErrorKeys(DOSSIER_ACCESS_ERRORS, {
    409: ['docusign.error-not-open', 'docusign.error-already-signed'],
    422: ['docusign.error-party-absent', 'docusign.error-invitation-unreachable'],
    429: ['docusign.error-invitation-throttled', 'docusign.error-invitation-limit'],
  }),
});
