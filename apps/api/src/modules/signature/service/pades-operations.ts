/**
 * The PDF and CMS work of sealing, without the database: what a sealing thread runs (src/sealing/).
 * Its inputs are bytes and plain data, the keys it signs with included (docs/decisions.md « Sealing
 * off the event loop »), so that a thread gets them whole by the structured clone of its task.
 */
import {
  appendDss,
  appendSignature,
  createCadesDetachedSignature,
  createDocumentTimestampToken,
  createHttpTimestampAuthority,
  createLocalTimestampAuthority,
  readCmsCertificates,
  readPdfSignatures,
  readSignatureTimestamps,
  type TPdfSignature,
  type TSigningIdentity,
  type TTimestampAuthority,
} from '@souscription/pdf-signature';

/**
 * Where a sealing thread gets its timestamp tokens: the platform's own unit (its certificate, chain,
 * private key and policy), or the configured authority's address (TSA_URL).
 */
export type TTimestampSource =
  { kind: 'local'; identity: TSigningIdentity; policyOid: string } | { kind: 'http'; url: string };

/** What the validation data of a file's signatures depends on, read from the signatures themselves. */
export type TValidationNeeds = {
  /** The time of every signature timestamp and document timestamp. */
  times: Date[];
  /** Every certificate the signatures and their timestamps carry. */
  certificates: Uint8Array[];
};

/** The timestamp authority a source names. */
export function openTimestampSource(source: TTimestampSource): TTimestampAuthority {
  return source.kind === 'http'
    ? createHttpTimestampAuthority(source.url)
    : createLocalTimestampAuthority({ identity: source.identity, policyOid: source.policyOid });
}

/** The times and certificates of signatures (their /Contents), for their validation data. */
export function readValidationNeeds(contents: readonly Uint8Array[]): TValidationNeeds {
  const timestamps = contents.flatMap((signature) => readSignatureTimestamps(signature));
  return {
    times: timestamps.map((timestamp) => timestamp.time),
    certificates: [
      ...contents.flatMap((signature) => readCmsCertificates(signature)),
      ...timestamps.flatMap((timestamp) => timestamp.certificates),
    ],
  };
}

/** A file's signatures and what their validation data depends on. */
export function readSignaturesAndNeeds(pdf: Uint8Array): {
  signatures: TPdfSignature[];
  needs: TValidationNeeds;
} {
  const signatures = readPdfSignatures(pdf);
  return { signatures, needs: readValidationNeeds(signatures.map((signature) => signature.contents)) };
}

/** A DSS with the validation data, then a document timestamp in `fieldName` over the whole file. */
export async function appendDssAndTimestamp(input: {
  pdf: Uint8Array;
  validation: { certificates: Uint8Array[]; crls: Uint8Array[] };
  fieldName: string;
  timestamps: TTimestampSource;
}): Promise<Uint8Array> {
  const authority = openTimestampSource(input.timestamps);
  return appendSignature(appendDss(input.pdf, input.validation), {
    fieldName: input.fieldName,
    subFilter: 'ETSI.RFC3161',
    sign: (digest) => createDocumentTimestampToken(digest, authority),
  });
}

/** The platform seal's signature as it is written (its certificate and key in `identity`). */
export type TSealSignature = {
  identity: TSigningIdentity;
  fieldName: string;
  reason: string;
  name: string;
  signingTime: Date;
  certify: boolean;
};

/**
 * The platform's seal appended (a PAdES signature with its signature timestamp, certifying the
 * document when asked), then the signatures of the sealed file and what their validation data needs.
 */
export async function appendPlatformSeal(input: {
  pdf: Uint8Array;
  seal: TSealSignature;
  timestamps: TTimestampSource;
}): Promise<{ sealed: Uint8Array; needs: TValidationNeeds }> {
  const { seal } = input;
  const timestampAuthority = openTimestampSource(input.timestamps);
  const sealed = await appendSignature(input.pdf, {
    fieldName: seal.fieldName,
    subFilter: 'ETSI.CAdES.detached',
    reason: seal.reason,
    name: seal.name,
    location: 'France',
    signingTime: seal.signingTime,
    ...(seal.certify ? { certify: { permission: 2 as const } } : {}),
    sign: (digest) => createCadesDetachedSignature({ digest, identity: seal.identity, timestampAuthority }),
  });
  return { sealed, needs: readSignaturesAndNeeds(sealed).needs };
}
