import { describe, expect, it } from 'vitest';
import { isEmptyValue, validateRequired, type ElementType, type FormElement } from '../../src/index.js';

const make = (type: ElementType, attributes: FormElement['attributes'] = {}): FormElement => ({
  id: 1,
  name: 'field_name',
  type,
  block_id: 1,
  attributes: { label: 'Nom', ...attributes },
});

describe('validateRequired', () => {
  it('gives validation.error.required with the label', () => {
    expect(validateRequired(make('input_text'), '')).toEqual({
      message: 'validation.error.required',
      params: { label: 'Nom' },
    });
    expect(validateRequired(make('input_text', { label: '' }), '  ')).toEqual({
      message: 'validation.error.required',
      params: { label: 'field_name' },
    });
    expect(validateRequired(make('input_text'), 'Dupont')).toBeNull();
  });

  it("gives the element's own errorMessage when it has one", () => {
    expect(validateRequired(make('input_text', { errorMessage: 'name.missing' }), '')).toEqual({
      message: 'name.missing',
      params: { label: 'Nom' },
    });
  });

  it('gives select-multiple or select-single for selects', () => {
    expect(validateRequired(make('select', { multiple: true }), [])).toEqual({
      message: 'validation.error.select-multiple',
      params: {},
    });
    expect(validateRequired(make('select'), '')).toEqual({
      message: 'validation.error.select-single',
      params: {},
    });
    expect(validateRequired(make('unique_select_product_choice'), '')).toEqual({
      message: 'validation.error.select-single',
      params: {},
    });
    expect(validateRequired(make('select', { multiple: true }), ['a'])).toBeNull();
  });

  it('gives validation.error.receipt for a file without receipt, upload-required on blocks requiring uploads', () => {
    expect(validateRequired(make('input_file'), '')).toEqual({
      message: 'validation.error.receipt',
      params: { label: 'Nom' },
    });
    expect(validateRequired(make('input_receipt_file'), '', { uploadsRequired: true })).toEqual({
      message: 'validation.error.upload-required',
      params: {},
    });
    expect(validateRequired(make('input_file'), '', { hasReceipt: true })).toBeNull();
  });

  it("lets a tenant rule's message win", () => {
    expect(
      validateRequired(make('select'), '', { messageOverride: 'validation.error.upload-required' }),
    ).toEqual({
      message: 'validation.error.upload-required',
      params: { label: 'Nom' },
    });
  });
});

describe('isEmptyValue', () => {
  it.each<[ElementType, FormElement['attributes'], string | string[], boolean]>([
    ['input_text', {}, '', true],
    ['input_text', {}, ' x ', false],
    ['input_tel', {}, '+33', true],
    ['input_tel', {}, '+', true],
    ['input_tel', {}, '+44 ', true],
    ['input_tel', {}, '+33 61', false],
    ['input_checkbox', {}, 'false', true],
    ['input_checkbox', {}, 'true', false],
    ['input_checkbox', { options: [{ value: 'a', label: 'A' }] }, ['a'], false],
    ['input_checkbox', { options: [{ value: 'a', label: 'A' }] }, [], true],
    ['select', {}, ['', ' '], true],
    ['toggle', {}, 'false', false],
  ])('%s %o %j → %s', (type, attributes, value, expected) => {
    expect(isEmptyValue(make(type, attributes), value)).toBe(expected);
  });
});
