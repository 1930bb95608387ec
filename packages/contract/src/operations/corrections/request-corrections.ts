import { defineOperation, mergeErrorKeys } from '../../operation.js';
import { ZCorrectionsQuery, ZRequestCorrectionsRequest } from '../../corrections.js';
import { ZManagedDossierParams, ZRequestCorrectionsResponse } from '../../integration.js';
import { DOSSIER_ACCESS_ERRORS } from '../dossier-errors.js';
import { CORRECTION_ITEM_ERRORS } from './correction-item-errors.js';

/** `POST /dossier/integration-state/{dossierId}/corrections`. */
export const requestCorrections = defineOperation({
  operationId: 'requestCorrections',
  method: 'POST',
  path: '/dossier/integration-state/{dossierId}/corrections',
  summary: 'Asks for corrections on a signed dossier before any decision (manage_dossier)',
  description:
    "The dossier manager points at what is wrong (issue 35): fields of the presentation tab, receipts (missing, illegible, expired, wrong person) or notes on the dossier, each with its reason. Every field and receipt must belong to this dossier's form and show on it; the integration state stays as it is. A `correction` entry carrying the items is added to the history, and the dossier's advisor is told.",
  tags: ['manage-dossier'],
  params: ZManagedDossierParams,
  query: ZCorrectionsQuery,
  body: ZRequestCorrectionsRequest,
  responses: { 201: ZRequestCorrectionsResponse },
  errors: mergeErrorKeys(DOSSIER_ACCESS_ERRORS, CORRECTION_ITEM_ERRORS, {
    403: ['api.error.forbidden'],
    409: [
      'validation.error.integration-state-not-manageable',
      'api.error.dossier-changed',
      'correction.error.amendment-pending',
    ],
  }),
});
