import type { FormElement } from '../definition/form-definition.types.js';
import type { TenantConfiguration } from '../definition/tenant-configuration.types.js';

/**
 * The product variant codes of spec 02 §9. A variant is one offer under which a tenant sells one of
 * its products (e.g. a single payment, or a single payment plus scheduled monthly purchases): a
 * product choice option carries the variant's code instead of the bare product code, the wizard
 * sends it as `productCode`, and the dossier keeps it.
 */
export const PRODUCT_VARIANT_CODES = ['EP', 'IP', 'EE', 'CV', 'CE', 'CR', 'GF', 'G2', 'CA'] as const;

/** A product variant code, one of {@link PRODUCT_VARIANT_CODES}. */
export type ProductVariantCode = (typeof PRODUCT_VARIANT_CODES)[number];

/**
 * The product a product code names for a tenant: a variant code resolves to the product it is a
 * variant of (its unit price, rate table and tenant rules apply); any other code is itself.
 */
export function resolveProductCode(
  tenant: Pick<TenantConfiguration, 'variants'>,
  productCode: string,
): string;
export function resolveProductCode(
  tenant: Pick<TenantConfiguration, 'variants'>,
  productCode: string | null,
): string | null;
export function resolveProductCode(
  tenant: Pick<TenantConfiguration, 'variants'>,
  productCode: string | null,
): string | null {
  if (productCode === null) return null;
  return tenant.variants?.[productCode]?.product ?? productCode;
}

/**
 * Whether an element is offered for a product code: an element reserved to some variants
 * (`attributes.product_variants`) is offered only while the product choice carries one of them;
 * every other element is offered whatever the product.
 */
export function isElementOfferedForProduct(
  element: Pick<FormElement, 'attributes'>,
  productCode: string | null | undefined,
): boolean {
  const variants = element.attributes.product_variants;
  if (!variants || variants.length === 0) return true;
  return productCode !== null && productCode !== undefined && variants.includes(productCode);
}
