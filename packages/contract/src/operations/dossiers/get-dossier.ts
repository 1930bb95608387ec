import { defineOperation } from '../../operation.js';
import { ZDossierResponse } from '../../dossier-values.js';
import { ZDossierIdParams } from '../../dossier-list.js';
import { DOSSIER_ACCESS_ERRORS } from '../dossier-errors.js';

/** `GET /dossiers/{id}`. */
export const getDossier = defineOperation({
  operationId: 'getDossier',
  method: 'GET',
  path: '/dossiers/{id}',
  summary: 'A dossier with its values, receipts and authorized clients',
  description: 'A dossier with its values, receipts, authorized clients and version.',
  tags: ['dossiers'],
  params: ZDossierIdParams,
  responses: { 200: ZDossierResponse },
  etag: true,
  errors: DOSSIER_ACCESS_ERRORS,
});
