import { parseNumber } from '@souscription/form-engine';
import type { TWidgetLocale } from '../components/element-widget.types';

const SPACES = /[\s\u00a0\u202f]/g;

const ENGLISH_GROUPED = /^[+-]?\d{1,3}(?:,\d{3})+(?:\.\d*)?$/;

/**
 * What a number field stores from what was typed: grouping spaces dropped and the decimal comma
 * turned into a point (« 1 234,5 » → « 1234.5 »); in English, grouping commas dropped
 * (« 1,234.5 » → « 1234.5 »). Nothing else is dropped: « 12a » stays « 12a », so that the engine
 * refuses it with « Veuillez saisir un nombre » rather than the field taking 12 silently.
 */
export function toStoredNumberText(typed: string, locale: TWidgetLocale = 'fr'): string {
  const compact = typed.replace(SPACES, '');
  if (locale === 'en' && ENGLISH_GROUPED.test(compact)) return compact.replace(/,/g, '');
  // Note: the engine reads one comma as the decimal separator, in either language (« 12,5 » is
  // never 125); what it reads as a number is stored with the point.
  return parseNumber(compact) !== null ? compact.replace(',', '.') : compact;
}

/** The stored number as it is edited: the decimal separator of the language, no grouping. */
export function toEditedNumberText(stored: string, locale: TWidgetLocale): string {
  return locale === 'fr' && parseNumber(stored) !== null ? stored.replace('.', ',') : stored;
}

/**
 * The stored number as it is read once the field is left: grouped and with the separator of the
 * language (« 250 000,00 »), `decimals` fixed when given; the text itself when it is not a number.
 */
export function toDisplayedNumberText(stored: string, locale: TWidgetLocale, decimals?: number): string {
  const number = parseNumber(stored);
  if (number === null) return stored;
  return new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', {
    minimumFractionDigits: decimals ?? 0,
    maximumFractionDigits: decimals ?? 12,
  }).format(number);
}
