import type { TenantConfiguration } from '../definition/tenant-configuration.types.js';
import { findLifeRates } from './find-life-rates.js';
import { findTemporaryRateTable } from './find-temporary-rate-table.js';
import { findTemporaryRates } from './find-temporary-rates.js';
import { isLifeDismemberment } from './is-life-dismemberment.js';
import type { DismembermentRates } from './rate-table.types.js';

/**
 * Finds the usufruct / bare-ownership split for a dismemberment: for a life (Viager) type the key is the
 * usufructuary's age and the life table answers; otherwise the key is the duration in years and the
 * product's temporary table answers. This is the "two rate sources swap" of spec 5.
 */
export function findDismembermentRates(
  tenant: TenantConfiguration,
  productCode: string | null,
  dismembermentType: string | null,
  key: number,
): DismembermentRates | null {
  if (isLifeDismemberment(dismembermentType)) return findLifeRates(tenant.rate_tables.life, key);
  const table = findTemporaryRateTable(tenant, productCode);
  return table ? findTemporaryRates(table, key) : null;
}
