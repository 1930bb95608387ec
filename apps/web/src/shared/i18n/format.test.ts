import { describe, expect, it } from 'vitest';
import { formatAmount, formatCivility, formatDate, formatNumber, formatPersonName } from './format';

describe('French formats', () => {
  it('writes amounts as 1 234,56 € with no-break spaces', () => {
    expect(formatAmount(1234.56, 'fr')).toBe('1\u202f234,56\u00a0€');
    expect(formatAmount(1234.56, 'en')).toBe('€1,234.56');
  });

  it('groups thousands in counts', () => {
    expect(formatNumber(1234567, 'fr')).toBe('1\u202f234\u202f567');
  });

  it('writes dates as dd/mm/yyyy', () => {
    expect(formatDate('2024-03-05')).toBe('05/03/2024');
    expect(formatDate(new Date(2025, 11, 31))).toBe('31/12/2025');
    expect(formatDate('2024-03-05T09:30:00.000Z')).toBe('05/03/2024');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate('2024-02-31')).toBe('');
    expect(formatDate(new Date(Number.NaN))).toBe('');
  });
});

describe('civilities and names', () => {
  it('keeps civilities as stored in French and writes them in English', () => {
    expect(formatCivility('M.', 'fr')).toBe('M.');
    expect(formatCivility('Mme', 'fr')).toBe('Mme');
    expect(formatCivility('M.', 'en')).toBe('Mr');
    expect(formatCivility('Mme', 'en')).toBe('Mrs');
    expect(formatCivility('Dr', 'en')).toBe('Dr');
    expect(formatCivility(null, 'en')).toBe('');
  });

  it('names a person by civility, first and last name, leaving out what is missing', () => {
    expect(formatPersonName({ civility: 'Mme', firstName: 'Claire', lastName: 'Martin' }, 'en')).toBe(
      'Mrs Claire Martin',
    );
    expect(formatPersonName({ civility: 'Mme', firstName: 'Claire', lastName: 'Martin' }, 'fr')).toBe(
      'Mme Claire Martin',
    );
    expect(formatPersonName({ civility: null, firstName: null, lastName: 'Roux' }, 'en')).toBe('Roux');
  });
});
