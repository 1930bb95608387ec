import { defineOperation, mergeErrorKeys } from '../../operation.js';
import { ZDossierResponse } from '../../dossier-values.js';
import { ZDossierIdParams } from '../../dossier-list.js';
import { ZSubmitDossierRequest } from '../../signature.js';
import { DOSSIER_ACCESS_ERRORS } from '../dossier-errors.js';

/** `POST /dossiers/{id}/submit`. */
export const submitDossier = defineOperation({
  operationId: 'submitDossier',
  method: 'POST',
  path: '/dossiers/{id}/submit',
  summary: 'Finalises a folder after its last block',
  description:
    "The finish button of the form's last block (spec 02 §7 and §8, the submit use case; the spec does not show its path). A folder whose form has e-signature buttons is final once signed by every party: while the mission envelope is out it answers `dossier.error.sign-to-finalize`, before the subscription is signed `dossier.error.signature-required`.",
  tags: ['dossiers'],
  params: ZDossierIdParams,
  body: ZSubmitDossierRequest,
  responses: { 200: ZDossierResponse },
  etag: true,
  errors: mergeErrorKeys(DOSSIER_ACCESS_ERRORS, {
    403: ['api.error.dossier-read-only', 'api.error.dossier-not-modifiable'],
    409: ['api.error.dossier-changed'],
    422: ['dossier.error.sign-to-finalize', 'dossier.error.signature-required', 'api.error.block'],
  }),
});
