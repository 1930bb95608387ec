import type { TEvidenceLocale } from './evidence-texts.js';

const INTL_LOCALES = { fr: 'fr-FR', en: 'en-GB' } as const;
const NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * An answer with its unit, as the manager's screens write it: an amount in euros (« 100 000,00 € »,
 * « €100,000.00 »), a rate (« 35 % », « 35% »), another unit after the number (« 10 ans »); text that
 * is no number as it is. Note: French puts no-break spaces inside (U+202F between thousands, U+00A0
 * before « € »), which the records keep, so an amount never splits across lines.
 */
export function formatWithUnit(value: string, unit: string | undefined, locale: TEvidenceLocale): string {
  if (!unit) return value;
  if (!NUMBER.test(value.trim())) return `${value}\u00a0${unit}`;
  const number = Number(value.trim());
  const intl = INTL_LOCALES[locale];
  if (unit === '€') return new Intl.NumberFormat(intl, { style: 'currency', currency: 'EUR' }).format(number);
  if (unit === '%')
    return new Intl.NumberFormat(intl, { style: 'unit', unit: 'percent', maximumFractionDigits: 2 }).format(
      number,
    );
  return `${new Intl.NumberFormat(intl).format(number)}\u00a0${unit}`;
}
