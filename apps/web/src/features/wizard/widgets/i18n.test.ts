import { describe, expect, it } from 'vitest';
import fr from './locales/fr.json';
import en from './locales/en.json';
import { i18n } from '../../../shared/i18n/i18n';
import { translateWidgetMessage } from './i18n';

type TTree = { [key: string]: string | TTree };

function flatten(tree: TTree, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[`${prefix}${key}`, value]]
        : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );
}

describe('widget texts', () => {
  it('have the same keys in French and English', () => {
    expect(Object.keys(flatten(en)).sort()).toEqual(Object.keys(flatten(fr)).sort());
  });

  it('follow French typography: a no-break space before : ; ! ? % and no straight apostrophe', () => {
    for (const [key, text] of Object.entries(flatten(fr))) {
      expect(text, key).not.toMatch(/[^\u00a0\u202f][:;!?%](\s|$|\))/);
      expect(text, key).not.toMatch(/'/);
    }
  });

  it('are registered under widgets. in both languages', () => {
    expect(i18n.t('widgets.select.placeholder', { lng: 'fr' })).toBe('Sélectionnez une option');
    expect(i18n.t('widgets.select.placeholder', { lng: 'en' })).toBe('Select an option');
  });

  it('write the engine’s messages with their parameters, and an element’s own message as it is', () => {
    expect(
      translateWidgetMessage('fr', { message: 'validation.error.minvalue', params: { value: '5' } }),
    ).toBe('Veuillez saisir une valeur d’au moins 5');
    expect(
      translateWidgetMessage('en', { message: 'validation.error.required', params: { label: 'Name' } }),
    ).toBe('Please enter the Name field');
    expect(translateWidgetMessage('fr', { message: 'Réponse attendue : Non' })).toBe(
      'Réponse attendue : Non',
    );
  });
});
