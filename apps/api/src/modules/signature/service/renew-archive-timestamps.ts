import { X509Certificate, createHash } from 'node:crypto';
import { and, asc, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { readPdfSignatures, readSignatureTimestamps } from '@souscription/pdf-signature';
import { signatureDocuments, signatureDocumentVersions, signatureEnvelopes } from '../../../db/schema.js';
import { getPki } from '../../pki/index.js';
import { appendValidationAndTimestamp } from './pades-documents.js';
import type { SignatureDeps } from './signature-deps.js';

/** The fields of the archive timestamps the renewal adds: `Horodatage_archive_1`, `_2`, … */
export const ARCHIVE_TIMESTAMP_FIELD_PREFIX = 'Horodatage_archive_';
const DAY_MS = 86_400_000;
/** How long a worker holds a document it renews: a worker killed meanwhile lets it go then. */
const CLAIM_MS = 10 * 60_000;

/** When the certificate of the newest timestamp of a signed PDF expires, or null (no timestamp). */
export function findArchiveExpiry(pdf: Uint8Array): Date | null {
  for (const signature of readPdfSignatures(pdf).reverse()) {
    const unit = readSignatureTimestamps(signature.contents).at(-1)?.unitCertificate;
    if (unit) return new Date(new X509Certificate(unit).validTo);
  }
  return null;
}

/**
 * Reads and records when the newest timestamp of sealed documents not read yet expires; a signed PDF
 * with no timestamp at all is due at once (an archive timestamp gives it a proven time).
 */
async function recordArchiveExpiries(deps: SignatureDeps, limit: number): Promise<void> {
  const rows = await deps.db
    .select({ id: signatureDocuments.id, signedSha256: signatureDocuments.signedSha256 })
    .from(signatureDocuments)
    .innerJoin(signatureEnvelopes, eq(signatureEnvelopes.id, signatureDocuments.envelopeId))
    .where(
      and(
        eq(signatureEnvelopes.status, 'completed'),
        // Sealed: its document timestamp is the sealing job's, after the last signature (issue 32 point 7).
        isNotNull(signatureEnvelopes.sealedAt),
        isNotNull(signatureDocuments.signedSha256),
        isNull(signatureDocuments.archiveExpiresAt),
      ),
    )
    .orderBy(asc(signatureDocuments.id))
    .limit(limit);
  for (const row of rows) {
    const bytes = await deps.blobs.get(row.signedSha256!);
    if (!bytes) continue;
    const expiry = findArchiveExpiry(bytes) ?? deps.now();
    await deps.db
      .update(signatureDocuments)
      .set({ archiveExpiresAt: expiry })
      .where(and(eq(signatureDocuments.id, row.id), eq(signatureDocuments.signedSha256, row.signedSha256!)));
  }
}

/**
 * When the certificate of the unit that stamps now expires: the platform's own unit, made again first when
 * it expires within the window; with TSA_URL, the external unit's (a token over a fixed digest, read).
 */
export async function findCurrentUnitExpiry(deps: SignatureDeps): Promise<Date | null> {
  const pki = await getPki(deps.db, deps.config);
  if (!deps.config.tsaUrl) return pki.renewTimestampUnit(new Date(0));
  const token = await pki.timestampAuthority.requestToken(
    new Uint8Array(createHash('sha256').update('archive renewal').digest()),
  );
  const unit = readSignatureTimestamps(token)[0]?.unitCertificate;
  return unit ? new Date(new X509Certificate(unit).validTo) : null;
}

/**
 * Claims one document whose newest timestamp's certificate expires before `horizon` and before the current
 * unit's (a renewal must extend it): one statement under `FOR UPDATE SKIP LOCKED`, held by a lease.
 */
async function claimDocument(deps: SignatureDeps, horizon: Date, unitExpiry: Date) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: signatureDocuments.id, signedSha256: signatureDocuments.signedSha256 })
      .from(signatureDocuments)
      .where(
        and(
          isNotNull(signatureDocuments.signedSha256),
          lt(signatureDocuments.archiveExpiresAt, horizon),
          lt(signatureDocuments.archiveExpiresAt, unitExpiry),
          or(isNull(signatureDocuments.archiveClaimedUntil), lt(signatureDocuments.archiveClaimedUntil, now)),
        ),
      )
      .orderBy(asc(signatureDocuments.archiveExpiresAt))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!row) return null;
    await tx
      .update(signatureDocuments)
      .set({ archiveClaimedUntil: new Date(now.getTime() + CLAIM_MS) })
      .where(eq(signatureDocuments.id, row.id));
    return row as { id: number; signedSha256: string };
  });
}

/** Appends validation data and an archive timestamp to one claimed document; records the new version. */
async function renewDocument(deps: SignatureDeps, row: { id: number; signedSha256: string }) {
  const pki = await getPki(deps.db, deps.config);
  const current = await deps.blobs.get(row.signedSha256);
  if (!current) throw new Error(`signature document ${row.id} has no bytes`);
  const signatures = readPdfSignatures(current);
  const count = signatures.filter((s) => s.fieldName.startsWith(ARCHIVE_TIMESTAMP_FIELD_PREFIX)).length;
  const next = await appendValidationAndTimestamp(
    pki,
    current,
    signatures,
    `${ARCHIVE_TIMESTAMP_FIELD_PREFIX}${count + 1}`,
  );
  const { sha256 } = await deps.blobs.put(next);
  await deps.db.transaction(async (tx) => {
    const moved = await tx
      .update(signatureDocuments)
      .set({ signedSha256: sha256, archiveExpiresAt: findArchiveExpiry(next), archiveClaimedUntil: null })
      .where(and(eq(signatureDocuments.id, row.id), eq(signatureDocuments.signedSha256, row.signedSha256)))
      .returning({ id: signatureDocuments.id });
    if (moved.length === 0) return;
    await tx.insert(signatureDocumentVersions).values({
      documentId: row.id,
      sha256,
      reason: 'archive_timestamp',
      previousSha256: row.signedSha256,
    });
  });
}

/**
 * One step of the delivery worker: every signed document whose newest timestamp's certificate expires
 * within `windowDays` gets validation data for its chains (CRLs issued now) and a document timestamp of
 * the current unit (ETSI EN 319 142-1 B-LTA renewal), as a new version of its blob (the dossier's signed
 * document moves to it; `signature_document_versions` keeps the history). Any number of workers: each
 * document is claimed under `FOR UPDATE SKIP LOCKED` with a lease, and moved by compare-and-swap.
 */
export async function renewArchiveTimestamps(
  deps: SignatureDeps,
  options: { windowDays: number; limit?: number },
): Promise<number> {
  const limit = options.limit ?? 10;
  await recordArchiveExpiries(deps, limit * 5);
  const horizon = new Date(deps.now().getTime() + options.windowDays * DAY_MS);
  // The platform's unit is made again before it enters the window, whatever is due (new signatures too).
  await (await getPki(deps.db, deps.config)).renewTimestampUnit(horizon);
  const [due] = await deps.db
    .select({ id: signatureDocuments.id })
    .from(signatureDocuments)
    .where(lt(signatureDocuments.archiveExpiresAt, horizon))
    .limit(1);
  if (!due) return 0;
  const unitExpiry = await findCurrentUnitExpiry(deps);
  if (!unitExpiry) return 0;
  let renewed = 0;
  for (; renewed < limit; renewed++) {
    const row = await claimDocument(deps, horizon, unitExpiry);
    if (!row) break;
    await renewDocument(deps, row);
  }
  return renewed;
}
