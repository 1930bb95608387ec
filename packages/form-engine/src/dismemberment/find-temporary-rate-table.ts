import type { TenantConfiguration } from '../definition/tenant-configuration.types.js';
import { resolveProductCode } from '../products/product-variant.js';
import type { TemporaryRateTable } from './rate-table.types.js';

/**
 * Finds the temporary table that applies to a product for a tenant: the product's own table when the
 * product map names one (a variant code reads its product's), else the tenant's default table.
 */
export function findTemporaryRateTable(
  tenant: TenantConfiguration,
  productCode: string | null,
): TemporaryRateTable | null {
  const code = resolveProductCode(tenant, productCode);
  const product = code ? tenant.products[code] : undefined;
  const key = product?.temporary_rate_table ?? tenant.rate_tables.default_temporary;
  return key ? (tenant.rate_tables.temporary[key] ?? null) : null;
}
