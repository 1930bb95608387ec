import { parseNumber } from '@souscription/form-engine';
import type { TWidgetLocale } from '../components/element-widget.types';

const SPACES = /[\s\u00a0\u202f]/g;

/**
 * What a number field stores from what was typed: spaces dropped, a French decimal comma turned
 * into a point, anything but digits, one sign and the separator left out (« 1 234,5 » → « 1234.5 »).
 * Partial numbers (« 250. », « - ») are kept as they are while typing.
 */
export function toStoredNumberText(typed: string): string {
  return typed
    .replace(SPACES, '')
    .replace(/,/g, '.')
    .replace(/[^\d.-]/g, '');
}

/** The stored number as it is edited: the decimal separator of the language, no grouping. */
export function toEditedNumberText(stored: string, locale: TWidgetLocale): string {
  return locale === 'fr' ? stored.replace('.', ',') : stored;
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
