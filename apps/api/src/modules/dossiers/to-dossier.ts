import { eq } from 'drizzle-orm';
import type { TDossier } from '@souscription/contract';
import type { Database } from '../../db/client.js';
import { authorizedClients, receipts, type dossiers } from '../../db/schema.js';

/** Stored values (element id → value) as the value entries of the wire. */
export function toStoredValueEntries(values: Record<string, unknown>): TDossier['values'] {
  return Object.entries(values)
    .filter(([, value]) => typeof value === 'string' || Array.isArray(value))
    .map(([elementId, value]) => ({ elementId: Number(elementId), value: value as string | string[] }));
}

/** A dossier row with its receipts and authorized clients, as the wire shows it. */
export async function toDossier(db: Database, row: typeof dossiers.$inferSelect): Promise<TDossier> {
  const [receiptRows, authorized] = await Promise.all([
    db
      .select({
        id: receipts.id,
        typeId: receipts.typeId,
        elementId: receipts.elementId,
        title: receipts.title,
      })
      .from(receipts)
      .where(eq(receipts.dossierId, row.id)),
    db.select().from(authorizedClients).where(eq(authorizedClients.dossierId, row.id)),
  ]);
  return {
    id: row.id,
    form_id: row.formId,
    client_id: row.clientId,
    advistor_id: row.advisorId,
    last_submitted_block_id: row.lastSubmittedBlockId,
    values: toStoredValueEntries(row.values),
    direct: row.direct,
    receipts: receiptRows.map((r) => ({
      receiptId: r.id,
      typeId: r.typeId,
      elementId: r.elementId,
      title: r.title,
      resource: `/api/dossiers/${row.id}/receipts/${r.id}`,
    })),
    authorized_clients: authorized.map((a) => a.customerId),
    status: row.status,
    product_code: row.productCode,
    version: row.version,
  };
}
