import { SIGNATURE_PARTIES } from '@souscription/form-engine';
import { defineOperation, mergeErrorKeys } from '../../operation.js';
import { signerIdentityErrorKey } from '../../signature-rules.js';
import {
  ZOpenSignatureCeremonyParams,
  ZOpenSignatureCeremonyRequest,
  ZOpenSignatureCeremonyResponse,
} from '../../signature.js';
import { DOSSIER_ACCESS_ERRORS } from '../dossier-errors.js';

/** The 422 keys that name a signer whose identity is incomplete: one per party and missing part. */
export const SIGNER_IDENTITY_ERRORS = SIGNATURE_PARTIES.flatMap((party) => [
  signerIdentityErrorKey(party, 'name'),
  signerIdentityErrorKey(party, 'contact'),
]);

/** `POST /dossiers/{folderId}/docusigns/{docusignId}/ceremonies` `{ party }` (see `description`). */
export const openSignatureCeremony = defineOperation({
  operationId: 'openSignatureCeremony',
  method: 'POST',
  path: '/dossiers/{folderId}/docusigns/{docusignId}/ceremonies',
  summary: 'Opens the signing ceremony of one party for one signing step (the envelope, if none)',
  description:
    "Opens the signing ceremony of one party for one step and answers its one-time address (`/sign/{token}`, valid 5 minutes, for the caller's browser only: the answer sets the signing page's cookie). On the first call of a step the envelope is opened: its block's documents are made from the current answers, one recipient per signing person (the co-subscriber declared as the spouse signs once for both), and the dossier's answers are locked while it is out. Refused with 422 and a message the wizard shows unless every block before the signature block is complete and valid by the engine (`docusign.error-block-incomplete`, one error per block, property `blocks.{blockId}`), the adequacy conclusion permits the subscription (`docusign.error-unsuitable`: the suitability answers and the knowledge quiz), the subscriber's own ceremony has her declarations, the signature block's own answers, given (`docusign.error-declarations-required`, property `blocks.{blockId}`: she ticks them herself, an advisor who signs first never does), and every signer has a name and a mobile number or an e-mail address for their one-time code (`docusign.error-signer-missing-{name|contact}-{party}`, property `{party}.{name|contact}`). The caller signs for the party (their own account) or hosts it in person; the rules are `getCeremonyPart` in the contract.",
  tags: ['signature'],
  params: ZOpenSignatureCeremonyParams,
  body: ZOpenSignatureCeremonyRequest,
  responses: { 201: ZOpenSignatureCeremonyResponse },
  errors: mergeErrorKeys(DOSSIER_ACCESS_ERRORS, {
    403: ['docusign.error-party-not-allowed', 'docusign.error-already-signed', 'docusign.error-not-open'],
    404: ['docusign.error-unknown-button'],
    422: [
      'docusign.error-party-absent',
      'docusign.documents_not_available',
      'docusign.error-block-incomplete',
      'docusign.error-unsuitable',
      'docusign.error-declarations-required',
      ...SIGNER_IDENTITY_ERRORS,
    ],
  }),
});
