import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { IconArrowLeft } from './icons';

/** The « ← Retour … » link of a screen (journeys find it by its test id). */
export function BackLink({
  to,
  className = '',
  children,
}: {
  to: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Link to={to} className={`d-inline-flex align-items-center gap-2 ${className}`} data-testid="back-link">
      <IconArrowLeft size={16} />
      {children}
    </Link>
  );
}
