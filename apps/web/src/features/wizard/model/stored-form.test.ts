import { describe, expect, it } from 'vitest';
import { loadFormDefinition, type FormDefinition } from '@souscription/form-engine';
import { getStored } from '../../../shared/storage/local-storage';
import { restoreToggleValues, storeFormValues, storeReferential, storeValidate } from './stored-form';
import { TEST_DEFINITION, TEST_FORM } from './test-form';

const WITH_TOGGLE: FormDefinition = {
  ...TEST_DEFINITION,
  elements: [
    ...TEST_DEFINITION.elements,
    {
      id: 99,
      name: 'newsletter',
      type: 'toggle',
      css_classes: null,
      block_id: 20,
      attributes: { label: 'Lettre d’information', defaultValue: false },
      condition: null,
      calculate: null,
      reference: null,
    },
  ],
};

describe('the form’s local storage keys (spec 02 §3)', () => {
  it('keeps the folder’s answers under form, the form’s referential, and the read-only view under validate', () => {
    storeFormValues({ values: [{ elementId: 2, value: 'MARTIN' }] });
    expect(getStored('form')).toEqual([{ elementId: 2, value: 'MARTIN' }]);
    storeReferential(7, TEST_FORM);
    const referential = getStored('referential') as {
      formId: number;
      elements: Record<string, number>;
      blocks: number[];
      productId: number | null;
    };
    expect(referential.formId).toBe(7);
    expect(referential.blocks).toEqual([10, 11, 12, 20, 21, 30, 31]);
    expect(Object.values(referential.elements)).toEqual(TEST_FORM.elements.map(({ element }) => element.id));
    expect(referential.productId).toBeNull();
    storeValidate(true);
    expect(getStored('validate')).toBe(true);
  });

  it('resets a toggle that is neither a boolean nor a string from the stored values (spec 02 §5)', () => {
    const form = loadFormDefinition(WITH_TOGGLE);
    storeFormValues({ values: [{ elementId: 99, value: 'true' }] });
    expect(
      restoreToggleValues(form, [
        { elementId: 99, value: null },
        { elementId: 2, value: null },
      ]),
    ).toEqual([
      { elementId: 99, value: 'true' },
      { elementId: 2, value: null },
    ]);
    // A boolean or a string is kept as it is.
    expect(restoreToggleValues(form, [{ elementId: 99, value: false }])).toEqual([
      { elementId: 99, value: false },
    ]);
  });
});
