import { describe, expect, it } from 'vitest';
import { formatDate, parseAnyDate, parseDate } from '../../src/index.js';

describe('parseDate', () => {
  it.each([
    ['15/06/2025', { day: 15, month: 6, year: 2025 }],
    [' 01/01/1960 ', { day: 1, month: 1, year: 1960 }],
    ['29/02/2024', { day: 29, month: 2, year: 2024 }],
    ['29/02/2000', { day: 29, month: 2, year: 2000 }],
  ])('reads %s', (text, date) => {
    expect(parseDate(text)).toEqual(date);
  });

  it.each([
    '29/02/2023',
    '29/02/1900',
    '31/04/2025',
    '32/01/2025',
    '00/01/2025',
    '15/13/2025',
    '1/6/2025',
    '2025-06-15',
    '15-06-2025',
    '',
  ])('refuses %s', (text) => {
    expect(parseDate(text)).toBeNull();
  });
});

describe('parseAnyDate', () => {
  it('reads dd/mm/yyyy and ISO dates, ignoring a time', () => {
    expect(parseAnyDate('15/06/2025')).toEqual({ day: 15, month: 6, year: 2025 });
    expect(parseAnyDate('2025-06-15')).toEqual({ day: 15, month: 6, year: 2025 });
    expect(parseAnyDate('2025-06-15T10:00:00Z')).toEqual({ day: 15, month: 6, year: 2025 });
    expect(parseAnyDate('2025-02-30')).toBeNull();
    expect(parseAnyDate('demain')).toBeNull();
  });
});

describe('formatDate', () => {
  it('writes dd/mm/yyyy with leading zeros', () => {
    expect(formatDate({ day: 5, month: 3, year: 2025 })).toBe('05/03/2025');
    expect(formatDate({ day: 31, month: 12, year: 999 })).toBe('31/12/0999');
  });
});
