import type { CalendarDate } from '../dates/calendar-date.types.js';
import type { TenantConfiguration } from '../definition/tenant-configuration.types.js';
import type { FormulaValue } from './formula-ast.types.js';

/** What a running formula may read besides element values. */
export type FormulaRuntime = {
  /** Today, for `age()`. */
  today: CalendarDate;
  /** The tenant's rate tables, for the rate functions. */
  tenant: TenantConfiguration;
  /** The current product code, or null. */
  getProductCode: () => string | null;
  /** The current product's unit price, for `product_price()`. */
  getProductPrice: () => FormulaValue;
};
