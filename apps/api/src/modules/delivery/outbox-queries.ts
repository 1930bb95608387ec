import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.js';
import { integrationHistory, integrationOutbox } from '../../db/schema.js';

/** Queues the delivery of a validated dossier version (same transaction as the validation). */
export async function insertOutboxMessage(
  db: Database,
  message: { tenantId: number; dossierId: number; dossierVersion: number },
) {
  await db
    .insert(integrationOutbox)
    .values({ ...message, idempotencyKey: `${message.dossierId}-${message.dossierVersion}` })
    .onConflictDoNothing();
}

/** An outbox message a worker holds under its lease. */
export type ClaimedMessage = {
  id: number;
  tenantId: number;
  dossierId: number;
  dossierVersion: number;
  idempotencyKey: string;
  attempts: number;
};

/**
 * Claims up to `batchSize` due messages for `workerId` for `leaseMs` and counts the attempt: rows
 * locked by another claim are skipped (`FOR UPDATE SKIP LOCKED`), and a lease run out is taken over.
 */
export function claimDueMessages(
  db: Database,
  claim: { workerId: string; leaseMs: number; batchSize: number },
): Promise<ClaimedMessage[]> {
  return queryRows<ClaimedMessage>(
    db,
    sql`UPDATE integration_outbox o
      SET locked_until = now() + make_interval(secs => ${claim.leaseMs / 1000}), locked_by = ${claim.workerId},
        attempts = o.attempts + 1
      WHERE o.id IN (
        SELECT id FROM integration_outbox
        WHERE status = 'pending' AND next_attempt_at <= now()
          AND (locked_until IS NULL OR locked_until < now())
        ORDER BY next_attempt_at, id
        LIMIT ${claim.batchSize}
        FOR UPDATE SKIP LOCKED)
      RETURNING o.id, o.tenant_id AS "tenantId", o.dossier_id AS "dossierId",
        o.dossier_version AS "dossierVersion", o.idempotency_key AS "idempotencyKey", o.attempts`,
  );
}

/** Releases a message the worker still holds for another attempt after `delayMs`, with the reason. */
export async function scheduleRetry(
  db: Database,
  retry: { id: number; workerId: string; reason: string; delayMs: number },
): Promise<void> {
  await db.execute(
    sql`UPDATE integration_outbox SET locked_until = NULL, last_error = ${retry.reason},
        next_attempt_at = now() + make_interval(secs => ${retry.delayMs / 1000})
      WHERE id = ${retry.id} AND locked_by = ${retry.workerId} AND status = 'pending'`,
  );
}

/**
 * How a delivery ended: delivered (the dossier moves to sync; the revision delivered, issue 35) or
 * failed for good (to error).
 */
export type DeliveryOutcome = { state: 'sync'; revision?: number } | { state: 'error'; reason: string };

/**
 * Settles a message the worker still holds, in one transaction: the message is delivered or failed,
 * its validated dossier moves to sync or error, and the history says so. False when the message
 * was no longer the worker's or the dossier had left validated (nothing changed then).
 */
export function settleMessage(
  db: Database,
  message: ClaimedMessage,
  workerId: string,
  outcome: DeliveryOutcome,
): Promise<boolean> {
  const reason = outcome.state === 'error' ? outcome.reason : null;
  return db.transaction(async (tx) => {
    const [mine] = await queryRows<{ id: number }>(
      tx,
      outcome.state === 'sync'
        ? sql`UPDATE integration_outbox SET status = 'delivered', delivered_at = now(), locked_until = NULL,
              last_error = NULL
            WHERE id = ${message.id} AND locked_by = ${workerId} AND status = 'pending' RETURNING id`
        : sql`UPDATE integration_outbox SET status = 'failed', locked_until = NULL, last_error = ${reason}
            WHERE id = ${message.id} AND locked_by = ${workerId} AND status = 'pending' RETURNING id`,
    );
    if (!mine) return false;
    const [dossier] = await queryRows<{ id: number }>(
      tx,
      sql`UPDATE dossiers SET integration_state = ${outcome.state}, version = version + 1, updated_at = now()
        WHERE id = ${message.dossierId} AND integration_state = 'validated' RETURNING id`,
    );
    if (!dossier) return false;
    await tx.insert(integrationHistory).values({
      tenantId: message.tenantId,
      dossierId: message.dossierId,
      kind: 'delivery',
      state: outcome.state,
      reason,
      userId: null,
      pairing: null,
      revision: outcome.state === 'sync' ? (outcome.revision ?? null) : null,
    });
    return true;
  });
}
