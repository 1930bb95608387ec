import { describe, expect, it } from 'vitest';
import { validateBic, validateIban } from '../../src/index.js';

describe('validateIban', () => {
  it.each([
    '',
    'FR76 3000 6000 0112 3456 7890 189',
    'fr7630006000011234567890189',
    'DE89 3704 0044 0532 0130 00',
    'GB82WEST12345698765432',
  ])('accepts %j (optional)', (iban) => {
    expect(validateIban(iban)).toBeNull();
  });

  it.each(['FR76 3000 6000 0112 3456 7890 188', 'FR76', 'XX00 1234', 'not an iban'])(
    'refuses %j with validation.error.iban',
    (iban) => {
      expect(validateIban(iban)).toEqual({ message: 'validation.error.iban', params: {} });
    },
  );
});

describe('validateBic', () => {
  it.each(['', 'BNPAFRPP', 'DEUTDEFF500', 'AGRIFRPP882', 'bnpa fr pp'])('accepts %j (optional)', (bic) => {
    expect(validateBic(bic)).toBeNull();
  });

  it.each(['BNPAFRP', 'BNPA1RPP', 'BNPAXXPP', 'BNPAFRPP12'])(
    'refuses %j with validation.error.bic',
    (bic) => {
      expect(validateBic(bic)).toEqual({ message: 'validation.error.bic', params: {} });
    },
  );
});
