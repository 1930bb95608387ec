import { parseAnyDate } from '../dates/parse-date.js';
import type { TenantConfiguration } from '../definition/tenant-configuration.types.js';
import type { ElementValue } from '../values/element-value.types.js';
import { compileFormula } from './compile-formula.js';
import type { FormulaValue } from './formula-ast.types.js';
import { parseFormula } from './parse-formula.js';

/** Inputs of a one-off formula evaluation. */
export type EvaluateFormulaOptions = {
  /** Values by element id (for `#id`) and by name (for `{name}` and bare names). */
  values: { byId?: Readonly<Record<number, ElementValue>>; byName?: Readonly<Record<string, ElementValue>> };
  /** Today, dd/mm/yyyy or yyyy-mm-dd (for `age()`). */
  today?: string;
  /** Tenant data for the rate functions. */
  tenant?: TenantConfiguration;
  /** The current product code. */
  productCode?: string | null;
  /** The current product's unit price. */
  productPrice?: FormulaValue;
};

const EMPTY_TENANT: TenantConfiguration = {
  code: 'default',
  products: {},
  rate_tables: { life: { bands: [] }, temporary: {}, default_temporary: null },
  rules: [],
};

/**
 * Parses and evaluates a formula once, outside a form state: handy for tests, previews and tooling.
 * Unknown references read as empty. Forms compile their formulas at load instead.
 * @throws FormulaSyntaxError when the formula does not parse.
 */
export function evaluateFormula(source: string, options: EvaluateFormulaOptions): FormulaValue {
  const slots: ElementValue[] = [];
  const compiled = compileFormula(parseFormula(source), (node) => {
    const value =
      node.kind === 'reference-id' ? options.values.byId?.[node.id] : options.values.byName?.[node.name];
    slots.push(value ?? '');
    return slots.length - 1;
  });
  const today = parseAnyDate(options.today ?? '') ?? { year: 1970, month: 1, day: 1 };
  return compiled((slot) => slots[slot] ?? '', {
    today,
    tenant: options.tenant ?? EMPTY_TENANT,
    getProductCode: () => options.productCode ?? null,
    getProductPrice: () => options.productPrice ?? null,
  });
}
