import { describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { translateWidgetMessage } from './i18n';

describe('widget texts', () => {
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
