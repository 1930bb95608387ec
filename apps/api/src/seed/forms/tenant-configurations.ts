import {
  AESTIAM_RULES,
  DEMONSTRATION_TEMPORARY_RATE_TABLE,
  STANDARD_TEMPORARY_RATE_TABLE,
  SWISSLIFE_AM_RULES,
  TENANT_CODES,
  VARIANT_A_TEMPORARY_RATE_TABLE,
  VARIANT_B_TEMPORARY_RATE_TABLE,
  VARIANT_C_TEMPORARY_RATE_TABLE,
  VIAGER_RATE_TABLE,
  type TemporaryRateTable,
  type TenantCode,
  type TenantRule,
} from '@souscription/form-engine';
import { BACK_OFFICE_FORM } from './back-office-form.js';
import { DEMO_SUBSCRIPTION_FORM } from './demo-subscription-form.js';
import type { FormFixture, TenantFixture } from './form-fixture.types.js';
import { DISMEMBERMENT_TABLE_ELEMENT_ID, PRODUCT_CATALOGUE } from './products.js';

function productMap(codes: readonly string[]) {
  return Object.fromEntries(
    codes.map((code) => {
      const product = PRODUCT_CATALOGUE.find((candidate) => candidate.code === code);
      if (!product) throw new Error(`Unknown product code ${code}`);
      return [
        code,
        {
          unit_price_element_id: product.unit_price_element_id,
          dismemberment_table_element_id: DISMEMBERMENT_TABLE_ELEMENT_ID,
        },
      ];
    }),
  );
}

/**
 * The product variants (spec 02 §9 codes) a tenant sells, as `[variant code, product code]`: each is
 * the product's scheduled-savings offer (« épargne programmée »: the subscription plus monthly
 * purchases, whose amount and debit day only this variant asks), beside the product's plain offer.
 */
const SCHEDULED_SAVINGS_VARIANTS: Readonly<
  Partial<Record<TenantCode, readonly (readonly [string, string])[]>>
> = {
  demo: [['EP', 'EF']],
  voisin: [
    ['EE', 'EF'],
    ['IP', 'PC'],
  ],
  sogenial: [['CV', 'AV']],
  altarea: [
    ['GF', 'AL'],
    ['G2', 'HP'],
  ],
  norma: [
    ['CR', 'NCR'],
    ['CE', 'NCES'],
    ['CA', 'NCC'],
  ],
};

function variantMap(code: TenantCode): TenantFixture['variants'] {
  const variants = SCHEDULED_SAVINGS_VARIANTS[code];
  if (!variants) return null;
  return Object.fromEntries(
    variants.map(([variant, product]) => [
      variant,
      { product, label: 'Épargne programmée', label_en: 'Scheduled savings' },
    ]),
  );
}

function tenant(
  code: TenantCode,
  products: readonly string[],
  tables: readonly TemporaryRateTable[],
  rules: readonly TenantRule[] = [],
): TenantFixture {
  return {
    code,
    products: productMap(products),
    variants: variantMap(code),
    rate_tables: {
      life: VIAGER_RATE_TABLE,
      temporary: Object.fromEntries(tables.map((table) => [table.id, table])),
      default_temporary: tables[0]?.id ?? null,
    },
    rules,
  };
}

/**
 * Every tenant of spec 9 on the same base forms (local ids, shifted with the form by the seed): its
 * product codes (unit-price element and dismemberment table element of each), its rate tables (the
 * engine's sample tables: the Viager table of spec 9 for all, the demonstration table (3 to 15 years) for
 * demo, variants A and B and the standard table (3 to 20 years) or variant C (5 to 20 years) for the
 * others; every product of a tenant uses the tenant's default table), and the rules of swisslife-am and
 * aestiam.
 */
export const TENANT_FORM_CONFIGURATIONS: Readonly<Record<string, TenantFixture>> = {
  demo: tenant('demo', ['PU', 'EF', 'PC', 'HP', 'AV'], [DEMONSTRATION_TEMPORARY_RATE_TABLE]),
  voisin: tenant('voisin', ['EF', 'PC'], [VARIANT_A_TEMPORARY_RATE_TABLE]),
  sogenial: tenant('sogenial', ['AV'], [VARIANT_B_TEMPORARY_RATE_TABLE]),
  remake: tenant('remake', ['LI', 'UK25'], [STANDARD_TEMPORARY_RATE_TABLE]),
  'swisslife-am': tenant(
    'swisslife-am',
    ['PI', 'MS', 'DS'],
    [VARIANT_A_TEMPORARY_RATE_TABLE],
    SWISSLIFE_AM_RULES,
  ),
  paref: tenant('paref', ['PU', 'IR'], [VARIANT_C_TEMPORARY_RATE_TABLE]),
  altarea: tenant('altarea', ['AL', 'HP'], [VARIANT_B_TEMPORARY_RATE_TABLE]),
  aestiam: tenant('aestiam', ['ACH', 'APP', 'APR'], [VARIANT_B_TEMPORARY_RATE_TABLE], AESTIAM_RULES),
  norma: tenant('norma', ['NCR', 'NCC', 'NCES'], [VARIANT_C_TEMPORARY_RATE_TABLE]),
  default: tenant('default', ['PU'], [STANDARD_TEMPORARY_RATE_TABLE]),
};

/** The forms each tenant gets: every tenant gets the subscription form and the back-office form. */
export const FORMS_BY_TENANT: Readonly<Record<string, readonly FormFixture[]>> = Object.fromEntries(
  TENANT_CODES.map((code) => [code, [DEMO_SUBSCRIPTION_FORM, BACK_OFFICE_FORM]]),
);
