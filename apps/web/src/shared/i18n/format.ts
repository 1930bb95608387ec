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

/** A rate: `35 %` in French, `35%` in English. */
export function formatPercent(value: number, language: string): string {
  return new Intl.NumberFormat(intlLocale(language), {
    style: 'unit',
    unit: 'percent',
    maximumFractionDigits: 2,
  }).format(value);
}

/**
 * A number with its unit in the interface's language: an amount in euros (« 30 000,00 € »), a rate
 * (« 35 % », « 35% » in English), another unit after the number; text that is no number as it is.
 */
export function formatWithUnit(value: string, unit: string | undefined, language: string): string {
  if (!unit) return value;
  const number = /^-?\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : null;
  if (number === null) return `${value} ${unit}`;
  if (unit === '€') return formatAmount(number, language);
  if (unit === '%') return formatPercent(number, language);
  return `${formatNumber(number, language)} ${unit}`;
}

/**
 * An ISO date (`2024-03-05`, local midnight) or date-time with its offset (`…T10:00:00.000Z`, as the
 * API writes them), else null.
 */
function readIsoDate(value: string): Date | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (day) {
    const [year, month, date] = [Number(day[1]), Number(day[2]), Number(day[3])];
    const local = new Date(year, month - 1, date);
    return local.getMonth() === month - 1 && local.getDate() === date ? local : null;
  }
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return null;
  const moment = new Date(value);
  return Number.isNaN(moment.getTime()) ? null : moment;
}

const pad = (part: number) => String(part).padStart(2, '0');

/**
 * A date as dd/mm/yyyy, the product's format in both languages; unreadable input gives ''.
 * Note: written by hand rather than with date-fns, which would join every screen that shows a number.
 */
export function formatDate(value: Date | string): string {
  const date = typeof value === 'string' ? readIsoDate(value) : value;
  if (!date || Number.isNaN(date.getTime())) return '';
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/** A moment as dd/mm/yyyy HH:mm in the browser's time zone, both languages; unreadable input gives ''. */
export function formatDateTime(value: Date | string): string {
  const date = typeof value === 'string' ? readIsoDate(value) : value;
  if (!date || Number.isNaN(date.getTime())) return '';
  return `${formatDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** English for the civilities the forms store (« M. », « Mme », « Mlle »). */
const CIVILITIES_EN: Record<string, string> = { 'M.': 'Mr', Mme: 'Mrs', Mlle: 'Miss' };

/** A civility as stored, in the interface's language (as stored in French, or when unknown). */
export function formatCivility(civility: string | null | undefined, language: string): string {
  if (!civility) return '';
  return language.startsWith('en') ? (CIVILITIES_EN[civility] ?? civility) : civility;
}

/** A person as lists show them: civility, first name, last name (those present). */
export function formatPersonName(
  person: { civility?: string | null; firstName?: string | null; lastName?: string | null },
  language: string,
): string {
  return [formatCivility(person.civility, language), person.firstName, person.lastName]
    .filter(Boolean)
    .join(' ');
}
