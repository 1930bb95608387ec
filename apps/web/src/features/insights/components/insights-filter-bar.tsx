import { useId, type ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import {
  INSIGHTS_CHANNELS,
  type TInsightsChannel,
  type TInsightsFiltersResponse,
} from '@souscription/contract';
import { INSIGHTS_PERIODS, type TInsightsFilters, type TInsightsPeriod } from '../model/insights-filters';
import { CustomPeriodForm } from './custom-period-form';

type TInsightsFilterBarProps = {
  filters: TInsightsFilters;
  /** The period the figures are computed on, ISO days (what a custom period starts from). */
  period: { from: string; to: string };
  /** The choices the server offers for this user (products, advisors for the tenant's scope). */
  choices: TInsightsFiltersResponse | undefined;
  onChange: (filters: TInsightsFilters) => void;
};

/** A labelled select of the filter bar, in its column (two on a tablet, four on a desktop). */
function FilterSelect({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="col-12 col-sm-6 col-xl-3">
      <Form.Label htmlFor={id} className="small fw-semibold mb-1">
        {label}
      </Form.Label>
      {children(id)}
    </div>
  );
}

/**
 * « Suivi »'s filters: the period (recent days, or chosen dates typed dd/mm/yyyy), the product, the
 * advisor (whole-tenant view only) and the channel. Each change applies at once and goes to the
 * address.
 */
export function InsightsFilterBar({ filters, period, choices, onChange }: TInsightsFilterBarProps) {
  const { t } = useTranslation();
  const without = (key: keyof TInsightsFilters) => {
    const next = { ...filters };
    delete next[key];
    return next;
  };
  const choosePeriod = (value: TInsightsPeriod) => {
    const { from: _from, to: _to, ...others } = filters;
    onChange(value === 'custom' ? { ...others, period: value, ...period } : { ...others, period: value });
  };
  const advisors = choices?.advisors ?? [];

  return (
    <section className="card shadow-sm border-0 mb-4" aria-label={t('insights.filters.legend')}>
      <div className="card-body p-3 p-lg-4">
        <div className="row g-3">
          <FilterSelect label={t('insights.filters.period')}>
            {(id) => (
              <Form.Select
                id={id}
                value={filters.period}
                onChange={(event) => choosePeriod(event.target.value as TInsightsPeriod)}
                data-testid="insights-filter-period"
              >
                {INSIGHTS_PERIODS.map((option) => (
                  <option key={option} value={option}>
                    {t(`insights.filters.periods.${option}`)}
                  </option>
                ))}
              </Form.Select>
            )}
          </FilterSelect>
          <FilterSelect label={t('insights.filters.product')}>
            {(id) => (
              <Form.Select
                id={id}
                value={filters.product ?? ''}
                onChange={(event) =>
                  onChange(
                    event.target.value ? { ...filters, product: event.target.value } : without('product'),
                  )
                }
                data-testid="insights-filter-product"
              >
                <option value="">{t('insights.filters.all-products')}</option>
                {(choices?.products ?? []).map((product) => (
                  <option key={product.code} value={product.code}>
                    {product.label}
                  </option>
                ))}
              </Form.Select>
            )}
          </FilterSelect>
          {advisors.length > 0 ? (
            <FilterSelect label={t('insights.filters.advisor')}>
              {(id) => (
                <Form.Select
                  id={id}
                  value={filters.advisor ?? ''}
                  onChange={(event) =>
                    onChange(
                      event.target.value ? { ...filters, advisor: event.target.value } : without('advisor'),
                    )
                  }
                  data-testid="insights-filter-advisor"
                >
                  <option value="">{t('insights.filters.all-advisors')}</option>
                  {advisors.map((advisor) => (
                    <option key={advisor.id} value={advisor.id}>
                      {`${advisor.firstname} ${advisor.lastname}`.trim()}
                    </option>
                  ))}
                </Form.Select>
              )}
            </FilterSelect>
          ) : null}
          <FilterSelect label={t('insights.filters.channel')}>
            {(id) => (
              <Form.Select
                id={id}
                value={filters.channel ?? ''}
                onChange={(event) =>
                  onChange(
                    event.target.value
                      ? { ...filters, channel: event.target.value as TInsightsChannel }
                      : without('channel'),
                  )
                }
                data-testid="insights-filter-channel"
              >
                <option value="">{t('insights.filters.all-channels')}</option>
                {(choices?.channels ?? INSIGHTS_CHANNELS).map((channel) => (
                  <option key={channel} value={channel}>
                    {t(`insights.filters.channels.${channel}`)}
                  </option>
                ))}
              </Form.Select>
            )}
          </FilterSelect>
        </div>
        {filters.period === 'custom' ? (
          <CustomPeriodForm
            period={period}
            onApply={(from, to) => onChange({ ...filters, period: 'custom', from, to })}
          />
        ) : null}
      </div>
    </section>
  );
}
