import type { ElementType } from './element-type.js';

/** File elements: their value is a receipt on the dossier. */
export const FILE_ELEMENT_TYPES: ReadonlySet<ElementType> = new Set(['input_file', 'input_receipt_file']);

/** Select-like elements: a required one left empty gives select-multiple / select-single (spec 5). */
export const SELECT_ELEMENT_TYPES: ReadonlySet<ElementType> = new Set([
  'select',
  'select_ordered_integer',
  'unique_select_product_choice',
  'unique_select_product_choice_autocomplete',
  'unique_select_product_choice_radio',
]);

/** Numeric elements checked against min / max (spec 5). */
export const NUMERIC_ELEMENT_TYPES: ReadonlySet<ElementType> = new Set([
  'input_integer',
  'input_product_shares_number',
  'input_float',
  'input_float_currency_amount',
  'input_percentage_integer',
  'input_percentage_range',
  'input_ordered_integer',
  'range',
  'input_product_temporary_dismemberment_rate_percentage',
]);

/** Numeric elements that accept whole numbers only. */
export const INTEGER_ELEMENT_TYPES: ReadonlySet<ElementType> = new Set([
  'input_integer',
  'input_product_shares_number',
  'input_percentage_integer',
  'input_ordered_integer',
]);

/** Decimal numbers typed by the user, at most two decimals (step 0.01, spec 02 §9). */
export const DECIMAL_ELEMENT_TYPES: ReadonlySet<ElementType> = new Set([
  'input_float',
  'input_float_currency_amount',
]);

/** Date elements, dd/mm/yyyy. */
export const DATE_ELEMENT_TYPES: ReadonlySet<ElementType> = new Set(['input_date', 'input_birthdate']);

/**
 * Elements whose value never comes from user input: outputs, presentation and buttons. Their value, if
 * any, comes from the definition (default value) or a calculation.
 */
export const NON_INPUT_ELEMENT_TYPES: ReadonlySet<ElementType> = new Set([
  'output_text',
  'output_product_minimum_shares_number',
  'output_product_unit_price',
  'output_scoring_number',
  'output_scoring_text',
  'calculate',
  'presentation',
  'button',
  'button_docusign_iframe',
  'button_print',
  'button_create_prospect',
]);
