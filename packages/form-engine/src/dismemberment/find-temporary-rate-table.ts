import type { TenantConfiguration } from '../definition/tenant-configuration.types.js';
import type { TemporaryRateTable } from './rate-table.types.js';

/**
 * Finds the temporary table that applies to a product for a tenant: the product's own table when the
 * product map names one, else the tenant's default table.
 */
export function findTemporaryRateTable(
  tenant: TenantConfiguration,
  productCode: string | null,
): TemporaryRateTable | null {
  const product = productCode ? tenant.products[productCode] : undefined;
  const key = product?.temporary_rate_table ?? tenant.rate_tables.default_temporary;
  return key ? (tenant.rate_tables.temporary[key] ?? null) : null;
}
