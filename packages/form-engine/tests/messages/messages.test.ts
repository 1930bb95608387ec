import { describe, expect, it } from 'vitest';
import { MESSAGE_KEYS, MESSAGES_EN, MESSAGES_FR, translateMessage } from '../../src/index.js';

const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] ?? '').sort();

describe('message catalogues', () => {
  it('write French with the typographic apostrophe, as the rest of the product does (issue 27)', () => {
    for (const [key, text] of Object.entries(MESSAGES_FR)) expect(text, key).not.toMatch(/'/);
    expect(MESSAGES_FR['validation.error.iban']).toBe('Le format de l’IBAN saisi est incorrect.');
  });

  it('have a French and an English text for every key, with the same placeholders', () => {
    const keys = Object.values(MESSAGE_KEYS).sort();
    expect(Object.keys(MESSAGES_FR).sort()).toEqual(keys);
    expect(Object.keys(MESSAGES_EN).sort()).toEqual(keys);
    for (const key of keys) {
      expect(MESSAGES_FR[key].trim()).not.toBe('');
      expect(placeholders(MESSAGES_FR[key])).toEqual(placeholders(MESSAGES_EN[key]));
    }
  });

  it.each([
    ['validation.error.required', 'Please enter the {{label}} field'],
    ['validation.error.phone', 'Invalid phone number format'],
    ['validation.error.email', 'Invalid email'],
    ['validation.error.iban', 'Invalid IBAN format'],
    ['validation.error.bic', 'Invalid BIC format'],
    ['validation.error.bic-parts', 'BIC code invalid'],
    ['validation.error.receipt', 'Please upload your {{label}} receipt file'],
    ['validation.error.siret', 'Invalid SIRET'],
    ['validation.error.maxvalue', 'Please enter a value less than or equal to {{value}}'],
    ['validation.error.select-multiple', 'Please select at least one field'],
    ['validation.error.select-single', 'Please select one field'],
    ['validation.error.percentage-range-group-sum', 'Sum of values should be between {{min}} and {{max}}'],
  ] as const)('English %s is the spec text', (key, text) => {
    expect(MESSAGES_EN[key]).toBe(text);
  });

  it.each([
    ['validation.error.required', 'Veuillez renseigner le champ {{label}}'],
    [
      'validation.error.phones-must-differ',
      'Pour pouvoir signer la souscription en ligne, il est nécessaire d’avoir 2 numéros de téléphones différents',
    ],
    [
      'validation.error.spouse-phone-must-differ',
      'Le téléphone du conjoint doit être différents du téléphone du souscripteur',
    ],
    ['validation.error.upload-required', 'Merci de téléverser ce document obligatoire'],
    ['validation.error.select-multiple', 'Veuillez sélectionner au moins un champ'],
    ['validation.error.select-single', 'Veuillez sélectionner une réponse'],
    ['validation.error.iban-parts', 'Le format de l’IBAN saisi est incorrect.'],
  ] as const)('French %s is the spec text', (key, text) => {
    expect(MESSAGES_FR[key]).toBe(text);
  });
});

describe('translateMessage', () => {
  it('fills placeholders', () => {
    expect(translateMessage(MESSAGES_FR, 'validation.error.required', { label: 'Nom' })).toBe(
      'Veuillez renseigner le champ Nom',
    );
    expect(
      translateMessage(MESSAGES_EN, 'validation.error.percentage-range-group-sum', { min: 90, max: 100 }),
    ).toBe('Sum of values should be between 90 and 100');
  });

  it('keeps unknown keys as text and unknown placeholders as they are', () => {
    expect(translateMessage(MESSAGES_EN, 'Montant trop élevé')).toBe('Montant trop élevé');
    expect(translateMessage(MESSAGES_EN, 'validation.error.minvalue')).toBe(
      'Please enter a value of at least {{value}}',
    );
  });

  it('words an inclusive minimum and one expected total so that they read well (issue #18)', () => {
    // Note: the spec's « greater than {{value}} » is wrong for an inclusive minimum: 5 is accepted.
    expect(translateMessage(MESSAGES_FR, 'validation.error.minvalue', { value: 5 })).toBe(
      'Veuillez saisir une valeur d’au moins 5',
    );
    expect(translateMessage(MESSAGES_EN, 'validation.error.minvalue', { value: 5 })).toBe(
      'Please enter a value of at least 5',
    );
    expect(
      translateMessage(MESSAGES_FR, 'validation.error.percentage-range-group-sum-exact', { value: 100 }),
    ).toBe('La somme des valeurs doit être égale à 100');
  });
});
