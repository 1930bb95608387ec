import { defineOperation, mergeErrorKeys } from '../../operation.js';
import { ZDossierIdParams } from '../../dossier-list.js';
import { ZIntegrationStateResponse } from '../../integration.js';
import { DOSSIER_ACCESS_ERRORS } from '../dossier-errors.js';

/** `GET /dossier/integration-state/{id}/state`. */
export const getIntegrationState = defineOperation({
  operationId: 'getIntegrationState',
  method: 'GET',
  path: '/dossier/integration-state/{id}/state',
  summary: "A dossier's integration state (manage_dossier)",
  description: "The dossier's integration state now.",
  tags: ['manage-dossier'],
  params: ZDossierIdParams,
  responses: { 200: ZIntegrationStateResponse },
  errors: mergeErrorKeys(DOSSIER_ACCESS_ERRORS, { 403: ['api.error.forbidden'] }),
});
