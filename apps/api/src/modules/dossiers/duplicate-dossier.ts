import { eq } from 'drizzle-orm';
import type { TCreatedDossierResponse } from '@souscription/contract';
import type { Database } from '../../db/client.js';
import { authorizedClients, customers, dossiers, receipts, users } from '../../db/schema.js';
import type { Tenant } from '../tenants/queries.js';
import type { Actor } from './access.js';
import { findDossierForAction } from './find-dossier.js';
import { buildDossierSearchText } from './search-text.js';
import { toStoredValueEntries } from './to-dossier.js';

/**
 * `POST /dossiers/{id}/duplicate`: a new ongoing folder of the same form, client and values, owned
 * by the caller; with `documentDuplicate` the receipts are copied too. All in one transaction.
 */
export async function duplicateDossier(
  db: Database,
  actor: Actor,
  tenant: Tenant,
  id: number,
  documentDuplicate: boolean,
): Promise<TCreatedDossierResponse> {
  const source = await findDossierForAction(db, actor, tenant, id, 'duplicate', {
    property: 'id',
    message: 'folder.error.cannot-delete-subscription-folder',
  });

  return db.transaction(async (tx) => {
    const [customer] = source.clientId
      ? await tx.select().from(customers).where(eq(customers.id, source.clientId))
      : [];
    const [advisor] = await tx.select().from(users).where(eq(users.id, actor.userId));
    const [created] = await tx
      .insert(dossiers)
      .values({
        tenantId: source.tenantId,
        formId: source.formId,
        clientId: source.clientId,
        advisorId: actor.userId,
        direct: source.direct,
        status: ['ongoing'],
        values: source.values,
        productCode: source.productCode,
        amountCents: source.amountCents,
        title: source.title,
        detentionMode: source.detentionMode,
        dismembermentType: source.dismembermentType,
        dismembermentScope: source.dismembermentScope,
        searchText: buildDossierSearchText({
          customer: customer ?? null,
          advisor: advisor ?? null,
          productCode: source.productCode,
          title: source.title,
        }),
      })
      .returning();
    if (!created) throw new Error('duplicate insert returned nothing');
    const authorized = await tx
      .select()
      .from(authorizedClients)
      .where(eq(authorizedClients.dossierId, source.id));
    if (authorized.length) {
      await tx
        .insert(authorizedClients)
        .values(authorized.map((a) => ({ dossierId: created.id, customerId: a.customerId })));
    }
    if (documentDuplicate) {
      const sourceReceipts = await tx.select().from(receipts).where(eq(receipts.dossierId, source.id));
      if (sourceReceipts.length) {
        await tx.insert(receipts).values(
          sourceReceipts.map(({ id: _id, createdAt: _createdAt, ...receipt }) => ({
            ...receipt,
            dossierId: created.id,
          })),
        );
      }
    }
    return {
      dossier: {
        id: created.id,
        form_id: created.formId,
        values: toStoredValueEntries(created.values),
        direct: created.direct,
      },
    };
  });
}
