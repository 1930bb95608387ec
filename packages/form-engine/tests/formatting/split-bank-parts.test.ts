import { describe, expect, it } from 'vitest';
import { joinBicParts, joinIbanParts, splitBicParts, splitIbanParts } from '../../src/index.js';

describe('IBAN and BIC typed by parts (spec 5, input formatting)', () => {
  it('reads the six parts of a stored IBAN whatever its spacing, and writes them back grouped by four', () => {
    const parts = {
      country: 'FR',
      ibanKey: '76',
      bankCode: '30006',
      counterCode: '00001',
      accountNumber: '12345678901',
      ribKey: '89',
    };
    expect(splitIbanParts('FR76 3000 6000 0112 3456 7890 189')).toEqual(parts);
    expect(splitIbanParts('fr7630006000011234567890189')).toEqual(parts);
    expect(joinIbanParts({ ...parts, country: 'fr' })).toBe('FR76 3000 6000 0112 3456 7890 189');
  });

  it('leaves the RIB key empty while the account number is not typed past it', () => {
    expect(splitIbanParts('FR76 3000 6000 01')).toMatchObject({
      counterCode: '00001',
      accountNumber: '',
      ribKey: '',
    });
    expect(splitIbanParts('FR76 3000 6000 0112')).toMatchObject({ accountNumber: '12', ribKey: '' });
  });

  it('reads the four parts of a BIC, the branch code optional', () => {
    expect(splitBicParts('BNPAFRPPXXX')).toEqual({
      bankCode: 'BNPA',
      countryCode: 'FR',
      locationCode: 'PP',
      branchCode: 'XXX',
    });
    expect(splitBicParts('bnpa frpp')).toMatchObject({ locationCode: 'PP', branchCode: '' });
    expect(joinBicParts({ bankCode: 'bnpa', countryCode: 'fr', locationCode: 'pp' })).toBe('BNPAFRPP');
  });
});
