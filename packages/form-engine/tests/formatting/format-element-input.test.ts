import { describe, expect, it } from 'vitest';
import { formatElementInput, type ElementType, type FormElement } from '../../src/index.js';

const make = (type: ElementType, uppercase?: boolean): FormElement => ({
  id: 1,
  name: 'x',
  type,
  block_id: 1,
  attributes: { uppercase },
});

describe('formatElementInput', () => {
  it('formats by element type and uppercase option (spec 5)', () => {
    expect(formatElementInput(make('input_iban'), 'fr7630006000')).toBe('fr76 3000 6000');
    expect(formatElementInput(make('input_iban', true), 'fr7630006000')).toBe('FR76 3000 6000');
    expect(formatElementInput(make('input_iban_code', true), 'fr76 3000 6000')).toBe('FR76 3000 6000');
    expect(formatElementInput(make('input_bic_code'), 'bnpa frpp')).toBe('BNPAFRPP');
    expect(formatElementInput(make('input_text', true), 'dupont')).toBe('DUPONT');
    expect(formatElementInput(make('input_text'), 'dupont')).toBe('dupont');
    expect(formatElementInput(make('select', true), ['a'])).toEqual(['a']);
  });

  it('strips the spaces of a SIRET as printed on a Kbis (issue 27)', () => {
    const siret: FormElement = {
      id: 2,
      name: 'siret',
      type: 'input_text',
      block_id: 1,
      attributes: { role: 'siret' },
    };
    expect(formatElementInput(siret, '123 456 789 00012')).toBe('12345678900012');
    expect(formatElementInput(siret, '123\u00a0456')).toBe('123456');
  });
});
