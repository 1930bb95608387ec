import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import fr from '../../locales/fr.json';
import { getStored, setStored, type TLocale } from '../storage/local-storage';

export const LOCALES: readonly TLocale[] = ['fr', 'en'];
export const DEFAULT_LOCALE: TLocale = 'fr';

function isLocale(value: unknown): value is TLocale {
  return LOCALES.includes(value as TLocale);
}

/** The language chosen earlier on this browser, else French. */
export function getInitialLocale(): TLocale {
  const stored = getStored('locale');
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}

/** Whether the user has picked a language; if not, the tenant's default applies. */
export function hasChosenLocale(): boolean {
  return isLocale(getStored('locale'));
}

function reflectLanguage(language: string): void {
  document.documentElement.lang = language;
}

i18n.on('languageChanged', reflectLanguage);

// French is built in (the default and the fallback); English comes with the first English screen
// (`loadLocale`), so a French visitor's first load does not carry it.
void i18n.use(initReactI18next).init({
  resources: { fr: { translation: fr } },
  lng: getInitialLocale(),
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: LOCALES,
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  showSupportNotice: false,
});
reflectLanguage(i18n.language);

let english: Promise<void> | null = null;
/** What features need only in English (their texts, the engine's messages), each loaded once. */
const englishParts: Array<() => Promise<void>> = [];

/**
 * Loads a language's texts once (French is built in): for English, the app's texts and every
 * feature's English part registered so far (`withEnglish`).
 */
export function loadLocale(locale: string): Promise<void> {
  if (locale !== 'en') return Promise.resolve();
  english ??= import('../../locales/en.json')
    .then((texts) => void i18n.addResourceBundle('en', 'translation', texts.default, true, false))
    // A feature's part that fails leaves its French texts; the app's English texts stay.
    .then(() => Promise.all(englishParts.map((load) => load().catch(() => undefined))))
    .then(
      () => undefined,
      (error: unknown) => {
        english = null;
        throw error;
      },
    );
  return english;
}

/**
 * Something a feature needs only in English (its English texts, the engine's English messages):
 * loaded with the app's English texts, or at once when English is already on, never for a French
 * visitor (the wizard's first-load budget). Resolves once it is in, at once while English is off; a
 * failed load leaves the French fallback and is tried again with the next switch to English.
 */
export function withEnglish(load: () => Promise<void>): Promise<void> {
  let loaded: Promise<void> | null = null;
  const once = () =>
    (loaded ??= load().catch((error: unknown) => {
      loaded = null;
      throw error;
    }));
  englishParts.push(once);
  return english ? english.then(once).catch(() => undefined) : Promise.resolve();
}

/** Resolves once every English part registered so far is in, when English is on (tests wait for it). */
export function englishPartsLoaded(): Promise<void> {
  if (!english) return Promise.resolve();
  return english
    .then(() => Promise.all(englishParts.map((load) => load().catch(() => undefined))))
    .then(() => undefined);
}

/**
 * A feature's texts: the French ones with its chunk, the English ones with English (`withEnglish`).
 * `overwrite` replaces texts another feature defined under the same keys.
 */
export function addFeatureTexts(
  fr: object,
  en: () => Promise<{ default: object }>,
  overwrite = false,
): Promise<void> {
  i18n.addResourceBundle('fr', 'translation', fr, true, overwrite);
  return withEnglish(() =>
    en().then((texts) => void i18n.addResourceBundle('en', 'translation', texts.default, true, overwrite)),
  );
}

/** Switches the interface language once its texts are here. */
export async function switchLanguage(locale: string): Promise<void> {
  await loadLocale(locale);
  await i18n.changeLanguage(locale);
}

// A language set without `switchLanguage` gets its texts all the same, and the screen follows.
i18n.on('languageChanged', (language) => {
  if (language === 'en' && !english) void loadLocale('en').then(() => i18n.changeLanguage('en'));
});

/** Switches the interface language and remembers the choice (local key `locale`). */
export function changeLocale(locale: TLocale): Promise<unknown> {
  setStored('locale', locale);
  return switchLanguage(locale);
}

export { i18n };
