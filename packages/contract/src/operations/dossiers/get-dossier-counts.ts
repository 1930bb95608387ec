import { defineOperation } from '../../operation.js';
import { ZDossierCountsResponse } from '../../dossiers.js';

/** `GET /dossiers/retrieve-number-dossiers-by-status`. */
export const getDossierCounts = defineOperation({
  operationId: 'getDossierCounts',
  method: 'GET',
  path: '/dossiers/retrieve-number-dossiers-by-status',
  summary: 'Dashboard counters of the dossiers the caller may see',
  description: 'Dashboard counters (integration ones for manage_dossier).',
  tags: ['dossiers'],
  responses: { 200: ZDossierCountsResponse },
});
