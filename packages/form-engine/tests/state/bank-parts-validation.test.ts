import { describe, expect, it } from 'vitest';
import { createFormState, validateSubmission, type FormDefinition } from '../../src/index.js';
import { BLOCK, CONTEXT, createSubscriptionForm, ID } from '../fixtures/subscription-form.js';

/** The fixture's IBAN field typed by parts (input_iban_code), as the demo form's debit account is. */
function createFormWithIbanByParts(): FormDefinition {
  const form = createSubscriptionForm();
  return {
    ...form,
    elements: form.elements.map((element) =>
      element.id === ID.iban ? { ...element, type: 'input_iban_code' as const } : element,
    ),
  };
}

const context = { ...CONTEXT, dossierState: ['ongoing'] };

function errorsOf(values: { elementId: number; value: string }[]) {
  const state = createFormState(createFormWithIbanByParts(), context, values);
  return { iban: state.getErrors(ID.iban), bic: state.getErrors(ID.bic) };
}

describe('bank details typed by parts are checked part by part (spec 5), on the server too', () => {
  it('accepts a French IBAN and a BIC whose parts all match', () => {
    expect(
      errorsOf([
        { elementId: ID.iban, value: 'FR76 3000 6000 0112 3456 7890 189' },
        { elementId: ID.bic, value: 'BNPAFRPP' },
      ]),
    ).toEqual({ iban: [], bic: [] });
  });

  it('gives « Le format de l’IBAN saisi est incorrect. » when a part is wrong, before the check digits', () => {
    const { iban } = errorsOf([{ elementId: ID.iban, value: 'FR76 3000 6000 01' }]);
    expect(iban).toEqual([{ message: 'validation.error.iban-parts', params: {} }]);
    const letterInBankCode = errorsOf([{ elementId: ID.iban, value: 'FR76 3A00 6000 0112 3456 7890 189' }]);
    expect(letterInBankCode.iban).toEqual([{ message: 'validation.error.iban-parts', params: {} }]);
  });

  it('still checks the IBAN check digits and the BIC country once the parts match', () => {
    const { iban, bic } = errorsOf([
      { elementId: ID.iban, value: 'FR76 3000 6000 0112 3456 7890 188' },
      { elementId: ID.bic, value: 'BNPAZZPP' },
    ]);
    expect(iban).toEqual([{ message: 'validation.error.iban', params: {} }]);
    expect(bic).toEqual([{ message: 'validation.error.bic', params: {} }]);
  });

  it('gives « Code BIC invalide » for a BIC with a digit in its bank code', () => {
    expect(errorsOf([{ elementId: ID.bic, value: 'BNP1FRPP' }]).bic).toEqual([
      { message: 'validation.error.bic-parts', params: {} },
    ]);
  });

  it('refuses a submitted block whose IBAN parts are wrong', () => {
    const result = validateSubmission({
      definition: createFormWithIbanByParts(),
      context,
      storedValues: [],
      submittedValues: [{ elementId: ID.iban, value: 'fr76 3000 6000 0112' }],
      submittingBlockId: BLOCK.suitability,
    });
    expect(result.errors).toContainEqual({
      property: String(ID.iban),
      message: 'validation.error.iban-parts',
      params: {},
    });
  });
});
