import { NUMERIC_ELEMENT_TYPES } from '../definition/element-categories.js';
import type { ElementType } from '../definition/element-type.js';
import type { FormElement } from '../definition/form-definition.types.js';
import { parseNumber } from '../values/parse-number.js';

const NUMERIC_OUTPUT_TYPES = new Set<ElementType>([
  'output_product_unit_price',
  'output_product_minimum_shares_number',
  'output_scoring_number',
]);

/**
 * Whether an element holds a number: numeric input types, numeric outputs, calculations (other than
 * amounts in words) and choices whose every option value is a number.
 */
export function isNumericElement(element: FormElement): boolean {
  if (NUMERIC_ELEMENT_TYPES.has(element.type) || NUMERIC_OUTPUT_TYPES.has(element.type)) return true;
  const formula = element.calculate?.trim();
  if (formula) return !/\bwords\s*\(/i.test(formula);
  const options = element.attributes.options;
  return !!options && options.length > 0 && options.every((option) => parseNumber(option.value) !== null);
}

/** Whether an element holds an amount of money: marked `financial` or a currency amount. */
export function isMoneyElement(element: FormElement): boolean {
  return element.attributes.financial === true || element.type === 'input_float_currency_amount';
}
