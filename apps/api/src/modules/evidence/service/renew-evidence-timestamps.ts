import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import { readPdfSignatures } from '@souscription/pdf-signature';
import { dossierEvidence } from '../../../db/schema.js';
import { getPki } from '../../pki/index.js';
import {
  ARCHIVE_TIMESTAMP_FIELD_PREFIX,
  appendValidationAndTimestamp,
  findArchiveExpiry,
  findCurrentUnitExpiry,
  insertPlatformRecord,
} from '../../signature/index.js';
import {
  claimEvidenceBuild,
  findLatestEvidence,
  insertEvidenceRevision,
  releaseEvidenceBuild,
  type EvidenceRow,
} from '../queries.js';
import type { EvidenceDeps } from './build-dossier-evidence.js';

const DAY_MS = 86_400_000;
/** How long a worker holds the evidence file it renews: a worker killed meanwhile lets it go then. */
const CLAIM_MS = 10 * 60_000;

/** Reads and records when the newest timestamp of evidence revisions not read yet expires. */
async function recordEvidenceExpiries(deps: EvidenceDeps, limit: number): Promise<void> {
  const rows = await deps.db
    .select({ id: dossierEvidence.id, sha256: dossierEvidence.sha256 })
    .from(dossierEvidence)
    .where(isNull(dossierEvidence.archiveExpiresAt))
    .orderBy(asc(dossierEvidence.id))
    .limit(limit);
  for (const row of rows) {
    const bytes = await deps.blobs.get(row.sha256);
    if (!bytes) continue;
    await deps.db
      .update(dossierEvidence)
      .set({ archiveExpiresAt: findArchiveExpiry(bytes) ?? deps.now() })
      .where(eq(dossierEvidence.id, row.id));
  }
}

/** The latest revisions of evidence files whose newest timestamp expires before `horizon` and `unitExpiry`. */
async function findDueEvidence(deps: EvidenceDeps, horizon: Date, unitExpiry: Date, limit: number) {
  return deps.db
    .select()
    .from(dossierEvidence)
    .where(
      and(
        lt(dossierEvidence.archiveExpiresAt, horizon),
        lt(dossierEvidence.archiveExpiresAt, unitExpiry),
        sql`not exists (select 1 from dossier_evidence later where later.dossier_id = ${dossierEvidence.dossierId} and later.revision > ${dossierEvidence.revision})`,
      ),
    )
    .orderBy(asc(dossierEvidence.archiveExpiresAt))
    .limit(limit);
}

/** A signed PDF with validation data and one more archive timestamp (`Horodatage_archive_N`). */
async function addArchiveTimestamp(deps: EvidenceDeps, pdf: Uint8Array): Promise<Uint8Array> {
  const signatures = readPdfSignatures(pdf);
  const count = signatures.filter((s) => s.fieldName.startsWith(ARCHIVE_TIMESTAMP_FIELD_PREFIX)).length;
  const pki = await getPki(deps.db, deps.config);
  return appendValidationAndTimestamp(pki, pdf, signatures, `${ARCHIVE_TIMESTAMP_FIELD_PREFIX}${count + 1}`);
}

/**
 * The signature history kept beside the file, renewed too when its own timestamp expires before the
 * horizon (a record of the platform's again); its address, renewed or not.
 */
async function renewHistory(deps: EvidenceDeps, row: EvidenceRow, horizon: Date): Promise<string | null> {
  if (!row.historySha256) return null;
  const history = await deps.blobs.get(row.historySha256);
  const expiry = history ? findArchiveExpiry(history) : null;
  if (!history || (expiry && expiry >= horizon)) return row.historySha256;
  const { sha256 } = await deps.blobs.put(await addArchiveTimestamp(deps, history));
  const record = { sha256, tenantId: row.tenantId, dossierId: row.dossierId, kind: 'signature-history' };
  await insertPlatformRecord(deps.db, { ...record, revision: null });
  return sha256;
}

/** Appends validation data and an archive timestamp to a dossier's evidence file, as its next revision. */
async function renewEvidence(deps: EvidenceDeps, row: EvidenceRow, horizon: Date): Promise<boolean> {
  const bytes = await deps.blobs.get(row.sha256);
  if (!bytes) throw new Error(`evidence file of dossier ${row.dossierId} has no bytes`);
  const renewed = await addArchiveTimestamp(deps, bytes);
  const { sha256 } = await deps.blobs.put(renewed);
  const revision = row.revision + 1;
  const inserted = await insertEvidenceRevision(deps.db, {
    tenantId: row.tenantId,
    dossierId: row.dossierId,
    revision,
    sha256,
    lastHistoryId: row.lastHistoryId,
    historySha256: await renewHistory(deps, row, horizon),
    archiveExpiresAt: findArchiveExpiry(renewed),
  });
  // A decision appended meanwhile made this revision first: the file is looked at again next time.
  if (!inserted) return false;
  const record = { sha256, tenantId: row.tenantId, dossierId: row.dossierId, kind: 'evidence', revision };
  await insertPlatformRecord(deps.db, record);
  return true;
}

/**
 * One step of the delivery worker, as `renewArchiveTimestamps` for signed documents: the evidence file
 * whose newest timestamp's certificate expires within `windowDays` gets a new revision holding validation
 * data for its chains (CRLs issued now) and a document timestamp of the current unit (ETSI EN 319 142-1
 * B-LTA renewal); its signature history kept beside it likewise. Earlier revisions stay as they were (the
 * new one holds them). Any number of workers: each file is held by a lease (`evidence_build_claims`) and
 * its revision number is unique.
 */
export async function renewEvidenceArchiveTimestamps(
  deps: EvidenceDeps,
  options: { windowDays: number; limit?: number },
): Promise<number> {
  const limit = options.limit ?? 10;
  await recordEvidenceExpiries(deps, limit * 5);
  const horizon = new Date(deps.now().getTime() + options.windowDays * DAY_MS);
  const [due] = await findDueEvidence(deps, horizon, horizon, 1);
  if (!due) return 0;
  const unitExpiry = await findCurrentUnitExpiry(deps);
  if (!unitExpiry) return 0;
  let renewed = 0;
  for (const row of await findDueEvidence(deps, horizon, unitExpiry, limit)) {
    const now = deps.now();
    if (!(await claimEvidenceBuild(deps.db, row.dossierId, now, new Date(now.getTime() + CLAIM_MS))))
      continue;
    try {
      // Renewed (or a decision appended) by another worker since it was read: looked at again next time.
      if ((await findLatestEvidence(deps.db, row.dossierId))?.id !== row.id) continue;
      if (await renewEvidence(deps, row, horizon)) renewed += 1;
    } finally {
      await releaseEvidenceBuild(deps.db, row.dossierId);
    }
  }
  return renewed;
}
