import { formatCurrency, parseNumber } from '@souscription/form-engine';
import { formatAmount, formatNumber } from '../../../../shared/i18n/format';
import type { TWidgetLocale } from '../components/element-widget.types';

/** An amount in euros with two decimals: « 1 234,56 € » in French, « €1,234.56 » in English; '' if not a number. */
export function formatMoney(value: string, locale: TWidgetLocale): string {
  const number = parseNumber(value);
  if (number === null) return '';
  return locale === 'fr' ? formatCurrency(number) : formatAmount(number, locale);
}

/** A number the way the language writes it (« 1 234,5 »); the text itself when it is not a number. */
export function formatQuantity(value: string, locale: TWidgetLocale, precision?: number | null): string {
  const number = parseNumber(value);
  if (number === null) return value;
  if (precision === null || precision === undefined) return formatNumber(number, locale);
  return new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', {
    minimumFractionDigits: precision,
    maximumFractionDigits: precision,
  }).format(number);
}

/** A percentage the way the language writes it: « 12,5 % » / « 12.5% »; '' if not a number. */
export function formatPercent(value: string, locale: TWidgetLocale): string {
  const number = parseNumber(value);
  if (number === null) return '';
  return locale === 'fr' ? `${formatNumber(number, 'fr')}\u00a0%` : `${formatNumber(number, 'en')}%`;
}
