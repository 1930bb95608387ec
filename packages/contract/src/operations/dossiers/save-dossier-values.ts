import { defineOperation, mergeErrorKeys } from '../../operation.js';
import {
  ZDossierResponse,
  ZSaveDossierValuesHeaders,
  ZSaveDossierValuesRequest,
} from '../../dossier-values.js';
import { ZDossierIdParams } from '../../dossier-list.js';
import { DOSSIER_ACCESS_ERRORS, DOSSIER_EDIT_ERRORS, FORM_ENGINE_ERRORS } from '../dossier-errors.js';

/** `PUT /dossiers/{id}/values`. */
export const saveDossierValues = defineOperation({
  operationId: 'saveDossierValues',
  method: 'PUT',
  path: '/dossiers/{id}/values',
  summary: 'Saves the values of one block, validated by the form engine (version checked)',
  description:
    "Saves one block's values, checked by the form engine as in the browser, if the dossier is still at the version read (`If-Match` or `version`).",
  tags: ['dossiers'],
  params: ZDossierIdParams,
  headers: ZSaveDossierValuesHeaders,
  body: ZSaveDossierValuesRequest,
  responses: { 200: ZDossierResponse },
  etag: true,
  errors: mergeErrorKeys(DOSSIER_ACCESS_ERRORS, DOSSIER_EDIT_ERRORS, FORM_ENGINE_ERRORS, {
    409: ['api.error.dossier-changed'],
    422: ['api.error.version'],
    428: ['api.error.version-required'],
  }),
});
