import type { TCreatedDossierResponse, TDossier } from '@souscription/contract';
import type { Database } from '../../../db/client.js';
import { findCustomerAccountId, findReceiptsAndAuthorizedClients, type DossierRecord } from '../queries.js';
import { toWireReceipts } from './to-wire-receipts.js';

/** Stored values (element id → value) as the value entries of the wire. */
export function toStoredValueEntries(values: Record<string, unknown>): TDossier['values'] {
  return Object.entries(values)
    .filter(([, value]) => typeof value === 'string' || Array.isArray(value))
    .map(([elementId, value]) => ({ elementId: Number(elementId), value: value as string | string[] }));
}

/** The answer of a call that made a dossier (create, duplicate): its id, form, values and direct flag. */
export function toCreatedDossierResponse(
  row: Pick<DossierRecord, 'id' | 'formId' | 'values' | 'direct'>,
): TCreatedDossierResponse {
  return {
    dossier: {
      id: row.id,
      form_id: row.formId,
      values: toStoredValueEntries(row.values),
      direct: row.direct,
    },
  };
}

/** A dossier row with its receipts and authorized clients, as the wire shows it. */
export async function toDossier(db: Database, row: DossierRecord): Promise<TDossier> {
  const [{ receipts: rows, authorized }, subscriberUserId] = await Promise.all([
    findReceiptsAndAuthorizedClients(db, row.id),
    row.clientId === null ? null : findCustomerAccountId(db, row.clientId),
  ]);
  const receiptList = toWireReceipts(row.id, rows);
  return {
    id: row.id,
    form_id: row.formId,
    client_id: row.clientId,
    advistor_id: row.advisorId,
    subscriber_user_id: subscriberUserId,
    last_submitted_block_id: row.lastSubmittedBlockId,
    values: toStoredValueEntries(row.values),
    direct: row.direct,
    receipts: receiptList,
    authorized_clients: authorized,
    status: row.status,
    product_code: row.productCode,
    version: row.version,
  };
}
