import { describe, expect, it } from 'vitest';
import { validateDate } from '../../src/index.js';

describe('validateDate', () => {
  it('accepts real dd/mm/yyyy dates and empty', () => {
    expect(validateDate('')).toBeNull();
    expect(validateDate('29/02/2024')).toBeNull();
    expect(validateDate('15/06/2025', { minDate: '01/01/2020', maxDate: '2030-12-31' })).toBeNull();
    expect(validateDate('01/01/2020', { minDate: '01/01/2020' })).toBeNull();
  });

  it.each(['29/02/2023', '31/04/2025', '2025-06-15', '15/6/2025', 'hier'])(
    'refuses %j with validation.error.date',
    (date) => {
      expect(validateDate(date)).toEqual({ message: 'validation.error.date', params: {} });
    },
  );

  it('checks the bounds, giving the bound as dd/mm/yyyy', () => {
    expect(validateDate('31/12/2019', { minDate: '2020-01-01' })).toEqual({
      message: 'validation.error.mindate',
      params: { date: '01/01/2020' },
    });
    expect(validateDate('01/01/2031', { maxDate: '31/12/2030' })).toEqual({
      message: 'validation.error.maxdate',
      params: { date: '31/12/2030' },
    });
  });
});
