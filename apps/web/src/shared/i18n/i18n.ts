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

/**
 * Loads a language's texts once (French is built in). A feature may have added its own English
 * texts already, so whether the app's are here is kept apart from i18next's store.
 */
export function loadLocale(locale: string): Promise<void> {
  if (locale !== 'en') return Promise.resolve();
  english ??= import('../../locales/en.json').then(
    (texts) => void i18n.addResourceBundle('en', 'translation', texts.default, true, false),
    (error: unknown) => {
      english = null;
      throw error;
    },
  );
  return english;
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
