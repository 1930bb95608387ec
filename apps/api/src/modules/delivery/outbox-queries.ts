import type { Database } from '../../db/client.js';
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

/** The history line of a delivery's outcome: the dossier moved to sync, or to error with the reason. */
export async function insertDeliveryHistory(
  db: Database,
  entry: { tenantId: number; dossierId: number; state: 'sync' | 'error'; reason: string | null },
) {
  await db.insert(integrationHistory).values({ ...entry, kind: 'delivery', userId: null, pairing: null });
}
