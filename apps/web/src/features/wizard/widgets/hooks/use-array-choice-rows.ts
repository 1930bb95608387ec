import {
  findTemporaryRateTable,
  parseNumber,
  type FormElement,
  type FormState,
} from '@souscription/form-engine';
import { useElementState } from './use-element-state';

/** One row of the table: the stored value and what the columns show. */
export type TArrayRow = {
  value: string;
  label: string;
  detail: string | null;
  usufruct: number | null;
  bareOwnership: number | null;
};

/** The product chosen in the form (the product choice element's value), or null. */
function useProductCode(formState: FormState, element: FormElement): string | null {
  const productChoiceId = formState.form.definition.form.product_choice_element_id ?? null;
  const product = useElementState(formState, productChoiceId ?? element.id);
  if (productChoiceId === null) return null;
  const code = typeof product.value === 'string' ? product.value : (product.value[0] ?? '');
  return code || null;
}

/**
 * The rows of an array choice: the temporary dismemberment table of the chosen product (the tenant's table
 * for that product, else its default table), cut to the durations between the element's `min` and `max`.
 * The element's own options (the seed gives the durations of one table as options) serve only when there
 * is no table, or when they are not durations.
 */
function buildRows(
  formState: FormState,
  element: FormElement,
  productCode: string | null,
  years: (count: number) => string,
): TArrayRow[] {
  const options = element.attributes.options ?? [];
  const table = findTemporaryRateTable(formState.form.definition.tenant, productCode);
  const durations = options.every((option) => /^\d+$/.test(option.value));
  if (table && durations) {
    const min = parseNumber(element.attributes.min ?? null);
    const max = parseNumber(element.attributes.max ?? null);
    return table.rows
      .filter((row) => (min === null || row.years >= min) && (max === null || row.years <= max))
      .map((row) => ({
        value: String(row.years),
        label: years(row.years),
        detail: null,
        usufruct: row.usufruct,
        bareOwnership: row.bare_ownership,
      }));
  }
  return options.map((option) => ({
    value: option.value,
    label: option.label,
    detail: option.presentation ?? null,
    usufruct: null,
    bareOwnership: null,
  }));
}

/** The rows of an array choice (see buildRows), for the product chosen in the form now. */
export function useArrayChoiceRows(
  formState: FormState,
  element: FormElement,
  years: (count: number) => string,
): TArrayRow[] {
  return buildRows(formState, element, useProductCode(formState, element), years);
}
