import type { FormDefinition } from '@souscription/form-engine';
import type { Database } from '../../../db/client.js';
import { buildDossierSearchText } from '../../../shared/search-text.js';
import { findTenantCustomer, findUserRecord, type DossierRecord } from '../queries.js';

/**
 * The title and search text of a dossier once its product is `productCode`: the title is the
 * product choice's label (kept when the form names no such product), the search text is rebuilt
 * from the customer, the advisor, the product and the title — so a saved folder is found by them.
 */
export async function findSearchableParts(
  db: Database,
  dossier: Pick<DossierRecord, 'tenantId' | 'clientId' | 'advisorId' | 'title'>,
  definition: Pick<FormDefinition, 'form' | 'elements'>,
  productCode: string | null,
): Promise<{ title: string | null; searchText: string }> {
  const productElementId = definition.form.product_choice_element_id;
  const productElement = definition.elements.find((element) => element.id === productElementId);
  const option = productElement?.attributes.options?.find((candidate) => candidate.value === productCode);
  const title = option?.label ?? dossier.title;
  const [customer, advisor] = await Promise.all([
    dossier.clientId ? findTenantCustomer(db, dossier.tenantId, dossier.clientId) : undefined,
    dossier.advisorId ? findUserRecord(db, dossier.advisorId) : undefined,
  ]);
  return {
    title,
    searchText: buildDossierSearchText({
      customer: customer ?? null,
      advisor: advisor ?? null,
      productCode,
      title,
    }),
  };
}
