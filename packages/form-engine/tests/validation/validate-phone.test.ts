import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PHONE_COUNTRY,
  DEFAULT_PHONE_PREFIX,
  formatPhone,
  normalizePhone,
  validatePhone,
} from '../../src/index.js';

describe('validatePhone', () => {
  it.each([
    '06 12 34 56 78',
    '0612345678',
    '+33 6 12 34 56 78',
    '0033612345678',
    '01 23 45 67 89',
    '+32 470 12 34 56',
    '+44 20 7946 0958',
    '',
  ])('accepts %j', (phone) => {
    expect(validatePhone(phone)).toBeNull();
  });

  it.each(['06 12 34 56', '00 12 34 56 78', 'abc', '07 00 00 00 00', '+33'])(
    'refuses %j with validation.error.phone',
    (phone) => {
      expect(validatePhone(phone)).toEqual({ message: 'validation.error.phone', params: {} });
    },
  );

  it('reads national numbers as French (spec 9: default country FR, default +33)', () => {
    expect(DEFAULT_PHONE_COUNTRY).toBe('FR');
    expect(DEFAULT_PHONE_PREFIX).toBe('+33');
  });
});

describe('normalizePhone', () => {
  it('writes one number the same way whatever its spelling', () => {
    expect(normalizePhone('06 12 34 56 78')).toBe('+33612345678');
    expect(normalizePhone('+33 6 12 34 56 78')).toBe('+33612345678');
    expect(normalizePhone('n/a')).toBe('n/a');
  });
});

describe('formatPhone', () => {
  it('writes a number as read aloud, international and spaced, whatever its spelling', () => {
    expect(formatPhone('+33612345678')).toBe('+33 6 12 34 56 78');
    expect(formatPhone('06 12 34 56 78')).toBe('+33 6 12 34 56 78');
    expect(formatPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
  });

  it('leaves what is not a phone number as it is', () => {
    expect(formatPhone('+33')).toBe('+33');
    expect(formatPhone('not a number')).toBe('not a number');
  });
});
