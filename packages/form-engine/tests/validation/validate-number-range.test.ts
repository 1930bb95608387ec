import { describe, expect, it } from 'vitest';
import { validateNumberRange } from '../../src/index.js';

describe('validateNumberRange', () => {
  it.each([
    ['', {}],
    ['5', { min: 1, max: 10 }],
    ['1', { min: 1, max: 10 }],
    ['10', { min: '1', max: '10' }],
    ['2,5', { min: 1, integer: false }],
    ['1 000', { max: 1000, integer: true }],
  ])('accepts %j within %o', (value, range) => {
    expect(validateNumberRange(value, range)).toBeNull();
  });

  it('gives validation.error.minvalue / maxvalue with the bound', () => {
    expect(validateNumberRange('0', { min: 1, max: 10 })).toEqual({
      message: 'validation.error.minvalue',
      params: { value: '1' },
    });
    expect(validateNumberRange('10.01', { min: 1, max: 10 })).toEqual({
      message: 'validation.error.maxvalue',
      params: { value: '10' },
    });
  });

  it("gives the element's errorMessage instead when it has one", () => {
    expect(validateNumberRange('0', { min: 1, errorMessage: 'shares.too-few' })).toEqual({
      message: 'shares.too-few',
      params: { value: '1' },
    });
    expect(validateNumberRange('11', { max: 10, errorMessage: 'shares.too-many' })).toEqual({
      message: 'shares.too-many',
      params: { value: '10' },
    });
  });

  it('refuses text and, for whole-number elements, decimals', () => {
    expect(validateNumberRange('abc', {})).toEqual({ message: 'validation.error.number', params: {} });
    expect(validateNumberRange('2.5', { integer: true })).toEqual({
      message: 'validation.error.integer',
      params: {},
    });
  });

  it('refuses more decimals than the step of 0.01 allows (spec 02 §9), trailing zeros not counted', () => {
    expect(validateNumberRange('12.345', { maxDecimals: 2 })).toEqual({
      message: 'validation.error.decimals',
      params: { value: '2' },
    });
    expect(validateNumberRange('12,345', { maxDecimals: 2 })?.message).toBe('validation.error.decimals');
    expect(validateNumberRange('12.34', { maxDecimals: 2 })).toBeNull();
    expect(validateNumberRange('12.3400', { maxDecimals: 2 })).toBeNull();
    expect(validateNumberRange('12', { maxDecimals: 2 })).toBeNull();
  });
});
