import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import fr from '../../locales/fr.json';
import en from '../../locales/en.json';
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

void i18n.use(initReactI18next).init({
  resources: { fr: { translation: fr }, en: { translation: en } },
  lng: getInitialLocale(),
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: LOCALES,
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  showSupportNotice: false,
});
reflectLanguage(i18n.language);

/** Switches the interface language and remembers the choice (local key `locale`). */
export function changeLocale(locale: TLocale): Promise<unknown> {
  setStored('locale', locale);
  return i18n.changeLanguage(locale);
}

export { i18n };
