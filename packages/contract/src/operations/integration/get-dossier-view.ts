import { defineOperation, mergeErrorKeys } from '../../operation.js';
import { ZDossierViewQuery, ZDossierViewResponse, ZManagedDossierParams } from '../../integration.js';
import { DOSSIER_ACCESS_ERRORS } from '../dossier-errors.js';

/** `GET /dossier/integration-state/{dossierId}/view`. */
export const getDossierView = defineOperation({
  operationId: 'getDossierView',
  method: 'GET',
  path: '/dossier/integration-state/{dossierId}/view',
  summary: "A dossier's answers page by page (manage_dossier)",
  description:
    "The dossier's answers as pages → blocks → elements (label and value; choices by their labels, lists as lists, yes/no as booleans), visible blocks and answered elements only.",
  tags: ['manage-dossier'],
  params: ZManagedDossierParams,
  query: ZDossierViewQuery,
  responses: { 200: ZDossierViewResponse },
  errors: mergeErrorKeys(DOSSIER_ACCESS_ERRORS, { 403: ['api.error.forbidden'] }),
});
