import type { LifeRateTable, TemporaryRateTable } from '../dismemberment/rate-table.types.js';
import type { ElementRole } from './element-role.js';
import type { ElementId, LogicalOperator, RuleOperator } from './condition-rule.types.js';

/** The tenants of spec 9. */
export const TENANT_CODES = [
  'voisin',
  'sogenial',
  'remake',
  'swisslife-am',
  'paref',
  'altarea',
  'demo',
  'aestiam',
  'norma',
  'default',
] as const;

/** A tenant code, one of {@link TENANT_CODES}. */
export type TenantCode = (typeof TENANT_CODES)[number];

/** What a tenant maps a product code to. */
export type ProductConfiguration = {
  /** Element whose value is the product's unit price. */
  unit_price_element_id: ElementId;
  /** Element showing the product's dismemberment table (array choice), or null. */
  dismemberment_table_element_id: ElementId | null;
  /** Key of the temporary rate table in `rate_tables.temporary`; the tenant default when absent. */
  temporary_rate_table?: string | null;
};

/**
 * A product variant a tenant offers (spec 02 §9 codes): one offer of one of its products, carried by
 * a product choice option whose value is the variant code.
 */
export type ProductVariant = {
  /** Code of the product (a key of `products`) the variant sells: its price, table and rules apply. */
  product: string;
  /** Name of the offer in French, e.g. « Épargne programmée ». */
  label: string;
  /** Name of the offer in English. */
  label_en?: string | null;
};

/** A tenant's rate tables, as data. */
export type TenantRateTables = {
  /** Life (Viager) table by age of the usufructuary. */
  life: LifeRateTable;
  /** Temporary tables by duration, keyed by table id. */
  temporary: Readonly<Record<string, TemporaryRateTable>>;
  /** Key of the table used when the product names none. */
  default_temporary: string | null;
};

/** One test of a tenant rule: a role's element value (or the product code) compared with a value. */
export type TenantRuleTest = {
  /** The element role whose value is read, or `product_code` for the current product. */
  subject: ElementRole | 'product_code';
  /** The comparison (numeric when both sides are numeric, else text). */
  operator: RuleOperator;
  /** The value compared with. */
  value: string | number;
};

/**
 * A tenant rule: while its tests hold, its actions override the flags of every element with the
 * target role; while they do not hold, it has no effect.
 */
export type TenantRule = {
  /** Stable id, e.g. `swisslife-am.receipt-above-30000`. */
  id: string;
  /** Why the rule exists. */
  description?: string;
  /** Role of the elements acted on. */
  target_role: ElementRole;
  /** When the rule holds. */
  when: { logical_operator?: LogicalOperator | null; tests: readonly TenantRuleTest[] };
  /** Flags forced while the rule holds. */
  actions: { required?: boolean; disabled?: boolean; visible?: boolean };
  /** Message key of the required error it causes, instead of the element's usual one. */
  message?: string | null;
};

/** A tenant's data the engine needs: product map, rate tables and rules. */
export type TenantConfiguration = {
  /** Tenant code (usually a {@link TenantCode}). */
  code: string;
  /** Product code → unit-price element and dismemberment table. */
  products: Readonly<Record<string, ProductConfiguration>>;
  /** Variant code (spec 02 §9) → the product it is an offer of; absent when the tenant has none. */
  variants?: Readonly<Record<string, ProductVariant>> | null;
  /** Rate tables. */
  rate_tables: TenantRateTables;
  /** Tenant rules. */
  rules: readonly TenantRule[];
};
