import type { TenantCode } from '@souscription/form-engine';

/**
 * Calculations a tenant makes its own way, by element name, in place of the base form's. paref
 * computes the bare-ownership amount as the full price less the usufruct amount (spec 02 §5: unit
 * price × shares − usufruct amount, precision 2), so the two parts always add up to the price to
 * the cent; the others take the bare-ownership rate of the price.
 */
export const TENANT_CALCULATIONS: Readonly<Partial<Record<TenantCode, Readonly<Record<string, string>>>>> = {
  paref: { bare_ownership_amount: 'product_price() * {shares} - {usufruct_amount}' },
};
