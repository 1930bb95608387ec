import { defineOperation } from '../../operation.js';
import { ZDossierIdParams, ZDossierSummaryResponse } from '../../dossier-list.js';
import { DOSSIER_ACCESS_ERRORS } from '../dossier-errors.js';

/** `GET /dossier/{id}/summary`. */
export const getDossierSummary = defineOperation({
  operationId: 'getDossierSummary',
  method: 'GET',
  path: '/dossier/{id}/summary',
  summary: 'A folder and the address to open it at',
  description: 'A folder and the address this caller opens it at.',
  tags: ['dossiers'],
  params: ZDossierIdParams,
  responses: { 200: ZDossierSummaryResponse },
  errors: DOSSIER_ACCESS_ERRORS,
});
