import { MESSAGE_KEYS } from '../messages/message-keys.js';
import { createValidationMessage } from './create-validation-message.js';
import type { ValidationMessage } from './validation-message.types.js';

/** The parts of a BIC typed separately (spec 5, input formatting). */
export type BicParts = {
  /** Bank code: 4 letters. */
  bankCode: string;
  /** Country code: 2 letters. */
  countryCode: string;
  /** Location code: 2 letters or digits. */
  locationCode: string;
  /** Branch code: 3 letters or digits, optional. */
  branchCode?: string;
};

/** The parts of an IBAN / RIB typed separately (spec 5, input formatting). */
export type IbanParts = {
  /** Country: 2 letters. */
  country: string;
  /** IBAN key: 2 digits. */
  ibanKey: string;
  /** Bank code: 5 digits. */
  bankCode: string;
  /** Counter code: 5 digits. */
  counterCode: string;
  /** Account number: up to 11 digits or letters. */
  accountNumber: string;
  /** RIB key: 2 digits. */
  ribKey: string;
};

/** What one part of a bank detail typed by parts holds: its characters and its length. */
export type BankPartSpec<TName extends string> = {
  /** The part's name in its parts object. */
  name: TName;
  /** Which characters it takes. */
  kind: 'letters' | 'digits' | 'alphanumerics';
  /** Fewest characters (0: optional). */
  minLength: number;
  /** Most characters. */
  maxLength: number;
};

/** The parts of a BIC, in the order they are typed (spec 5: 4 letters, 2 letters, 2 alphanumerics, optional 3). */
export const BIC_PART_SPECS: readonly BankPartSpec<keyof BicParts>[] = [
  { name: 'bankCode', kind: 'letters', minLength: 4, maxLength: 4 },
  { name: 'countryCode', kind: 'letters', minLength: 2, maxLength: 2 },
  { name: 'locationCode', kind: 'alphanumerics', minLength: 2, maxLength: 2 },
  { name: 'branchCode', kind: 'alphanumerics', minLength: 0, maxLength: 3 },
];

/** The parts of an IBAN / RIB, in the order they are typed (spec 5). */
export const IBAN_PART_SPECS: readonly BankPartSpec<keyof IbanParts>[] = [
  { name: 'country', kind: 'letters', minLength: 2, maxLength: 2 },
  { name: 'ibanKey', kind: 'digits', minLength: 2, maxLength: 2 },
  { name: 'bankCode', kind: 'digits', minLength: 5, maxLength: 5 },
  { name: 'counterCode', kind: 'digits', minLength: 5, maxLength: 5 },
  { name: 'accountNumber', kind: 'alphanumerics', minLength: 1, maxLength: 11 },
  { name: 'ribKey', kind: 'digits', minLength: 2, maxLength: 2 },
];

const BIC_PART_PATTERNS = {
  bankCode: /^[A-Z]{4}$/,
  countryCode: /^[A-Z]{2}$/,
  locationCode: /^[A-Z0-9]{2}$/,
  branchCode: /^(?:[A-Z0-9]{3})?$/,
} as const;

const IBAN_PART_PATTERNS = {
  country: /^[A-Z]{2}$/,
  ibanKey: /^\d{2}$/,
  bankCode: /^\d{5}$/,
  counterCode: /^\d{5}$/,
  accountNumber: /^[A-Z0-9]{1,11}$/,
  ribKey: /^\d{2}$/,
} as const;

/** Checks each part of a BIC typed by parts (case-insensitive); gives 'validation.error.bic-parts' ('BIC code invalid'). */
export function validateBicParts(parts: BicParts): ValidationMessage | null {
  const valid = (Object.keys(BIC_PART_PATTERNS) as (keyof BicParts)[]).every((name) =>
    BIC_PART_PATTERNS[name].test((parts[name] ?? '').trim().toUpperCase()),
  );
  return valid ? null : createValidationMessage(MESSAGE_KEYS.bicParts);
}

/** Checks each part of an IBAN / RIB typed by parts (case-insensitive); gives 'validation.error.iban-parts'. */
export function validateIbanParts(parts: IbanParts): ValidationMessage | null {
  const valid = (Object.keys(IBAN_PART_PATTERNS) as (keyof IbanParts)[]).every((name) =>
    IBAN_PART_PATTERNS[name].test(parts[name].trim().toUpperCase()),
  );
  return valid ? null : createValidationMessage(MESSAGE_KEYS.ibanParts);
}
