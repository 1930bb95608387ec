import { useId, type ReactNode } from 'react';
import OverlayTrigger from 'react-bootstrap/OverlayTrigger';
import Tooltip from 'react-bootstrap/Tooltip';

/**
 * A disabled control that still explains why: a disabled button takes neither focus nor pointer events,
 * so a focusable wrapper carries the tooltip (react-bootstrap's advice) and describes itself with the same
 * text for screen readers.
 */
export function DisabledWithTooltip({ reason, children }: { reason: string; children: ReactNode }) {
  const id = useId();
  return (
    <OverlayTrigger placement="top" overlay={<Tooltip id={`${id}-tooltip`}>{reason}</Tooltip>}>
      <span
        className="d-inline-block app-widget-disabled-wrapper"
        tabIndex={0}
        aria-describedby={`${id}-reason`}
      >
        {children}
        <span id={`${id}-reason`} className="visually-hidden">
          {reason}
        </span>
      </span>
    </OverlayTrigger>
  );
}
