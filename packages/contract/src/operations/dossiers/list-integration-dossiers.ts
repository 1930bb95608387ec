import { defineOperation } from '../../operation.js';
import { ZListDossiersResponse, ZListIntegrationDossiersQuery } from '../../dossier-list.js';

/** `GET /dossiers/integration-state`. */
export const listIntegrationDossiers = defineOperation({
  operationId: 'listIntegrationDossiers',
  method: 'GET',
  path: '/dossiers/integration-state',
  summary: 'Signed folders by integration state (manage_dossier)',
  description: 'Signed folders by integration state, for the dossier manager.',
  tags: ['manage-dossier'],
  query: ZListIntegrationDossiersQuery,
  responses: { 200: ZListDossiersResponse },
  errors: { 403: ['api.error.forbidden'] },
});
