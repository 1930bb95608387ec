import { useEffect, useRef, type RefObject } from 'react';

/**
 * What comes next in a signature block once its signing frame is gone (signed, or closed): a sign
 * button still to press, else the block's main button (« Continuer » once signed), else the block's
 * signature notice (« signé par toutes les parties », « attend encore… »), else nothing.
 */
export function findNextAfterFrame(container: HTMLElement): HTMLElement | null {
  return (
    container.querySelector<HTMLElement>('button[data-action="sign"]:not([disabled])') ??
    container.querySelector<HTMLElement>('[data-testid="block-submit"]:not([disabled])') ??
    container.querySelector<HTMLElement>('[data-testid="signature-done"], [data-testid="signature-waiting"]')
  );
}

/**
 * Issue 32 (keyboard and screen readers): when the block's signing frame closes, the focus lands on
 * what comes next in the block (`findNextAfterFrame`), scrolled into view — never the top of the page,
 * where the removed frame would leave it.
 */
export function useFocusAfterFrame(container: RefObject<HTMLElement | null>, frameOpen: boolean): void {
  const wasOpen = useRef(false);
  useEffect(() => {
    if (frameOpen) {
      wasOpen.current = true;
      return;
    }
    if (!wasOpen.current || !container.current) return;
    wasOpen.current = false;
    const next = findNextAfterFrame(container.current);
    if (!next) return;
    if (next.tagName !== 'BUTTON') next.tabIndex = -1;
    next.focus({ preventScroll: true });
    next.scrollIntoView?.({ block: 'center' });
  });
}
