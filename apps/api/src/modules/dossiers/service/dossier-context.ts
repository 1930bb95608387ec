import { getTodayInParis, type FormContext } from '@souscription/form-engine';
import type { Database } from '../../../db/client.js';
import { findReceiptElementIds, type DossierRow } from '../queries.js';

/** The engine's context for a dossier. */
export async function dossierContext(
  db: Database,
  dossier: DossierRow,
  tenantCode: string,
  productCode?: string | null,
): Promise<FormContext> {
  const receiptRows = await findReceiptElementIds(db, dossier.id);
  return {
    direct: dossier.direct,
    dossierState: dossier.status,
    today: getTodayInParis(new Date()),
    tenant: tenantCode,
    productCode: productCode ?? dossier.productCode,
    receipts: receiptRows,
  };
}
