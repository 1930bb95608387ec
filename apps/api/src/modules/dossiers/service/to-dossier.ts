import type { TCreatedDossierResponse, TDossier } from '@souscription/contract';
import type { Database } from '../../../db/client.js';
import type { FormStore } from '../../forms/index.js';
import { findReceiptsAndAuthorizedClients, type DossierRecord } from '../queries.js';
import { loadDossierSigners } from './load-dossier-signers.js';
import { toStoredValueEntries } from './to-dossier-values.js';
import { toWireReceipts } from './to-wire-receipts.js';

export { toStoredValueEntries };

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

/**
 * A dossier row with its receipts and authorized clients, as the wire shows it, and the names of
 * the people who sign its sign buttons (`loadDossierSigners`): the wizard labels its buttons with them.
 */
export async function toDossier(
  db: Database,
  forms: FormStore,
  row: DossierRecord,
  tenantCode: string,
): Promise<TDossier> {
  const [{ receipts: rows, authorized }, signing] = await Promise.all([
    findReceiptsAndAuthorizedClients(db, row.id),
    loadDossierSigners(db, forms, row, tenantCode),
  ]);
  const signers = signing.signers
    .flatMap(({ party, alsoParty, name }) => [
      { party, name },
      ...(alsoParty ? [{ party: alsoParty, name, same_person_as: party }] : []),
    ])
    .filter((signer) => signer.name !== '');
  const receiptList = toWireReceipts(row.id, rows);
  return {
    id: row.id,
    form_id: row.formId,
    client_id: row.clientId,
    advistor_id: row.advisorId,
    subscriber_user_id: signing.subscriberUserId,
    signers,
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
