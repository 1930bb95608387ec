import i18next from 'i18next';
import type { TLocale } from '@souscription/contract';
import en from './locales/en.json';
import fr from './locales/fr.json';

/**
 * The server's words: one i18next instance over `locales/{fr,en}.json` (French the default and the
 * fallback), as the web app reads its own catalogues. Keys are written out in full where they are
 * used (`t(locale, 'signing-page.title')`, never built from pieces), so the catalogue test finds
 * every key used in code in both languages and no key used nowhere. Values are inserted as they
 * are (`escapeValue: false`): the page or message that shows them escapes them (JSX, the e-mail's
 * HTML writer), never the catalogue.
 */
const server = i18next.createInstance();
void server.init({
  resources: { fr: { translation: fr }, en: { translation: en } },
  lng: 'fr',
  fallbackLng: 'fr',
  supportedLngs: ['fr', 'en'],
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  showSupportNotice: false,
});

/** « de Pierre », « d’Antoine »: French elides the preposition before a vowel or a mute h. */
function elideDe(value: unknown): string {
  const name = String(value);
  return /^[aeiouyhàâäéèêëîïôöùûü]/i.test(name.trim()) ? `d’${name}` : `de ${name}`;
}

// Formatters a catalogue may name after a value: `{{name, de}}` (French « de »/« d’ »),
// `{{role, lowercase}}`.
server.services.formatter?.add('de', (value) => elideDe(value));
server.services.formatter?.add('lowercase', (value) => String(value).toLowerCase());

/** A catalogue's keys, dotted, each leaf once (a plural's `_one`/`_other`/`_zero` forms are one key). */
type TLeaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : TLeaves<T[K], `${P}${K}.`>;
}[keyof T & string];
type TWithoutPlural<K extends string> = K extends `${infer B}_${'zero' | 'one' | 'other'}` ? B : K;

/** A key of the server's catalogues. */
export type TServerKey = TWithoutPlural<TLeaves<typeof fr>>;

/** What a text is filled with: `{{name}}` values, `count` for plurals. */
export type TServerParams = Record<string, string | number | boolean | null | undefined>;

/** The text of `key` in `locale`, filled with `params`. */
export function t(locale: TLocale, key: TServerKey, params?: TServerParams): string {
  // Note: the keys are checked by TServerKey above, not by i18next's own (global) key typing.
  const translate = server.t as (key: string, options: Record<string, unknown>) => string;
  return translate(key, { ...params, lng: locale });
}

/** The catalogues as they are, for their test. */
export const SERVER_CATALOGUES = { fr, en } as const;
