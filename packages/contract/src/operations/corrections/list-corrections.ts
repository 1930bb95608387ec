import { defineOperation, mergeErrorKeys } from '../../operation.js';
import { ZCorrectionsQuery, ZCorrectionsResponse } from '../../corrections.js';
import { ZDossierIdParams } from '../../dossier-list.js';
import { DOSSIER_ACCESS_ERRORS } from '../dossier-errors.js';

/** `GET /dossier/{id}/corrections`. */
export const listCorrections = defineOperation({
  operationId: 'listCorrections',
  method: 'GET',
  path: '/dossier/{id}/corrections',
  summary: 'What the dossier manager asked to correct on a dossier (the « À corriger » checklist)',
  description:
    'The open correction items of a dossier, oldest first: each field or receipt with its label in the asked language, its block and page (where it is corrected), and the manager’s reason. Whoever sees the dossier reads them.',
  tags: ['dossiers'],
  params: ZDossierIdParams,
  query: ZCorrectionsQuery,
  responses: { 200: ZCorrectionsResponse },
  errors: mergeErrorKeys(DOSSIER_ACCESS_ERRORS, {}),
});
