import type { BicParts, IbanParts } from '../validation/validate-bank-parts.js';
import { formatBic } from './format-bic.js';
import { formatIban } from './format-iban.js';

function compact(value: string): string {
  return value.replace(/\s/g, '').toUpperCase();
}

/**
 * Reads the parts of an IBAN typed by parts from its stored value (any spacing): country, IBAN key,
 * bank and counter codes by position, the RIB key as the last two characters once an account number
 * stands before it ('FR76 3000 6000 0112 3456 7890 189' → FR, 76, 30006, 00001, 12345678901, 89).
 */
export function splitIbanParts(value: string): IbanParts {
  const text = compact(value);
  const rest = text.slice(14);
  const hasRibKey = rest.length > 2;
  return {
    country: text.slice(0, 2),
    ibanKey: text.slice(2, 4),
    bankCode: text.slice(4, 9),
    counterCode: text.slice(9, 14),
    accountNumber: hasRibKey ? rest.slice(0, -2) : rest,
    ribKey: hasRibKey ? rest.slice(-2) : '',
  };
}

/** Writes the stored value of an IBAN typed by parts: the parts one after the other, grouped by four. */
export function joinIbanParts(parts: IbanParts): string {
  const { country, ibanKey, bankCode, counterCode, accountNumber, ribKey } = parts;
  return formatIban([country, ibanKey, bankCode, counterCode, accountNumber, ribKey].join(''), {
    uppercase: true,
  });
}

/** Reads the parts of a BIC typed by parts from its stored value ('BNPAFRPPXXX' → BNPA, FR, PP, XXX). */
export function splitBicParts(value: string): BicParts {
  const text = compact(value);
  return {
    bankCode: text.slice(0, 4),
    countryCode: text.slice(4, 6),
    locationCode: text.slice(6, 8),
    branchCode: text.slice(8),
  };
}

/** Writes the stored value of a BIC typed by parts: the parts one after the other, upper-cased. */
export function joinBicParts(parts: BicParts): string {
  return formatBic([parts.bankCode, parts.countryCode, parts.locationCode, parts.branchCode ?? ''].join(''));
}
