import {
  DATE_ELEMENT_TYPES,
  formatCurrency,
  formatDate,
  parseAnyDate,
  parseNumber,
  SELECT_ELEMENT_TYPES,
  type ElementValue,
  type FormElement,
} from '@souscription/form-engine';
import type { DocumentLocale } from '../document-template.types.js';

const ENGLISH_CURRENCY = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const NUMBER = {
  fr: new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 }),
  en: new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 }),
};
const YES_NO = { fr: ['Oui', 'Non'], en: ['Yes', 'No'] } as const;

/** « 1 234,56 € » in French (narrow no-break spaces, as Intl writes them), « €1,234.56 » in English. */
export function formatDocumentCurrency(value: unknown, locale: DocumentLocale): string {
  const number = parseNumber(value);
  if (number === null) return '';
  return locale === 'fr' ? formatCurrency(number) : ENGLISH_CURRENCY.format(number);
}

/** A number the way the language writes it (« 1 234,5 » / « 1,234.5 »). */
export function formatDocumentNumber(value: unknown, locale: DocumentLocale): string {
  const number = parseNumber(value);
  return number === null ? String(value ?? '') : NUMBER[locale].format(number);
}

/** A date dd/mm/yyyy, whatever way it was stored. */
export function formatDocumentDate(value: string): string {
  const date = parseAnyDate(value);
  return date ? formatDate(date) : value;
}

const PARIS_DAY = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** Today (Paris time) dd/mm/yyyy. */
export function formatToday(now: Date = new Date()): string {
  return PARIS_DAY.format(now);
}

/** An IBAN with all but its last 4 characters hidden, grouped by four. */
export function maskIban(value: string): string {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  if (compact.length <= 4) return compact;
  const masked = '•'.repeat(compact.length - 4) + compact.slice(-4);
  return masked.replace(/(.{4})(?=.)/g, '$1 ');
}

const PERCENT_TYPES = new Set([
  'input_percentage_integer',
  'input_percentage_range',
  'input_product_temporary_dismemberment_rate_percentage',
]);
const CURRENCY_TYPES = new Set(['input_float_currency_amount', 'output_product_unit_price']);
const BOOLEAN_TYPES = new Set(['toggle']);

function optionLabel(element: FormElement, value: string): string {
  const option = element.attributes.options?.find((candidate) => candidate.value === value);
  return option?.label ?? value;
}

/**
 * Writes an element's value for a document: option labels for choices, yes/no for toggles and
 * single checkboxes, dd/mm/yyyy for dates, euros for amounts (`financial` or currency types),
 * percentages, numbers the language's way; lists joined by commas.
 * @returns empty text when there is nothing to write.
 */
export function formatElementValue(
  element: FormElement,
  value: ElementValue,
  locale: DocumentLocale,
  datalistLabels: ReadonlyMap<string, string> = new Map(),
): string {
  const datalistId = element.attributes.datalistId;
  if (datalistId) {
    const items = typeof value === 'string' ? [value] : value;
    return items
      .filter((item) => item !== '')
      .map((item) => datalistLabels.get(`${datalistId}:${item}`) ?? item)
      .join(', ');
  }
  if (Array.isArray(value)) {
    const items = value as readonly string[];
    return items
      .filter((item) => item !== '')
      .map((item) => (element.attributes.options?.length ? optionLabel(element, item) : item))
      .join(', ');
  }
  const text = value as string;
  if (text === '') return '';
  const type = element.type;
  if (BOOLEAN_TYPES.has(type) || (type === 'input_checkbox' && !element.attributes.options?.length)) {
    if (text === 'true') return YES_NO[locale][0];
    if (text === 'false') return YES_NO[locale][1];
  }
  if (element.attributes.options?.length) return optionLabel(element, text);
  if (DATE_ELEMENT_TYPES.has(type)) return formatDocumentDate(text);
  if (element.attributes.financial || CURRENCY_TYPES.has(type)) return formatDocumentCurrency(text, locale);
  if (PERCENT_TYPES.has(type)) {
    const number = formatDocumentNumber(text, locale);
    return locale === 'fr' ? `${number}\u00a0%` : `${number}%`;
  }
  if (SELECT_ELEMENT_TYPES.has(type)) return text;
  if (
    type === 'input_integer' ||
    type === 'input_product_shares_number' ||
    type === 'input_float' ||
    type === 'range'
  ) {
    return formatDocumentNumber(text, locale);
  }
  return text;
}
