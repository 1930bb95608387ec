import type { FormElement } from '@souscription/form-engine';
import type { Database } from '../../db/client.js';
import { findDatalistLabels } from './queries.js';

/**
 * The labels, in one language, of the datalist values a dossier holds (countries, nationalities…:
 * stored as their codes), by `datalistId:value`, for the elements given and their values.
 */
export async function loadDatalistLabels(
  db: Database,
  elements: readonly FormElement[],
  valueOf: (elementId: number) => unknown,
  locale: 'fr' | 'en',
): Promise<Map<string, string>> {
  const pairs = elements.flatMap((element) => {
    const datalistId = element.attributes.datalistId;
    if (!datalistId) return [];
    const value = valueOf(element.id);
    const values = typeof value === 'string' ? [value] : Array.isArray(value) ? value : [];
    return values
      .filter((item): item is string => typeof item === 'string' && item !== '')
      .map((item) => ({ datalistId, value: item }));
  });
  const labels = await findDatalistLabels(db, pairs);
  return new Map([...labels].map(([key, label]) => [key, label[locale]]));
}
