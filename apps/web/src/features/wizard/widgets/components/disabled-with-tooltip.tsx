import { Suspense, lazy, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';

// Note: the tooltip (Popper and react-bootstrap’s overlays, about 10 kB of gzip’d script) loads
// when it is first asked for: the few disabled buttons that explain themselves do not cost the wizard's
// first screen.
const TooltipOverlay = lazy(() => import('./tooltip-overlay'));

/** Whether the pointer really entered or left `event.currentTarget`, not moved between its children. */
function crossesBoundary(event: MouseEvent<HTMLElement>): boolean {
  const related = event.relatedTarget;
  return !(related instanceof Node && event.currentTarget.contains(related));
}

/**
 * A disabled control that still explains why: a disabled button takes neither focus nor pointer events,
 * so a focusable wrapper carries the tooltip (react-bootstrap's advice), shown on hover and focus as
 * OverlayTrigger does; the tooltip describes the wrapper while shown, and the same text follows the
 * button, hidden, for reading in order.
 * Note: no aria-describedby of our own on the wrapper: @restart/ui joins its tooltip id to an existing one
 * with a comma, which breaks both.
 */
export function DisabledWithTooltip({ reason, children }: { reason: string; children: ReactNode }) {
  const id = useId();
  const wrapper = useRef<HTMLSpanElement>(null);
  const [shown, setShown] = useState(false);
  const [asked, setAsked] = useState(false);
  const show = (value: boolean) => {
    setShown(value);
    if (value) setAsked(true);
  };
  return (
    <>
      <span
        ref={wrapper}
        className="d-inline-block app-widget-disabled-wrapper"
        tabIndex={0}
        onFocus={() => show(true)}
        onBlur={() => show(false)}
        onMouseOver={(event) => {
          if (crossesBoundary(event)) show(true);
        }}
        onMouseOut={(event) => {
          if (crossesBoundary(event)) show(false);
        }}
      >
        {children}
        <span className="visually-hidden">{reason}</span>
      </span>
      {asked ? (
        <Suspense fallback={null}>
          <TooltipOverlay target={wrapper} show={shown} id={`${id}-tooltip`} text={reason} />
        </Suspense>
      ) : null}
    </>
  );
}
