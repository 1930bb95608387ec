import { describe, expect, it } from 'vitest';
import { loadFormDefinition, validateSubmission } from '../../src/index.js';
import { BLOCK, CONTEXT, createSubscriptionForm, ID } from '../fixtures/subscription-form.js';

const context = { ...CONTEXT, dossierState: ['ongoing'] };
const form = loadFormDefinition(createSubscriptionForm());

describe('validateSubmission', () => {
  it('accepts a valid block and gives the cleaned values to store, calculations recomputed', () => {
    const result = validateSubmission({
      definition: form,
      context,
      storedValues: [{ elementId: ID.lastName, value: 'DUPONT' }],
      submittedValues: [
        { elementId: ID.product, value: 'PU' },
        { elementId: ID.shares, value: 6 },
        { elementId: ID.amount, value: '1' },
        { elementId: ID.pricePU, value: '1' },
      ],
      submittingBlockId: BLOCK.product,
    });
    expect(result.errors).toEqual([]);
    expect(result.values).toContainEqual({ elementId: ID.lastName, value: 'DUPONT' });
    expect(result.values).toContainEqual({ elementId: ID.shares, value: '6' });
    expect(result.values).toContainEqual({ elementId: ID.amount, value: '1200' });
    expect(result.values).toContainEqual({ elementId: ID.pricePU, value: '200' });
    expect(result.ignoredElementIds.sort()).toEqual([ID.pricePU, ID.amount].sort());
  });

  it('gives errors in the wire shape with message keys and params', () => {
    const result = validateSubmission({
      definition: createSubscriptionForm(),
      context,
      storedValues: [],
      submittedValues: [{ elementId: ID.subscriberPhone, value: '06 12' }],
      submittingBlockId: BLOCK.identity,
    });
    expect(result.errors).toEqual([
      { property: String(ID.lastName), message: 'validation.error.required', params: { label: 'Nom' } },
      {
        property: String(ID.birthDate),
        message: 'validation.error.required',
        params: { label: 'Date de naissance' },
      },
      { property: String(ID.subscriberPhone), message: 'validation.error.phone', params: {} },
    ]);
  });

  it('takes only entries of the submitting block, formatted like the browser does', () => {
    const result = validateSubmission({
      definition: form,
      context,
      storedValues: [{ elementId: ID.lastName, value: 'DUPONT' }],
      submittedValues: [
        { elementId: ID.lastName, value: 'pirate' },
        { elementId: ID.iban, value: 'fr7630006000011234567890189' },
        { elementId: 12345, value: 'x' },
      ],
      submittingBlockId: BLOCK.suitability,
    });
    expect(result.values).toContainEqual({ elementId: ID.lastName, value: 'DUPONT' });
    expect(result.values).toContainEqual({ elementId: ID.iban, value: 'FR76 3000 6000 0112 3456 7890 189' });
    expect(result.ignoredElementIds).toEqual([ID.lastName, 12345]);
  });

  it('reverts entries of elements that end up disabled', () => {
    const result = validateSubmission({
      definition: form,
      context,
      storedValues: [],
      submittedValues: [{ elementId: ID.proofDocument, value: ['tax'] }],
      submittingBlockId: BLOCK.uploads,
    });
    expect(result.values.find((entry) => entry.elementId === ID.proofDocument)).toBeUndefined();
    expect(result.ignoredElementIds).toEqual([ID.proofDocument]);
  });

  it('refuses unknown and hidden blocks', () => {
    const unknown = validateSubmission({
      definition: form,
      context,
      storedValues: [],
      submittedValues: [],
      submittingBlockId: 999,
    });
    expect(unknown.errors).toEqual([
      { property: 'submittingBlockId', message: 'validation.error.unknown-block', params: {} },
    ]);
    const hidden = validateSubmission({
      definition: form,
      context,
      storedValues: [],
      submittedValues: [{ elementId: ID.heritageDetail, value: 'x' }],
      submittingBlockId: BLOCK.heritage,
    });
    expect(hidden.errors).toEqual([
      { property: 'submittingBlockId', message: 'validation.error.block-not-visible', params: {} },
    ]);
  });

  it('reads receipts of the context for required files', () => {
    const base = {
      definition: form,
      storedValues: [],
      submittedValues: [],
      submittingBlockId: BLOCK.uploads,
    };
    expect(validateSubmission({ ...base, context }).errors.map((error) => error.property)).toEqual([
      String(ID.mandatoryUpload),
    ]);
    expect(
      validateSubmission({ ...base, context: { ...context, receipts: [{ elementId: ID.mandatoryUpload }] } })
        .errors,
    ).toEqual([]);
  });
});
