import { defineOperation, mergeErrorKeys } from '../../operation.js';
import { ZCorrectionRoundsResponse, ZCorrectionsQuery } from '../../corrections.js';
import { ZManagedDossierParams } from '../../integration.js';
import { DOSSIER_ACCESS_ERRORS } from '../dossier-errors.js';

/** `GET /dossier/integration-state/{dossierId}/corrections/rounds`. */
export const listCorrectionRounds = defineOperation({
  operationId: 'listCorrectionRounds',
  method: 'GET',
  path: '/dossier/integration-state/{dossierId}/corrections/rounds',
  summary: 'Each correction round of a dossier, before and after (manage_dossier)',
  description:
    'Issue 35 point 5. Every correction round, the latest first: its items, the fields of the presentation tab it changed with their shown values before and after (calculated amounts included, flagged or not), the receipts it added, replaced or removed, and the documents it had signed again with each signer and when. A round still open compares with the answers as they are now.',
  tags: ['manage-dossier'],
  params: ZManagedDossierParams,
  query: ZCorrectionsQuery,
  responses: { 200: ZCorrectionRoundsResponse },
  errors: mergeErrorKeys(DOSSIER_ACCESS_ERRORS, { 403: ['api.error.forbidden'] }),
});
