import { z } from 'zod';
import { MAX_RECEIPT_BYTES } from './receipts.js';

/** `POST /signatures/verify`: a PDF (base64; a raw `application/pdf` body is accepted too), up to the receipts' size. */
export const ZVerifySignaturesRequest = z.object({
  file: z
    .string({ error: 'verification.error-file-required' })
    .min(1, 'verification.error-file-required')
    .max(Math.ceil((MAX_RECEIPT_BYTES * 4) / 3) + 200, 'verification.error-file-too-large'),
});

/** PAdES baseline levels (ETSI EN 319 142-1). */
export const PADES_LEVELS = ['B-B', 'B-T', 'B-LT', 'B-LTA'] as const;

/**
 * One signature's standing, worst first: `broken` (its /ByteRange or /Contents cannot be read), `copy`
 * (its value is another signature's), `altered` (what it signed changed), `modified-after` (intact, but
 * changed afterwards beyond what the certification allows), `untrusted` (intact, chain not trusted or
 * revoked), `valid`. Every line of its card follows from it.
 */
export const SIGNATURE_STATUSES = [
  'broken',
  'copy',
  'altered',
  'modified-after',
  'untrusted',
  'valid',
] as const;

/** The headline: `valid` only when every signature is intact, trusted and unmodified after. */
export const VERIFICATION_VERDICTS = ['altered', 'unsigned', 'untrusted', 'valid'] as const;

/**
 * What a change after signing can be (the verifier's codes, see packages/pdf-signature's
 * modification-texts.ts): a reader shows `code` with `params` in its language; `description` is the
 * same in plain English.
 */
export const MODIFICATION_CODES = [
  'list-entry-removed',
  'list-entry-added',
  'form-entry-changed',
  'certification-changed',
  'catalog-entry-changed',
  'page-content-changed',
  'page-entry-changed',
  'page-resources-changed',
  'locked-field-changed',
  'form-field-changed',
  'info-changed',
  'info-replaced',
  'xmp-changed',
  'catalog-replaced',
  'object-changed',
  'object-deleted',
  'revision-unreadable',
  'xref-damaged',
  'trailing-bytes',
] as const;

/**
 * Parameters of `list-entry-added`: `list` (`fields` | `annotations`), `page`, the added `field`'s name and
 * `fieldType`, and `reason` (`not-allowed`, `visible-signature-field` with `rect`, `reuses-signature-dictionary`
 * or `copies-signature-value` with `of`, `certification-no-change`, `annotation-drawn`).
 */
export const ZModification = z.object({
  code: z.enum(MODIFICATION_CODES),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  description: z.string(),
});
export type TModificationReport = z.infer<typeof ZModification>;

/** What the verifier says of one signature or document timestamp of the file. */
export const ZVerifiedSignature = z.object({
  fieldName: z.string(),
  type: z.enum(['signature', 'document-timestamp']),
  /** Who signed, as their certificate names them (for a document timestamp: the timestamp unit). */
  signer: z.object({ name: z.string(), email: z.string().nullable() }).nullable(),
  /** Subject names from the signer up to the trust anchor (or as far as the chain went). */
  chain: z.array(z.string()),
  /** The chain ends at the platform's root and every certificate was valid then. */
  chainTrusted: z.boolean(),
  revoked: z.boolean(),
  /** The time the signer's software claimed (`/M`), ISO 8601. */
  signingTime: z.string().nullable(),
  /** The trusted time of the signature's timestamp (or the document timestamp's own). */
  timestampTime: z.string().nullable(),
  level: z.enum(PADES_LEVELS).nullable(),
  /**
   * The revocation data its chain was judged on: the time the certificates were checked at (its
   * timestamp's) and when the newest CRL that verdict rests on was issued (null: none fresh in the file).
   */
  revocation: z.object({ checkedAt: z.string(), issuedAt: z.string().nullable() }).nullable(),
  /** The signed bytes are the ones signed, and the signature verifies. */
  integrity: z.boolean(),
  /** The certification it makes (DocMDP permission), if it is the certifying signature. */
  certification: z.object({ permission: z.number().int() }).nullable(),
  coversWholeFile: z.boolean(),
  /** Changes after it that its document's certification does not allow. */
  modifiedAfter: z.boolean(),
  modifications: z.array(ZModification),
  /** The field whose signature this one repeats (the same value found twice: one signature, one copy). */
  copyOf: z.string().nullable(),
  status: z.enum(SIGNATURE_STATUSES),
  errors: z.array(z.string()),
});
export type TVerifiedSignature = z.infer<typeof ZVerifiedSignature>;

/** What a file recognised by the platform is: a document signed here, an evidence file, a signature history. */
export const PLATFORM_RECORD_KINDS = ['signed-document', 'evidence', 'signature-history'] as const;

export const ZVerifySignaturesResponse = z.object({
  /** SHA-256 of the file, hex. */
  sha256: z.string(),
  signatures: z.array(ZVerifiedSignature),
  /** Changes after the first signature that the certification does not allow. */
  modifications: z.array(ZModification),
  /** Signature fields holding no signature, and whether each shows on a page. */
  emptySignatureFields: z.array(z.object({ fieldName: z.string(), visible: z.boolean() })),
  verdict: z.enum(VERIFICATION_VERDICTS),
  /** When the verification ran, ISO 8601: each signature is judged at its own proven time. */
  validatedAt: z.string(),
  /** When the newest revocation data a signature's verdict rests on was issued (ETSI EN 319 102-1), or null. */
  revocationDataIssuedAt: z.string().nullable(),
  /**
   * The file is, byte for byte, a record this platform made: a document signed here, or one it sealed
   * itself (a revision of a dossier's evidence file, a signature history) — its kind, the dossier's
   * number, the date it was signed or sealed, the evidence file's revision (nothing else, to an
   * anonymous caller); null otherwise.
   */
  record: z
    .object({
      kind: z.enum(PLATFORM_RECORD_KINDS),
      dossierId: z.number().int(),
      signedAt: z.string(),
      revision: z.number().int().nullable(),
    })
    .nullable(),
});
export type TVerifySignaturesResponse = z.infer<typeof ZVerifySignaturesResponse>;
