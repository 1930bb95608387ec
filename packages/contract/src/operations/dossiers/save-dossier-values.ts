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
    "Saves one block's values, checked by the form engine as in the browser, if the dossier is still at the version read (`If-Match` or `version`). `productCode` is the chosen product choice option: a product code, or a product variant code of spec 02 §9 (EP, IP, EE, CV, CE, CR, GF, G2, CA) naming one of the tenant's offers of a product — its product's price and rate table apply and the elements reserved to that variant are required. While a signed dossier has open correction items (issue 35), only a block holding a flagged field is accepted (any other answer: 422 `correction.error.outside-items` naming it) and the whole form is checked: a correction that makes an answer of another block invalid is refused (`correction.error.breaks-other-answers`, then each field's error); the last submitted block does not move.",
  tags: ['dossiers'],
  params: ZDossierIdParams,
  headers: ZSaveDossierValuesHeaders,
  body: ZSaveDossierValuesRequest,
  responses: { 200: ZDossierResponse },
  etag: true,
  errors: mergeErrorKeys(DOSSIER_ACCESS_ERRORS, DOSSIER_EDIT_ERRORS, FORM_ENGINE_ERRORS, {
    409: ['api.error.dossier-changed'],
    422: ['api.error.version', 'correction.error.breaks-other-answers'],
    428: ['api.error.version-required'],
  }),
});
