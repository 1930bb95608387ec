import { describe, expect, it } from 'vitest';
import { DOSSIER_STATES, SIGNATURE_EVENTS, SIGNATURE_PARTIES } from '@souscription/contract';
import fr from '../../locales/fr.json';
import en from '../../locales/en.json';
import { changeLocale, i18n } from './i18n';
import { getStored } from '../storage/local-storage';
import { flattenCatalogue } from '../test/flatten-catalogue';

const frKeys = flattenCatalogue(fr);
const enKeys = flattenCatalogue(en);

describe('locales', () => {
  it('label every dossier state, including each party’s mission and subscription states', () => {
    const partyStates = ['mission', 'subscription'].flatMap((kind) =>
      SIGNATURE_EVENTS.flatMap((event) => SIGNATURE_PARTIES.map((party) => `${kind}_${event}_${party}`)),
    );
    for (const state of [...DOSSIER_STATES, ...partyStates]) {
      expect(frKeys[`common.${state}`], state).toBeTruthy();
      expect(enKeys[`common.${state}`], state).toBeTruthy();
    }
  });

  it('hold the spec’s messages in English', () => {
    expect(enKeys['account.too-short']).toBe('Text is too short');
    expect(enKeys['account.data-saved']).toBe('Data saved');
    expect(enKeys['account.data-error']).toBe('Data error');
    expect(enKeys['account.api-data-error']).toBe('Api data error');
    expect(enKeys['common.technical-error']).toBe('An error has occurred, please contact technical support');
    expect(enKeys['validation.error.required']).toBe('Please enter the {{label}} field');
    expect(enKeys['validation.error.maxvalue']).toBe('Please enter a value less than or equal to {{value}}');
  });

  it('switches language, remembers the choice and sets the lang of the page', async () => {
    await changeLocale('en');
    expect(i18n.t('dashboard.title')).toBe('Dashboard');
    expect(document.documentElement.lang).toBe('en');
    expect(getStored('locale')).toBe('en');
    await changeLocale('fr');
    expect(i18n.t('dashboard.title')).toBe('Tableau de bord');
    expect(document.documentElement.lang).toBe('fr');
  });
});
