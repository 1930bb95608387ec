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
    "Saves one block's values, checked by the form engine as in the browser, if the dossier is still at the version read (`If-Match` or `version`). `productCode` is the chosen product choice option: a product code, or a product variant code of spec 02 §9 (EP, IP, EE, CV, CE, CR, GF, G2, CA) naming one of the tenant's offers of a product — its product's price and rate table apply and the elements reserved to that variant are required.",
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
