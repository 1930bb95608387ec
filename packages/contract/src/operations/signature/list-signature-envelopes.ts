import { defineOperation } from '../../operation.js';
import { ZDossierIdParams } from '../../dossier-list.js';
import { ZSignatureEnvelopesResponse } from '../../signature-envelopes.js';
import { DOSSIER_ACCESS_ERRORS } from '../dossier-errors.js';

/** `GET /dossier/{id}/docusign/envelopes`. */
export const listSignatureEnvelopes = defineOperation({
  operationId: 'listSignatureEnvelopes',
  method: 'GET',
  path: '/dossier/{id}/docusign/envelopes',
  summary: "The folder's signature envelopes and where each stands",
  description:
    'Every envelope of the folder, oldest first: its step, its state (out for signature, signed by every party, declined, expired, cancelled or voided), when it went out and when it was signed or ended, the reason a refusal or a cancellation gave and who gave it, and each signer with their state and signing time. Declined, expired and cancelled envelopes stay in it. To whoever sees the folder.',
  tags: ['signature'],
  params: ZDossierIdParams,
  responses: { 200: ZSignatureEnvelopesResponse },
  errors: DOSSIER_ACCESS_ERRORS,
});
