import { desc, eq, inArray, max, or } from 'drizzle-orm';
import type { TModification, TPdfVerification } from '@souscription/pdf-signature';
import type { TModificationReport, TVerifySignaturesResponse } from '@souscription/contract';
import type { Database } from '../../db/client.js';
import {
  platformRecords,
  signatureDocuments,
  signatureDocumentVersions,
  signatureEnvelopes,
  signatureRecipients,
} from '../../db/schema.js';
import { ApiError } from '../../shared/api-error.js';
import { getPki, type TPkiConfig } from '../pki/index.js';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The file of a request: base64 (a data URI prefix accepted), decoded; it must be a PDF. */
export function decodePdf(file: string): Uint8Array {
  const text = file.replace(/^data:[^,]*,/, '').replace(/\s+/g, '');
  if (!BASE64.test(text) || text.length % 4 !== 0) {
    throw ApiError.unprocessable([{ property: 'file', message: 'verification.error-not-base64' }]);
  }
  const bytes = new Uint8Array(Buffer.from(text, 'base64'));
  if (Buffer.from(bytes.subarray(0, 5)).toString('latin1') !== '%PDF-') {
    throw ApiError.unprocessable([{ property: 'file', message: 'verification.error-not-pdf' }]);
  }
  return bytes;
}

/**
 * Whether this platform signed that very file (its current version, or one an archive timestamp renewed
 * since): the dossier's number and the date, nothing else.
 */
async function findSignedDocument(
  db: Database,
  sha256: string,
): Promise<TVerifySignaturesResponse['record']> {
  const [row] = await db
    .select({
      dossierId: signatureEnvelopes.dossierId,
      completedAt: signatureEnvelopes.completedAt,
      lastSignedAt: max(signatureRecipients.signedAt),
    })
    .from(signatureDocuments)
    .innerJoin(signatureEnvelopes, eq(signatureEnvelopes.id, signatureDocuments.envelopeId))
    .leftJoin(signatureRecipients, eq(signatureRecipients.envelopeId, signatureEnvelopes.id))
    .where(
      or(
        eq(signatureDocuments.signedSha256, sha256),
        inArray(
          signatureDocuments.id,
          db
            .select({ id: signatureDocumentVersions.documentId })
            .from(signatureDocumentVersions)
            .where(eq(signatureDocumentVersions.previousSha256, sha256)),
        ),
      ),
    )
    .groupBy(signatureEnvelopes.id)
    .orderBy(desc(signatureEnvelopes.id))
    .limit(1);
  const signedAt = row?.completedAt ?? row?.lastSignedAt ?? null;
  return row && signedAt
    ? {
        kind: 'signed-document',
        dossierId: Number(row.dossierId),
        signedAt: new Date(signedAt).toISOString(),
        revision: null,
      }
    : null;
}

/** Whether this platform made and sealed that very file: a revision of an evidence file, a history. */
async function findSealedRecord(db: Database, sha256: string): Promise<TVerifySignaturesResponse['record']> {
  const [row] = await db.select().from(platformRecords).where(eq(platformRecords.sha256, sha256));
  if (!row) return null;
  return {
    kind: row.kind === 'evidence' ? 'evidence' : 'signature-history',
    dossierId: Number(row.dossierId),
    signedAt: new Date(row.createdAt).toISOString(),
    revision: row.revision,
  };
}

/** The platform's record of that very file, if it made it (signed documents first). */
async function findRecord(db: Database, sha256: string): Promise<TVerifySignaturesResponse['record']> {
  return (await findSignedDocument(db, sha256)) ?? (await findSealedRecord(db, sha256));
}

function toModificationReport({ code, params, description }: TModification): TModificationReport {
  return { code, params, description };
}

function toResponse(report: TPdfVerification): Omit<TVerifySignaturesResponse, 'record'> {
  return {
    sha256: report.sha256,
    validatedAt: report.validatedAt.toISOString(),
    revocationDataIssuedAt: report.revocationDataIssuedAt?.toISOString() ?? null,
    modifications: report.modifications.map(toModificationReport),
    emptySignatureFields: report.emptySignatureFields.map(({ fieldName, visible }) => ({
      fieldName,
      visible,
    })),
    verdict: report.verdict,
    signatures: report.signatures.map((signature) => ({
      fieldName: signature.fieldName,
      type: signature.type,
      signer: signature.signer ? { name: signature.signer.name, email: signature.signer.email } : null,
      chain: signature.chain,
      chainTrusted: signature.chainTrusted,
      revoked: signature.revoked,
      signingTime: signature.signingTime?.toISOString() ?? null,
      timestampTime: signature.timestampTime?.toISOString() ?? null,
      level: signature.level,
      revocation: signature.revocation && {
        checkedAt: signature.revocation.checkedAt.toISOString(),
        issuedAt: signature.revocation.issuedAt?.toISOString() ?? null,
      },
      integrity: signature.integrity,
      certification: signature.certification,
      coversWholeFile: signature.coversWholeFile,
      modifiedAfter: signature.modifiedAfter,
      modifications: signature.modifications.map(toModificationReport),
      copyOf: signature.copyOf,
      status: signature.status,
      errors: signature.errors,
    })),
  };
}

/** Runs `verifyPdf` somewhere (the verification pool's threads); throws an ApiError for a file it refuses. */
export type TRunVerification = (pdf: Uint8Array, trustAnchors: Uint8Array[]) => Promise<TPdfVerification>;

/**
 * `POST /signatures/verify`: every signature and document timestamp of the PDF checked against the
 * platform's roots (and the file's own validation data), and the platform's record of that file.
 * @throws ApiError 422 when the file is not a readable PDF or too complex to check, 503/429 from `verify`.
 */
export async function verifySignatures(
  db: Database,
  config: TPkiConfig,
  pdf: Uint8Array,
  verify: TRunVerification,
): Promise<TVerifySignaturesResponse> {
  const pki = await getPki(db, config);
  const report = await verify(pdf, pki.trustAnchors);
  return { ...toResponse(report), record: await findRecord(db, report.sha256) };
}
