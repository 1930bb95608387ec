import { z } from 'zod';
import { SIGNATURE_PARTIES, SIGNATURE_STEPS } from '@souscription/form-engine';
import { ZId } from './ids.js';
import { TEXT_INVALID_KEY, isStorableText } from './text.js';

/** A signing step (`docusignId` of a sign button): `mission` or `subscription`. */
export const ZSignatureStep = z.enum(SIGNATURE_STEPS, { error: 'docusign.error-unknown-button' });
export type TSignatureStep = z.infer<typeof ZSignatureStep>;

/** A signing party (`signatureParty` of a sign button). */
export const ZSignatureParty = z.enum(SIGNATURE_PARTIES, { error: 'docusign.error-unknown-button' });
export type TSignatureParty = z.infer<typeof ZSignatureParty>;

/**
 * What the signing page tells the return page, in its `event` query parameter: signed, declined, its
 * address expired, the envelope cancelled (by the advisor, or voided), the signer locked out after
 * too many wrong codes; `error` when the outcome is unknown (the return page then asks the dossier).
 */
export const SIGNATURE_RETURN_EVENTS = [
  'signing_complete',
  'decline',
  'ttl_expired',
  'cancel',
  'locked',
  'error',
] as const;
export type TSignatureReturnEvent = (typeof SIGNATURE_RETURN_EVENTS)[number];

/**
 * The SPA page the signing page lands on after signing or declining, inside the signature iframe:
 * `/docusign/return?dossierId=12&docusignId=mission&party=subscriber&event=signing_complete`.
 */
export const SIGNATURE_RETURN_PATH = '/docusign/return';

/** The query of the return page (all texts as they come from the address). */
export type TSignatureReturnQuery = {
  dossierId: string;
  docusignId: TSignatureStep;
  party: TSignatureParty;
  event: TSignatureReturnEvent;
};

/** The return page's address for one ceremony's outcome (relative, same origin as the SPA). */
export function buildSignatureReturnUrl(query: TSignatureReturnQuery): string {
  const search = (['dossierId', 'docusignId', 'party', 'event'] as const)
    .map((name) => `${name}=${encodeURIComponent(query[name])}`)
    .join('&');
  return `${SIGNATURE_RETURN_PATH}?${search}`;
}

/** `{folderId}` and `{docusignId}` of the iframe call. */
export const ZSignatureIframeParams = z.object({ folderId: ZId, docusignId: ZSignatureStep });

/** The party whose sign button was clicked; the subscriber when absent. */
export const ZSignatureIframeQuery = z.object({ party: ZSignatureParty.default('subscriber') });

/** `GET /dossiers/{folderId}/docusigns/{docusignId}/iframe`: the one-time signing address. */
export const ZSignatureIframeResponse = z.object({
  docusign: z.object({
    /** Our signing page (`/sign/{token}`), single use, valid 5 minutes, for the caller only. */
    url: z.string(),
  }),
});

/** `{folderId}` and `{docusignId}` of the ceremony call (the same as the iframe call's). */
export const ZOpenSignatureCeremonyParams = ZSignatureIframeParams;

/** `POST …/ceremonies`: the party whose sign button was pressed. */
export const ZOpenSignatureCeremonyRequest = z.object({ party: ZSignatureParty });

/** `POST …/ceremonies`: the one-time address of the ceremony just opened (as the iframe call's). */
export const ZOpenSignatureCeremonyResponse = ZSignatureIframeResponse;

/** A document of a folder's signature envelopes (signed once the envelope is complete). */
export const ZSignatureDocument = z
  .object({
    id: z.number().int(),
    /** File name, e.g. `bulletin-de-souscription.pdf`. */
    name: z.string(),
    /** Display title; the name when the document has none. */
    title: z.string(),
    rank: z.number().int(),
  })
  .meta({ id: 'SignatureDocument' });

/** `GET /dossier/{id}/docusign/documents`. */
export const ZSignatureDocumentsResponse = z.object({ documents: z.array(ZSignatureDocument) });
export type TSignatureDocumentsResponse = z.infer<typeof ZSignatureDocumentsResponse>;

/** `{id}` and `{documentId}` of a signature document. */
export const ZSignatureDocumentParams = z.object({ id: ZId, documentId: ZId });

/** `GET /dossier/{id}/docusign/documents/{documentId}`: the file as a data URI. */
export const ZSignatureDocumentResponse = z.object({
  document: z.object({
    id: z.number().int(),
    /** `data:application/pdf;base64,…` */
    resource: z.string(),
    title: z.string(),
    mimetype: z.string(),
  }),
});
export type TSignatureDocumentResponse = z.infer<typeof ZSignatureDocumentResponse>;

/** `GET /dossier/{id}/docusign/history`: the envelopes' audit certificate as a PDF (base64). */
export const ZSignatureHistoryResponse = z.object({ envelopeHistoryData: z.string().optional() });
export type TSignatureHistoryResponse = z.infer<typeof ZSignatureHistoryResponse>;

/** `POST /dossiers/{id}/submit`: the finish button of the form's last block. */
export const ZSubmitDossierRequest = z.object({
  /** The block whose finish button was clicked (the last visible block of the form). */
  submittingBlockId: ZId,
});

/** Longest reason kept with a cancelled envelope. */
export const MAX_CANCEL_REASON_LENGTH = 2_000;

/** `POST /dossiers/{folderId}/docusigns/{docusignId}/cancel`: why the envelope is withdrawn (required). */
export const ZCancelSignatureEnvelopeRequest = z.object({
  reason: z
    .string({ error: 'validation.error.reason-required' })
    .refine(isStorableText, { error: TEXT_INVALID_KEY })
    .trim()
    .min(1, 'validation.error.reason-required')
    .max(MAX_CANCEL_REASON_LENGTH, 'validation.error.reason-too-long'),
});

/** The cancelled envelope, and the dossier's status set after it. */
export const ZCancelSignatureEnvelopeResponse = z.object({
  docusign: z.object({
    id: z.number().int(),
    step: ZSignatureStep,
    status: z.literal('cancelled'),
    reason: z.string(),
    cancelledAt: z.string(),
  }),
  status: z.array(z.string()),
});
export type TCancelSignatureEnvelopeResponse = z.infer<typeof ZCancelSignatureEnvelopeResponse>;
