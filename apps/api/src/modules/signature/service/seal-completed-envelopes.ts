import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../db/client.js';
import { findEnvelope, findEnvelopeDocuments, lockDossier } from '../queries.js';
import { catchUpPartySignatures, completeEnvelopeDocuments } from './complete-envelope.js';
import type { SignatureDeps } from './signature-deps.js';
import { applyTransition } from './signature-transitions.js';

/** The longest wait before a failed sealing is tried again, however many attempts failed. */
const MAX_RETRY_MS = 3_600_000;

/** What the sealing job needs: the signature services' own, and who to tell when a dossier's state changed. */
export type SealingDeps = SignatureDeps & {
  /** A dossier's state changed (its `sealing` state went): its tenant's lists are stale. */
  onDossierChanged?: (tenantId: number) => void;
  log?: { warn: (message: string) => void };
};

export type SealingOptions = {
  /** How long a claim holds before another worker may take the envelope over (a worker killed mid-job). */
  leaseMs?: number;
  /** The wait before a failed sealing is tried again, doubling at each failed attempt. */
  retryMs?: number;
  /** Envelopes claimed at once. */
  batchSize?: number;
};

/** A sealing job of the delivery worker: one worker's identity, its `run` answers how many envelopes it claimed. */
export type SealingJob = { name: string; run: () => Promise<number> };

type ClaimedEnvelope = { id: number; attempts: number };

/**
 * Claims completed envelopes not sealed yet for `workerId` for `leaseMs`, counting the attempt: rows
 * another claim holds are skipped (`FOR UPDATE SKIP LOCKED`), a lease run out (a worker killed
 * mid-job) is taken over. Bigint columns come back as strings on PostgreSQL: numbers here.
 */
async function claimEnvelopesToSeal(
  deps: SealingDeps,
  claim: { workerId: string; leaseMs: number; batchSize: number },
): Promise<ClaimedEnvelope[]> {
  const rows = await queryRows<{ id: number | string; attempts: number | string }>(
    deps.db,
    sql`UPDATE signature_envelopes e
      SET seal_locked_until = now() + make_interval(secs => ${claim.leaseMs / 1000}),
        seal_locked_by = ${claim.workerId}, seal_attempts = e.seal_attempts + 1
      WHERE e.id IN (
        SELECT id FROM signature_envelopes
        WHERE completed_at IS NOT NULL AND sealed_at IS NULL
          AND (seal_locked_until IS NULL OR seal_locked_until < now())
        ORDER BY completed_at, id
        LIMIT ${claim.batchSize}
        FOR UPDATE SKIP LOCKED)
      RETURNING e.id, e.seal_attempts AS attempts`,
  );
  return rows.map((row) => ({ id: Number(row.id), attempts: Number(row.attempts) }));
}

/**
 * Seals one completed envelope, each part idempotent, so that a second run (two workers, or one after
 * another was killed mid-job) adds nothing: each signed party's signature if its request did not
 * write it, then on each document the validation data and document timestamp (skipped where the
 * document carries one: one sealed PDF per document, `changeSignedDocument` refusing a stale write),
 * then, for the subscription, the dossier's evidence file (stored once per dossier). Last, in one
 * transaction under the dossier's lock, the envelope is marked sealed and `sealing` leaves the
 * dossier's states (signature-transitions.ts) — the live stream tells the screens (NOTIFY).
 */
async function sealEnvelope(deps: SealingDeps, envelopeId: number): Promise<void> {
  const envelope = await findEnvelope(deps.db, envelopeId);
  if (!envelope || !envelope.completedAt || envelope.sealedAt) return;
  await catchUpPartySignatures(deps, envelope);
  await completeEnvelopeDocuments(deps, await findEnvelopeDocuments(deps.db, [envelope.id]));
  if (envelope.amendsEnvelopeId !== null) await deps.afterAmendmentSigned?.(envelope.dossierId);
  else if (envelope.step === 'subscription') await deps.afterSubscriptionSigned?.(envelope.dossierId);
  const sealed = await deps.db.transaction(async (tx) => {
    const dossier = await lockDossier(tx, envelope.dossierId);
    if (!dossier) return null;
    return applyTransition(tx, dossier, { kind: 'sealed', envelope, at: deps.now() });
  });
  if (sealed) deps.onDossierChanged?.(envelope.tenantId);
}

/** A failed sealing: the lease released until its next attempt, the reason kept. */
async function scheduleSealingRetry(
  deps: SealingDeps,
  retry: { id: number; workerId: string; reason: string; delayMs: number },
): Promise<void> {
  await deps.db.execute(
    sql`UPDATE signature_envelopes
      SET seal_locked_until = now() + make_interval(secs => ${retry.delayMs / 1000}), seal_error = ${retry.reason}
      WHERE id = ${retry.id} AND seal_locked_by = ${retry.workerId} AND sealed_at IS NULL`,
  );
}

/**
 * The sealing job of one delivery worker (issue 32 point 7): the last signature's request answers as
 * soon as the party's own signature is written, and its envelope, completed in the same transaction,
 * waits here. Each run claims due envelopes under a lease and seals each; a failure is retried later,
 * doubling the wait, and never given up (a completed envelope must end sealed).
 */
export function createSealingJob(deps: SealingDeps, options: SealingOptions = {}): SealingJob {
  const workerId = randomUUID();
  const leaseMs = options.leaseMs ?? 120_000;
  const retryMs = options.retryMs ?? 5_000;
  const batchSize = options.batchSize ?? 10;
  async function run(): Promise<number> {
    const claimed = await claimEnvelopesToSeal(deps, { workerId, leaseMs, batchSize });
    for (const envelope of claimed) {
      try {
        await sealEnvelope(deps, envelope.id);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const delayMs = Math.min(retryMs * 2 ** (envelope.attempts - 1), MAX_RETRY_MS);
        await scheduleSealingRetry(deps, { id: envelope.id, workerId, reason, delayMs });
        deps.log?.warn(`sealing of envelope ${envelope.id} failed (attempt ${envelope.attempts}): ${reason}`);
      }
    }
    return claimed.length;
  }
  return { name: 'signature sealing', run };
}
