import { defineOperation, mergeErrorKeys } from '../../operation.js';
import { ZDossierIdParams } from '../../dossier-list.js';
import { ZUpdateIntegrationStateRequest, ZUpdateIntegrationStateResponse } from '../../integration.js';
import { DOSSIER_ACCESS_ERRORS } from '../dossier-errors.js';
import { CORRECTION_ITEM_ERRORS } from '../corrections/correction-item-errors.js';

/** `PUT /dossiers/integration-state/{id}`. */
export const updateIntegrationState = defineOperation({
  operationId: 'updateIntegrationState',
  method: 'PUT',
  path: '/dossiers/integration-state/{id}',
  summary: 'Validates, refuses or flags an error on a signed dossier (manage_dossier)',
  description:
    'The dossier manager validates, refuses or flags an error (spec 01 §4–§5). Only from ongoing or error; a reason is mandatory to refuse or flag an error; a mandate dossier is validated only once its counterpart is paired. Validating is refused while the last correction’s changed documents were not signed again (an amendment declined, cancelled or expired: 409 `correction.error.amendment-unsigned`). Validating enqueues the delivery to the back office in the same transaction. Flagging an error may carry the items to correct (issue 35), checked as `POST …/corrections` checks them and kept with the history entry.',
  tags: ['manage-dossier'],
  params: ZDossierIdParams,
  body: ZUpdateIntegrationStateRequest,
  responses: { 200: ZUpdateIntegrationStateResponse },
  errors: mergeErrorKeys(DOSSIER_ACCESS_ERRORS, CORRECTION_ITEM_ERRORS, {
    403: ['api.error.forbidden'],
    409: [
      'validation.error.integration-state-not-manageable',
      'api.error.dossier-changed',
      'correction.error.amendment-pending',
      'correction.error.amendment-unsigned',
    ],
    422: [
      'validation.error.reason-required',
      'validation.error.dossier-not-signed',
      'validation.error.usufruct-pairing-required',
      'validation.error.bareowner-pairing-required',
      'correction.error.items-with-error-only',
    ],
  }),
});
