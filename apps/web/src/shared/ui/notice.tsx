import type { HTMLAttributes } from 'react';

type TNoticeProps = HTMLAttributes<HTMLDivElement> & {
  /** Bootstrap's alert colour. */
  variant: 'primary' | 'secondary' | 'success' | 'danger' | 'warning' | 'info' | 'light' | 'dark';
  'data-testid'?: string;
};

/**
 * A Bootstrap alert that is never dismissed, as plain markup (role="alert" unless told otherwise).
 * Note: react-bootstrap's Alert brings its fade transition (about 4 kB of gzip'd script); the
 * wizard's first load has a size budget and needs none of it.
 */
export function Notice({ variant, className, role = 'alert', children, ...rest }: TNoticeProps) {
  return (
    <div role={role} className={`alert alert-${variant}${className ? ` ${className}` : ''}`} {...rest}>
      {children}
    </div>
  );
}
