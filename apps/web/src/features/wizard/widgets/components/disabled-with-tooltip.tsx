import { useId, type ReactNode } from 'react';
import OverlayTrigger from 'react-bootstrap/OverlayTrigger';
import Tooltip from 'react-bootstrap/Tooltip';

/**
 * A disabled control that still explains why: a disabled button takes neither focus nor pointer events,
 * so a focusable wrapper carries the tooltip (react-bootstrap's advice); the tooltip describes the wrapper
 * while shown, and the same text follows the button, hidden, for reading in order.
 * Note: no aria-describedby of our own on the wrapper: @restart/ui joins its tooltip id to an existing one
 * with a comma, which breaks both.
 */
export function DisabledWithTooltip({ reason, children }: { reason: string; children: ReactNode }) {
  const id = useId();
  return (
    <OverlayTrigger placement="top" overlay={<Tooltip id={`${id}-tooltip`}>{reason}</Tooltip>}>
      <span className="d-inline-block app-widget-disabled-wrapper" tabIndex={0}>
        {children}
        <span className="visually-hidden">{reason}</span>
      </span>
    </OverlayTrigger>
  );
}
