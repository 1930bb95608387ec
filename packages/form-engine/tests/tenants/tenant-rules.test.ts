import { describe, expect, it } from 'vitest';
import {
  AESTIAM_RULES,
  createFormState,
  SWISSLIFE_AM_RULES,
  TENANT_RULES,
  TENANT_THRESHOLDS,
  validateSubmission,
} from '../../src/index.js';
import { BLOCK, CONTEXT, createSubscriptionForm, ID } from '../fixtures/subscription-form.js';

const context = { ...CONTEXT, dossierState: ['ongoing'] };

describe('swisslife-am: file required above 30000 or for product PI', () => {
  const newState = () =>
    createFormState(createSubscriptionForm(SWISSLIFE_AM_RULES), { ...context, tenant: 'swisslife-am' }, [
      { elementId: ID.product, value: 'PU' },
    ]);

  it('is not required at 30000 (200 × 150), required above', () => {
    expect(TENANT_THRESHOLDS.swisslifeReceiptAmount).toBe(30000);
    const state = newState();
    state.set(ID.shares, '150');
    expect(state.getValue(ID.amount)).toBe('30000');
    expect(state.isRequired(ID.thresholdReceipt)).toBe(false);
    expect(state.getErrors(ID.thresholdReceipt)).toEqual([]);
    state.set(ID.shares, '151');
    expect(state.isRequired(ID.thresholdReceipt)).toBe(true);
    expect(state.getErrors(ID.thresholdReceipt)).toEqual([
      { message: 'validation.error.upload-required', params: { label: 'Justificatif' } },
    ]);
    state.setReceipts([{ elementId: ID.thresholdReceipt }]);
    expect(state.getErrors(ID.thresholdReceipt)).toEqual([]);
  });

  it('is required for Plein Air Invest whatever the amount', () => {
    const state = newState();
    state.set(ID.shares, '1');
    expect(state.isRequired(ID.thresholdReceipt)).toBe(false);
    state.set(ID.product, 'PI');
    expect(state.isRequired(ID.thresholdReceipt)).toBe(true);
  });

  it('does not apply to other tenants', () => {
    const state = createFormState(createSubscriptionForm(), context, [
      { elementId: ID.product, value: 'PI' },
      { elementId: ID.shares, value: '1000' },
    ]);
    expect(state.isRequired(ID.thresholdReceipt)).toBe(false);
  });
});

describe('aestiam: proof fields enabled and required from 50000', () => {
  it('keeps them disabled below 50000 and requires them from 50000 with the select message', () => {
    expect(TENANT_THRESHOLDS.aestiamProofAmount).toBe(50000);
    const state = createFormState(createSubscriptionForm(AESTIAM_RULES), { ...context, tenant: 'aestiam' }, [
      { elementId: ID.product, value: 'PU' },
      { elementId: ID.shares, value: '249' },
    ]);
    expect(state.isDisabled(ID.proofDocument)).toBe(true);
    expect(state.isRequired(ID.proofDocument)).toBe(false);
    expect(state.getErrors(ID.proofDocument)).toEqual([]);
    state.set(ID.shares, '250');
    expect(state.getValue(ID.amount)).toBe('50000');
    expect(state.isDisabled(ID.proofDocument)).toBe(false);
    expect(state.isRequired(ID.proofDocument)).toBe(true);
    expect(state.getErrors(ID.proofDocument)).toEqual([
      { message: 'validation.error.select-multiple', params: {} },
    ]);
    state.set(ID.proofDocument, ['tax']);
    expect(state.getErrors(ID.proofDocument)).toEqual([]);
    state.set(ID.shares, '249');
    expect(state.isDisabled(ID.proofDocument)).toBe(true);
  });

  it('clears the proofs ticked from 50000 once the amount goes back below it', () => {
    const state = createFormState(createSubscriptionForm(AESTIAM_RULES), { ...context, tenant: 'aestiam' }, [
      { elementId: ID.product, value: 'PU' },
      { elementId: ID.shares, value: '250' },
    ]);
    state.set(ID.proofDocument, ['tax']);
    state.set(ID.shares, '249');
    expect(state.isDisabled(ID.proofDocument)).toBe(true);
    expect(state.getValue(ID.proofDocument)).toEqual('');
    state.set(ID.shares, '250');
    expect(state.getValue(ID.proofDocument)).toEqual('');
    expect(state.getErrors(ID.proofDocument)).toEqual([
      { message: 'validation.error.select-multiple', params: {} },
    ]);
  });

  it('drops on the server a proof stored while the amount was 50000, once a save brings it below', () => {
    const stored = [
      { elementId: ID.product, value: 'PU' },
      { elementId: ID.shares, value: '250' },
      { elementId: ID.proofDocument, value: ['tax'] },
    ];
    const result = validateSubmission({
      definition: createSubscriptionForm(AESTIAM_RULES),
      context: { ...context, tenant: 'aestiam' },
      storedValues: stored,
      submittedValues: [{ elementId: ID.shares, value: '249' }],
      submittingBlockId: BLOCK.product,
    });
    expect(result.errors).toEqual([]);
    expect(result.values.find((entry) => entry.elementId === ID.proofDocument)).toBeUndefined();
    const resent = validateSubmission({
      definition: createSubscriptionForm(AESTIAM_RULES),
      context: { ...context, tenant: 'aestiam' },
      storedValues: [...stored.slice(0, 1), { elementId: ID.shares, value: '249' }, stored[2]!],
      submittedValues: [{ elementId: ID.proofDocument, value: ['tax'] }],
      submittingBlockId: BLOCK.uploads,
    });
    expect(resent.values.find((entry) => entry.elementId === ID.proofDocument)).toBeUndefined();
  });

  it('keeps every answer in read-only mode, where all fields are disabled', () => {
    const state = createFormState(
      createSubscriptionForm(AESTIAM_RULES),
      { ...context, tenant: 'aestiam', readOnly: true },
      [
        { elementId: ID.product, value: 'PU' },
        { elementId: ID.shares, value: '249' },
        { elementId: ID.proofDocument, value: ['tax'] },
      ],
    );
    expect(state.getValue(ID.proofDocument)).toEqual(['tax']);
  });
});

describe('TENANT_RULES', () => {
  it('gives the rules of every tenant', () => {
    expect(TENANT_RULES['swisslife-am']).toBe(SWISSLIFE_AM_RULES);
    expect(TENANT_RULES.aestiam).toBe(AESTIAM_RULES);
    expect(TENANT_RULES.demo).toEqual([]);
  });
});
