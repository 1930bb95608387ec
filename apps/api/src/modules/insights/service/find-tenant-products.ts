import type { TLocale } from '@souscription/contract';
import type { Database } from '../../../db/client.js';
import type { FormStore } from '../../forms/index.js';
import { findTenantFormIds } from '../filters-queries.js';

/**
 * The products of the tenant's forms: each product choice's options (label in the asked language),
 * then any product of the forms' tenant configuration no choice offers (labelled by its code).
 */
export async function findTenantProducts(
  db: Database,
  forms: FormStore,
  tenantId: number,
  locale: TLocale,
): Promise<{ code: string; label: string }[]> {
  const products = new Map<string, string>();
  for (const formId of await findTenantFormIds(db, tenantId)) {
    const definition = await forms.getDefinition(formId, locale);
    const choiceId = definition.form.product_choice_element_id;
    const choice = definition.elements.find((element) => element.id === choiceId);
    for (const option of choice?.attributes.options ?? []) {
      if (!products.has(option.value)) products.set(option.value, option.label);
    }
    for (const code of Object.keys(definition.tenant.products)) {
      if (!products.has(code)) products.set(code, code);
    }
  }
  return [...products].map(([code, label]) => ({ code, label }));
}
