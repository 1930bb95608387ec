import { describe, expect, it } from 'vitest';
import { validateBicParts, validateIbanParts, type BicParts, type IbanParts } from '../../src/index.js';

const iban: IbanParts = {
  country: 'FR',
  ibanKey: '76',
  bankCode: '30006',
  counterCode: '00001',
  accountNumber: '12345678901',
  ribKey: '89',
};

describe('validateBicParts (spec 5: 4 letters, 2 letters, 2 alphanumerics, optional 3 alphanumerics)', () => {
  it.each<BicParts>([
    { bankCode: 'BNPA', countryCode: 'FR', locationCode: 'PP' },
    { bankCode: 'agri', countryCode: 'fr', locationCode: 'pp', branchCode: '882' },
    { bankCode: 'DEUT', countryCode: 'DE', locationCode: 'FF', branchCode: '' },
  ])('accepts %o', (parts) => {
    expect(validateBicParts(parts)).toBeNull();
  });

  it.each<BicParts>([
    { bankCode: 'BNP', countryCode: 'FR', locationCode: 'PP' },
    { bankCode: 'BNP1', countryCode: 'FR', locationCode: 'PP' },
    { bankCode: 'BNPA', countryCode: 'F1', locationCode: 'PP' },
    { bankCode: 'BNPA', countryCode: 'FR', locationCode: 'P' },
    { bankCode: 'BNPA', countryCode: 'FR', locationCode: 'PP', branchCode: '12' },
  ])("refuses %o with 'BIC code invalid'", (parts) => {
    expect(validateBicParts(parts)).toEqual({ message: 'validation.error.bic-parts', params: {} });
  });
});

describe('validateIbanParts (spec 5: country, key, bank, counter, account, RIB key)', () => {
  it('accepts well-formed parts', () => {
    expect(validateIbanParts(iban)).toBeNull();
    expect(validateIbanParts({ ...iban, accountNumber: 'abc123' })).toBeNull();
  });

  it.each<Partial<IbanParts>>([
    { country: 'F1' },
    { ibanKey: '7' },
    { bankCode: '3000' },
    { counterCode: '0000A' },
    { accountNumber: '123456789012' },
    { accountNumber: '' },
    { ribKey: '8' },
  ])('refuses %o', (change) => {
    expect(validateIbanParts({ ...iban, ...change })).toEqual({
      message: 'validation.error.iban-parts',
      params: {},
    });
  });
});
