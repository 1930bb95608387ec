import { defineOperation, mergeErrorKeys } from '../../operation.js';
import { ZDossierIdParams } from '../../dossier-list.js';
import { ZDossierPairingResponse } from '../../integration.js';
import { DOSSIER_ACCESS_ERRORS } from '../dossier-errors.js';

/** `GET /dossier/integration-state/{id}/pairing`. */
export const getDossierPairing = defineOperation({
  operationId: 'getDossierPairing',
  method: 'GET',
  path: '/dossier/integration-state/{id}/pairing',
  summary: "A dossier's pairing (manage_dossier)",
  description: 'Paired customers per scope, forceMandate, detention.',
  tags: ['manage-dossier'],
  params: ZDossierIdParams,
  responses: { 200: ZDossierPairingResponse },
  errors: mergeErrorKeys(DOSSIER_ACCESS_ERRORS, { 403: ['api.error.forbidden'] }),
});
