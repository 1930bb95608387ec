import { describe, expect, it } from 'vitest';
import {
  createFormState,
  findTemporaryRateTable,
  isElementOfferedForProduct,
  loadFormDefinition,
  PRODUCT_VARIANT_CODES,
  resolveProductCode,
  SWISSLIFE_AM_RULES,
  validateSubmission,
  type FormDefinition,
} from '../../src/index.js';
import { BLOCK, CONTEXT, createSubscriptionForm, createTenant, ID } from '../fixtures/subscription-form.js';

const context = { ...CONTEXT, dossierState: ['ongoing'] };
const MONTHLY_AMOUNT = 9901;

/**
 * The sample form sold in variants: EP is PU with scheduled monthly purchases (its monthly amount
 * reserved to it), IP is PU paid once, CA is Plein Air Invest (PI) paid once.
 */
function createVariantForm(rules = createTenant().rules): FormDefinition {
  const form = createSubscriptionForm(rules);
  const tenant = {
    ...form.tenant,
    variants: {
      EP: { product: 'PU', label: 'Épargne programmée' },
      IP: { product: 'PU', label: 'Versement unique' },
      CA: { product: 'PI', label: 'Versement unique' },
    },
  };
  const monthly = {
    id: MONTHLY_AMOUNT,
    name: 'monthly_amount',
    type: 'input_float_currency_amount' as const,
    block_id: BLOCK.product,
    attributes: { label: 'Versement mensuel', required: true, min: 50, product_variants: ['EP'] },
  };
  return { ...form, tenant, elements: [...form.elements, monthly] };
}

describe('product variants (spec 02 §9)', () => {
  it('are the nine codes of the spec', () => {
    expect(PRODUCT_VARIANT_CODES).toEqual(['EP', 'IP', 'EE', 'CV', 'CE', 'CR', 'GF', 'G2', 'CA']);
  });

  it('resolve to the product they sell; other codes stay themselves', () => {
    const { tenant } = createVariantForm();
    expect(resolveProductCode(tenant, 'EP')).toBe('PU');
    expect(resolveProductCode(tenant, 'PU')).toBe('PU');
    expect(resolveProductCode(tenant, null)).toBeNull();
    expect(findTemporaryRateTable(tenant, 'CA')?.id).toBe('demonstration');
  });

  it('price the subscription at their product’s unit price', () => {
    const state = createFormState(loadFormDefinition(createVariantForm()), context, [
      { elementId: ID.product, value: 'EP' },
      { elementId: ID.shares, value: '150' },
    ]);
    expect(state.getValue(ID.amount)).toBe('30000');
  });

  it('offer the elements reserved to them only while chosen', () => {
    const state = createFormState(loadFormDefinition(createVariantForm()), context, [
      { elementId: ID.product, value: 'IP' },
    ]);
    expect(state.isVisible(MONTHLY_AMOUNT)).toBe(false);
    state.set(ID.product, 'EP');
    expect(state.isVisible(MONTHLY_AMOUNT)).toBe(true);
    expect(state.isRequired(MONTHLY_AMOUNT)).toBe(true);
    state.set(ID.product, 'IP');
    expect(state.isVisible(MONTHLY_AMOUNT)).toBe(false);
    expect(isElementOfferedForProduct({ attributes: { product_variants: ['EP'] } }, 'EP')).toBe(true);
    expect(isElementOfferedForProduct({ attributes: { product_variants: ['EP'] } }, null)).toBe(false);
    expect(isElementOfferedForProduct({ attributes: {} }, null)).toBe(true);
  });

  it('make a submission require what the variant offers, and only then', () => {
    const submit = (product: string) =>
      validateSubmission({
        definition: loadFormDefinition(createVariantForm()),
        context,
        storedValues: [],
        submittedValues: [
          { elementId: ID.product, value: product },
          { elementId: ID.shares, value: 10 },
        ],
        submittingBlockId: BLOCK.product,
      }).errors.map((error) => error.property);
    expect(submit('EP')).toContain(String(MONTHLY_AMOUNT));
    expect(submit('IP')).not.toContain(String(MONTHLY_AMOUNT));
  });

  it('apply their product’s tenant rules (swisslife-am: PI sold as CA needs the file)', () => {
    const state = createFormState(
      loadFormDefinition(createVariantForm(SWISSLIFE_AM_RULES)),
      { ...context, tenant: 'swisslife-am' },
      [
        { elementId: ID.product, value: 'CA' },
        { elementId: ID.shares, value: '1' },
      ],
    );
    expect(state.isRequired(ID.thresholdReceipt)).toBe(true);
  });
});
