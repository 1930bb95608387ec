import type { RefObject } from 'react';
import Overlay from 'react-bootstrap/Overlay';
import Tooltip from 'react-bootstrap/Tooltip';

type TTooltipOverlayProps = {
  /** The element the tooltip describes and points at. */
  target: RefObject<HTMLElement | null>;
  show: boolean;
  id: string;
  text: string;
};

/** A tooltip above `target`, as react-bootstrap's OverlayTrigger draws it (Popper, aria-describedby while shown). */
export default function TooltipOverlay({ target, show, id, text }: TTooltipOverlayProps) {
  return (
    <Overlay target={target} show={show} placement="top" flip={false} popperConfig={{}}>
      <Tooltip id={id}>{text}</Tooltip>
    </Overlay>
  );
}
