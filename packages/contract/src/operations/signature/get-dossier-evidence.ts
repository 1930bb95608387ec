import { defineOperation, mergeErrorKeys } from '../../operation.js';
import { ZFileAnswer } from '../../errors.js';
import { ZDocumentsParams } from '../../documents.js';
import { DOSSIER_ACCESS_ERRORS } from '../dossier-errors.js';

/** `GET /dossiers/{folderId}/evidence`: the dossier's sealed evidence file (issue 26). */
export const getDossierEvidence = defineOperation({
  operationId: 'getDossierEvidence',
  method: 'GET',
  path: '/dossiers/{folderId}/evidence',
  summary: "The signed dossier's sealed evidence file (PDF)",
  description:
    "The « dossier de preuve » of a signed dossier as `dossier-de-preuve-{folderId}.pdf` (PDF/A-3b as far as the platform can write it): the answers as signed, each document's SHA-256 before and after signing, every envelope's parties and events (authentication, masked destination, IP address, user agent, consent text hash, refusals with their reasons), the signed documents as attachments; sealed by the platform (a certification signature with its timestamp, validation data and a document timestamp), built once when the subscription is signed, each later decision of the dossier manager (validation, refusal, error, pairing) appended as a new sealed and timestamped revision. Its SHA-256 is in the delivery payload. For the back office, the dossier manager and the subscriber on their own dossier.",
  tags: ['signature'],
  params: ZDocumentsParams,
  answer: 'file',
  fileType: 'application/pdf',
  responses: { 200: ZFileAnswer },
  errors: mergeErrorKeys(DOSSIER_ACCESS_ERRORS, {
    404: ['evidence.error-not-signed'],
    409: ['docusign.error-sealing'],
  }),
});
