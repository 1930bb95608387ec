import { defineOperation, mergeErrorKeys } from '../../operation.js';
import { ZDossierIdParams } from '../../dossier-list.js';
import { ZCorrectionsQuery } from '../../corrections.js';
import { ZIntegrationHistoryResponse } from '../../integration.js';
import { DOSSIER_ACCESS_ERRORS } from '../dossier-errors.js';

/** `GET /dossier/integration-state/{id}/history`. */
export const getIntegrationHistory = defineOperation({
  operationId: 'getIntegrationHistory',
  method: 'GET',
  path: '/dossier/integration-state/{id}/history',
  summary: "A dossier's integration-state history (manage_dossier)",
  description:
    'State changes, pairings (with the chosen customer and why), correction requests (with the items flagged, labelled in the asked language) and deliveries, newest first.',
  tags: ['manage-dossier'],
  params: ZDossierIdParams,
  query: ZCorrectionsQuery,
  responses: { 200: ZIntegrationHistoryResponse },
  errors: mergeErrorKeys(DOSSIER_ACCESS_ERRORS, { 403: ['api.error.forbidden'] }),
});
