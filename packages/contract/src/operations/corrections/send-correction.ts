import { defineOperation, mergeErrorKeys } from '../../operation.js';
import { ZCorrectionsQuery, ZSendCorrectionResponse } from '../../corrections.js';
import { ZDossierIdParams } from '../../dossier-list.js';
import { DOSSIER_ACCESS_ERRORS } from '../dossier-errors.js';

/** `POST /dossier/{id}/corrections/send`. */
export const sendCorrection = defineOperation({
  operationId: 'sendCorrection',
  method: 'POST',
  path: '/dossier/{id}/corrections/send',
  summary: '« Envoyer la correction »: sends a corrected dossier back, signing again only what changed',
  description:
    "Issue 35 point 4. The dossier's advisor (or whoever may edit it; not the back office) sends the open correction round: every flagged field must have changed and the form must be complete and valid. In one transaction the documents are generated again; a document made from the same inputs (its input hash: the values it shows, its template, the look, the language) keeps its signatures; the changed ones go into an amendment envelope per signed step, linked to the envelope it amends (`amendsEnvelopeId`) and signed by exactly the parties who signed that envelope, each invited by link with their code. The items become `resolved`, the round `sent`, and a `correction-sent` history entry records the revision. A receipt-only correction opens no envelope and gives the dossier back to its manager (`ongoing`) at once; otherwise that happens when the amendment completes. A second call finds no open round (409).",
  tags: ['dossiers'],
  params: ZDossierIdParams,
  query: ZCorrectionsQuery,
  responses: { 200: ZSendCorrectionResponse },
  errors: mergeErrorKeys(DOSSIER_ACCESS_ERRORS, {
    403: ['api.error.forbidden'],
    409: ['correction.error.no-open-round', 'api.error.dossier-changed'],
    422: ['correction.error.field-unchanged', 'docusign.error-block-incomplete', 'docusign.error-unsuitable'],
  }),
});
