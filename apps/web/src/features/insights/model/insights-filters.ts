import {
  INSIGHTS_CHANNELS,
  MAX_INSIGHTS_PERIOD_DAYS,
  countInsightsPeriodDays,
  type TInsightsChannel,
  type TInsightsQueryInput,
} from '@souscription/contract';
import { formatDate } from '../../../shared/i18n/format';

/** The periods offered in one choice, in days up to today included; `custom` reads `from` and `to`. */
export const INSIGHTS_PERIODS = ['30', '90', '365', 'custom'] as const;
export type TInsightsPeriod = (typeof INSIGHTS_PERIODS)[number];
/** The period shown when the address names none (the server's own default, 90 days). */
export const DEFAULT_INSIGHTS_PERIOD: TInsightsPeriod = '90';

/** The filters of « Suivi », as its address keeps them (`?period=30&product=…`). */
export type TInsightsFilters = {
  period: TInsightsPeriod;
  /** For `custom`: the first and last day of creation, ISO `yyyy-mm-dd`, both included. */
  from?: string;
  to?: string;
  product?: string;
  advisor?: string;
  channel?: TInsightsChannel;
};

/** The names of the filters in the address. */
export const INSIGHTS_PARAMS = ['period', 'from', 'to', 'product', 'advisor', 'channel'] as const;

// Note: days are handled as ISO text and UTC dates here rather than with the engine's calendar
// dates: sharing those modules with this lazy screen split them out of the wizard's chunk, half a
// kilobyte more on its first load.

/** The ISO day of year, month, day when they make a real day (31/02 does not), else null. */
function toRealIsoDay(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return date.toISOString().slice(0, 10);
}

/** An ISO day of the address (`2026-03-31`), or undefined when it is not a real day. */
function readIsoDay(value: string | null): string | undefined {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  return (match && toRealIsoDay(Number(match[1]), Number(match[2]), Number(match[3]))) || undefined;
}

/** The ISO day `days` days after (before, when negative) an ISO day. */
function shiftIsoDay(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The day it is in France (the server counts days in Europe/Paris), ISO. */
export function getIsoTodayInParis(now: Date): string {
  // Note: read by parts, so no locale decides the layout.
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return toRealIsoDay(part('year'), part('month'), part('day')) ?? now.toISOString().slice(0, 10);
}

const isPeriod = (value: string | null): value is TInsightsPeriod =>
  INSIGHTS_PERIODS.includes(value as TInsightsPeriod);
const isChannel = (value: string | null): value is TInsightsChannel =>
  INSIGHTS_CHANNELS.includes(value as TInsightsChannel);

/**
 * The filters an address names; what it names wrongly (an unknown period or channel, a day that is
 * not one) is left out, so a hand-edited or old link still opens on the default. A custom period
 * needs both its days, in order, at most the server's longest period; else the default period.
 */
export function readInsightsFilters(params: URLSearchParams): TInsightsFilters {
  const period = params.get('period');
  const from = readIsoDay(params.get('from'));
  const to = readIsoDay(params.get('to'));
  const product = params.get('product')?.trim() || undefined;
  const advisor = params.get('advisor')?.trim() || undefined;
  const channel = params.get('channel');
  const customValid =
    from !== undefined &&
    to !== undefined &&
    from <= to &&
    countInsightsPeriodDays(from, to) <= MAX_INSIGHTS_PERIOD_DAYS;
  const filters: TInsightsFilters =
    period === 'custom' && customValid
      ? { period: 'custom', from, to }
      : { period: isPeriod(period) && period !== 'custom' ? period : DEFAULT_INSIGHTS_PERIOD };
  if (product) filters.product = product;
  if (advisor) filters.advisor = advisor;
  if (isChannel(channel)) filters.channel = channel;
  return filters;
}

/**
 * The address's query for the filters: the default period and the « all » choices are left out, so
 * the plain address is the default view.
 */
export function writeInsightsFilters(filters: TInsightsFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.period !== DEFAULT_INSIGHTS_PERIOD) params.set('period', filters.period);
  if (filters.period === 'custom' && filters.from && filters.to) {
    params.set('from', filters.from);
    params.set('to', filters.to);
  }
  if (filters.product) params.set('product', filters.product);
  if (filters.advisor) params.set('advisor', filters.advisor);
  if (filters.channel) params.set('channel', filters.channel);
  return params;
}

/** The days a period covers, ISO, on a given day in France (ISO, `getIsoTodayInParis`). */
export function resolveInsightsPeriod(
  filters: TInsightsFilters,
  today: string,
): { from: string; to: string } {
  if (filters.period === 'custom' && filters.from && filters.to)
    return { from: filters.from, to: filters.to };
  const days = Number(filters.period === 'custom' ? DEFAULT_INSIGHTS_PERIOD : filters.period);
  return { from: shiftIsoDay(today, -(days - 1)), to: today };
}

/** What each « Suivi » call is sent for the filters: the period's days, the choices, the language. */
export function toInsightsQuery(
  filters: TInsightsFilters,
  today: string,
  locale: 'fr' | 'en',
): TInsightsQueryInput {
  const query: TInsightsQueryInput = { ...resolveInsightsPeriod(filters, today), locale };
  if (filters.product) query.product = filters.product;
  if (filters.advisor) query.advisor = filters.advisor;
  if (filters.channel) query.channel = filters.channel;
  return query;
}

/** A day typed dd/mm/yyyy as the address keeps it (ISO), or null when it is not a real day. */
export function readTypedDay(text: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  return match ? toRealIsoDay(Number(match[3]), Number(match[2]), Number(match[1])) : null;
}

/** An ISO day as it is typed and shown (dd/mm/yyyy). */
export function showDay(iso: string): string {
  return formatDate(iso);
}
