import '../i18n';
import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../shared/i18n/format';

type TCountCardProps = {
  /** Key of the counter in the counts answer; gives the test id `count-{key}`. */
  countKey: string;
  label: string;
  count: number;
  to: string;
  icon: ReactNode;
  /** Bootstrap colour name of the card's accent (success, warning…). */
  accent: string;
};

/** One counter of the dashboard, as a card that opens the matching list. */
export function CountCard({ countKey, label, count, to, icon, accent }: TCountCardProps) {
  const { t, i18n } = useTranslation();
  const style = {
    '--count-accent': `var(--bs-${accent})`,
    '--count-accent-subtle': `var(--bs-${accent}-bg-subtle)`,
  } as CSSProperties;
  return (
    <Link
      to={to}
      className="card count-card shadow-sm h-100 text-decoration-none"
      style={style}
      aria-label={t('dashboard.count-name', { label, count })}
      data-testid={`count-card-${countKey}`}
    >
      <div className="card-body d-flex flex-column gap-2">
        <span className="d-flex align-items-center justify-content-between gap-3">
          <span className="count-value" data-testid={`count-${countKey}`}>
            {formatNumber(count, i18n.language)}
          </span>
          <span className="count-icon flex-shrink-0">{icon}</span>
        </span>
        <span className="fw-semibold text-body">{label}</span>
        <span className="small text-primary-emphasis fw-medium mt-auto" aria-hidden="true">
          {t('dashboard.see-list')} →
        </span>
      </div>
    </Link>
  );
}
