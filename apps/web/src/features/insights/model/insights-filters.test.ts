import { describe, expect, it } from 'vitest';
import {
  getIsoTodayInParis,
  readInsightsFilters,
  readTypedDay,
  resolveInsightsPeriod,
  showDay,
  toInsightsQuery,
  writeInsightsFilters,
  type TInsightsFilters,
} from './insights-filters';

const read = (search: string) => readInsightsFilters(new URLSearchParams(search));

describe('« Suivi » filters in the address', () => {
  it('open on the last 90 days, every product, advisor and channel when the address names none', () => {
    expect(read('')).toEqual({ period: '90' });
    expect(writeInsightsFilters({ period: '90' }).toString()).toBe('');
  });

  it.each<[string, TInsightsFilters]>([
    ['period=30', { period: '30' }],
    ['period=365&product=SCPI-PR&channel=direct', { period: '365', product: 'SCPI-PR', channel: 'direct' }],
    [
      'period=custom&from=2026-01-01&to=2026-03-31&advisor=0b7c7e0e-1111-4222-8333-444455556666',
      {
        period: 'custom',
        from: '2026-01-01',
        to: '2026-03-31',
        advisor: '0b7c7e0e-1111-4222-8333-444455556666',
      },
    ],
  ])('read back what they wrote: %s', (search, filters) => {
    expect(read(search)).toEqual(filters);
    expect(writeInsightsFilters(filters).toString()).toBe(search);
  });

  it('leave out what an edited link names wrongly, and fall back to the default period', () => {
    expect(read('period=7&channel=phone&product=%20')).toEqual({ period: '90' });
    // A custom period needs two real days, in order, at most three years apart.
    expect(read('period=custom&from=2026-02-30&to=2026-03-31')).toEqual({ period: '90' });
    expect(read('period=custom&from=2026-04-01&to=2026-03-31')).toEqual({ period: '90' });
    expect(read('period=custom&from=2020-01-01&to=2026-03-31')).toEqual({ period: '90' });
    // Days without `custom` are not a period of their own.
    expect(read('from=2026-01-01&to=2026-01-31')).toEqual({ period: '90' });
  });

  it('resolve a recent period to days up to today in France, today included', () => {
    expect(resolveInsightsPeriod({ period: '30' }, '2026-11-28')).toEqual({
      from: '2026-10-30',
      to: '2026-11-28',
    });
    expect(resolveInsightsPeriod({ period: '365' }, '2024-03-01')).toEqual({
      from: '2023-03-03',
      to: '2024-03-01',
    });
    expect(
      resolveInsightsPeriod({ period: 'custom', from: '2026-01-01', to: '2026-01-31' }, '2026-11-28'),
    ).toEqual({ from: '2026-01-01', to: '2026-01-31' });
  });

  it('send each call the period’s days, the choices and the language', () => {
    expect(
      toInsightsQuery({ period: '90', product: 'SCPI-PR', channel: 'advisor' }, '2026-11-28', 'en'),
    ).toEqual({
      from: '2026-08-31',
      to: '2026-11-28',
      product: 'SCPI-PR',
      channel: 'advisor',
      locale: 'en',
    });
  });

  it('date today in France, whatever the browser’s time zone', () => {
    expect(getIsoTodayInParis(new Date('2026-11-28T23:30:00Z'))).toBe('2026-11-29');
    expect(getIsoTodayInParis(new Date('2026-06-30T21:59:00Z'))).toBe('2026-06-30');
  });

  it('read typed days as dd/mm/yyyy and show them so', () => {
    expect(readTypedDay(' 05/03/2026 ')).toBe('2026-03-05');
    expect(readTypedDay('2026-03-05')).toBeNull();
    expect(readTypedDay('31/02/2026')).toBeNull();
    expect(showDay('2026-03-05')).toBe('05/03/2026');
  });
});
