import { format, isValid, parseISO } from 'date-fns';

const INTL_LOCALES = { fr: 'fr-FR', en: 'en-GB' } as const;

function intlLocale(language: string): string {
  return INTL_LOCALES[language as keyof typeof INTL_LOCALES] ?? INTL_LOCALES.fr;
}

/** A count or quantity: `1 234` in French (narrow no-break space). */
export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(intlLocale(language)).format(value);
}

/** An amount in euros with two decimals: `1 234,56 €` in French. */
export function formatAmount(value: number, language: string): string {
  return new Intl.NumberFormat(intlLocale(language), { style: 'currency', currency: 'EUR' }).format(value);
}

/** A date as dd/mm/yyyy, the product's format in both languages; unreadable input gives ''. */
export function formatDate(value: Date | string): string {
  const date = typeof value === 'string' ? parseISO(value) : value;
  return isValid(date) ? format(date, 'dd/MM/yyyy') : '';
}
