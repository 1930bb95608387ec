import { and, eq, isNull } from 'drizzle-orm';
import { readPdfSignatures, type TPdfSignature } from '@souscription/pdf-signature';
import type { TPki } from '../../pki/index.js';
import { signatureDocuments } from '../../../db/schema.js';
import { runOnSealingThread } from '../../../sealing/sealing-threads.js';
import type { TTimestampSource, TValidationNeeds } from './pades-operations.js';
import type { SignatureDeps } from './signature-deps.js';

/** The signature field of a party on every document of its envelope. */
export function partyFieldName(party: string): string {
  return `Signature_${party}`;
}

/** The field of the document timestamp that closes a completed envelope's documents (B-LTA). */
export const DOCUMENT_TIMESTAMP_FIELD = 'Horodatage_document';

/** What one change of a document is: done already on its current bytes, or the new bytes. */
export type TDocumentChange = {
  /** Whether `current` has the change already (then nothing is written). */
  isDone: (signatures: TPdfSignature[]) => boolean;
  /** The document with the change appended as an incremental update. */
  apply: (current: Uint8Array, signatures: TPdfSignature[]) => Promise<Uint8Array>;
  /** How the current bytes' signatures are read: here unless told (a sealing thread's `readPdfSignatures`). */
  read?: (current: Uint8Array) => Promise<TPdfSignature[]>;
};

const ATTEMPTS = 5;

/**
 * Appends one change to a document's current signed bytes: the new bytes go to the blob store and the
 * row's `signed_sha256` moves to them only if nobody moved it meanwhile (two parties signing at once:
 * the later one reads the other's revision and signs on top of it). The original `sha256` stays.
 */
export async function changeSignedDocument(
  deps: SignatureDeps,
  documentId: number,
  change: TDocumentChange,
): Promise<void> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const [row] = await deps.db
      .select()
      .from(signatureDocuments)
      .where(eq(signatureDocuments.id, documentId));
    if (!row) throw new Error(`signature document ${documentId} not found`);
    const current = await deps.blobs.get(row.signedSha256 ?? row.sha256);
    if (!current) throw new Error(`signature document ${documentId} has no bytes`);
    const signatures = change.read ? await change.read(current) : readPdfSignatures(current);
    if (change.isDone(signatures)) return;
    const next = await change.apply(current, signatures);
    const { sha256 } = await deps.blobs.put(next);
    const moved = await deps.db
      .update(signatureDocuments)
      .set({ signedSha256: sha256 })
      .where(
        and(
          eq(signatureDocuments.id, documentId),
          row.signedSha256 === null
            ? isNull(signatureDocuments.signedSha256)
            : eq(signatureDocuments.signedSha256, row.signedSha256),
        ),
      )
      .returning({ id: signatureDocuments.id });
    if (moved.length > 0) return;
  }
  throw new Error(`signature document ${documentId} kept changing under its signature`);
}

/**
 * The validation data of a file's signatures (PAdES B-LT): every certificate of their chains and of their
 * timestamps' (signers, seal, timestamp unit) with the CA certificates up to the roots; the CRLs that were
 * current at each timestamp (for validators that judge a CRL at that time, as `openssl verify -attime`
 * does) and new CRLs issued after the last of them (ETSI EN 319 102-1: revocation data issued after the
 * time a signature is proven to have existed). `needs`: what the signatures carry (readValidationNeeds).
 */
export async function gatherValidationData(
  pki: TPki,
  needs: TValidationNeeds,
): Promise<{ certificates: Uint8Array[]; crls: Uint8Array[] }> {
  const latest = new Date(Math.max(0, ...needs.times.map((time) => time.getTime())));
  const certificates = [
    ...needs.certificates,
    pki.localTimestampAuthority.identity.certificate,
    pki.issuer.certificate,
    ...pki.issuer.chain,
    ...pki.trustAnchors,
  ];
  const crls = [...(await pki.crlsCurrentAt(needs.times)), ...(await pki.issueFreshCrls(latest))];
  return { certificates, crls };
}

/**
 * Where the sealing threads get timestamp tokens: the platform's unit (its key handed over, in memory
 * only) unless the PKI's timestamps come from the configured authority (TSA_URL).
 */
export function timestampSourceOf(pki: TPki): TTimestampSource {
  if (pki.timestampAuthority !== pki.localTimestampAuthority && pki.tsaUrl)
    return { kind: 'http', url: pki.tsaUrl };
  const { identity, policyOid } = pki.localTimestampAuthority;
  return { kind: 'local', identity, policyOid };
}

/** The validation data the needs call for, then a document timestamp, on a sealing thread. */
async function closeWithTimestamp(
  pki: TPki,
  pdf: Uint8Array,
  needs: TValidationNeeds,
  fieldName: string,
): Promise<Uint8Array> {
  return runOnSealingThread('appendDssAndTimestamp', {
    pdf,
    validation: await gatherValidationData(pki, needs),
    fieldName,
    timestamps: timestampSourceOf(pki),
  });
}

/**
 * Validation data then a document timestamp (PAdES B-LT, then B-LTA): a DSS with the validation data of
 * the file's signatures (`gatherValidationData`), then a document timestamp of the platform's timestamp
 * authority over the whole file. The PDF and CMS work runs on a sealing thread (src/sealing/), the
 * database's part (the CRLs) here.
 */
export async function appendValidationAndTimestamp(
  pki: TPki,
  pdf: Uint8Array,
  signatures: TPdfSignature[],
  fieldName = DOCUMENT_TIMESTAMP_FIELD,
): Promise<Uint8Array> {
  const needs = await runOnSealingThread(
    'readValidationNeeds',
    signatures.map((signature) => signature.contents),
  );
  return closeWithTimestamp(pki, pdf, needs, fieldName);
}

/** How long a signer's or seal's certificate lives: an hour from when it is made. */
export const SIGNER_CERTIFICATE_MS = 3600_000;
/** A certificate starts this much before it is made, for validators whose clock is a little behind. */
export const CERTIFICATE_SKEW_MS = 60_000;

/** The platform's own name as its seal certificate says it. */
export const PLATFORM_SEAL_NAME = 'Souscription — cachet électronique de la plateforme';

/** One seal of the platform on a document it produced, and the fields it writes. */
export type TPlatformSeal = {
  reason: string;
  now: Date;
  /** The seal's signature field (`Cachet_plateforme` by default). */
  fieldName?: string;
  /** The document timestamp's field after it (`Horodatage_document` by default). */
  timestampFieldName?: string;
  /** Whether the seal certifies the document (DocMDP P=2): only its first signature may. */
  certify?: boolean;
};

/**
 * Seals a document the platform produced (the signature history, the evidence file): a certificate
 * for the platform's seal (O=Souscription), its PAdES signature — certifying the document (DocMDP
 * P=2) unless told otherwise — with a signature timestamp, then validation data and a document
 * timestamp (B-LTA). A later seal on the same file is an incremental revision of its own.
 */
export async function sealPlatformDocument(
  pki: TPki,
  pdf: Uint8Array,
  input: TPlatformSeal,
): Promise<Uint8Array> {
  // Certificates and signing times are on the real clock, whatever time the caller's story tells.
  const madeAt = new Date();
  const identity = await pki.issueSignerCertificate({
    name: PLATFORM_SEAL_NAME,
    email: null,
    organization: 'Souscription',
    policyText:
      'Cachet électronique de la plateforme Souscription, apposé sur un document qu’elle a produit.',
    notBefore: new Date(madeAt.getTime() - CERTIFICATE_SKEW_MS),
    validUntil: new Date(madeAt.getTime() + SIGNER_CERTIFICATE_MS),
    envelopeId: null,
    party: 'platform',
  });
  const { sealed, needs } = await runOnSealingThread('appendPlatformSeal', {
    pdf,
    seal: {
      identity,
      fieldName: input.fieldName ?? 'Cachet_plateforme',
      reason: input.reason,
      name: PLATFORM_SEAL_NAME,
      signingTime: madeAt,
      certify: input.certify !== false,
    },
    timestamps: timestampSourceOf(pki),
  });
  return closeWithTimestamp(pki, sealed, needs, input.timestampFieldName ?? DOCUMENT_TIMESTAMP_FIELD);
}
