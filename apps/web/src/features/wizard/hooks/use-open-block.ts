import { useEffect, useRef } from 'react';
import { focusFirstError } from '../widgets';
import type { TWizardModel } from './use-wizard-model';

/** Spec 02 §9: the first field in error is scrolled to 100 px below the top of the window. */
export const SCROLL_OFFSET_PX = 100;

/**
 * The block the address opens: it starts clean (no banner, no server errors), its title takes the
 * focus and it is scrolled to 100 px below the top; after a refused submit its first field in error
 * takes the focus; a server error under a field goes once that field changes. Give the refs to the
 * open block's card and title.
 */
export function useOpenBlock(
  { openBlockId, redirect, dispatch, ui, formState }: TWizardModel,
  focusRequest: number,
) {
  const cardRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (openBlockId === null || redirect) return;
    dispatch({ type: 'block-opened' });
    const heading = headingRef.current;
    const card = cardRef.current;
    if (!heading || !card) return;
    heading.focus({ preventScroll: true });
    const top = card.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET_PX;
    window.scrollTo({ top: Math.max(0, top) });
  }, [openBlockId, redirect, dispatch]);

  useEffect(() => {
    if (focusRequest === 0) return;
    if (cardRef.current) focusFirstError(cardRef.current, SCROLL_OFFSET_PX);
  }, [focusRequest]);

  useEffect(() => {
    const stops = [...ui.serverErrors.keys()].map((elementId) =>
      formState.subscribe(elementId, () => dispatch({ type: 'clear-server-error', elementId })),
    );
    return () => stops.forEach((stop) => stop());
  }, [ui.serverErrors, formState, dispatch]);

  return { cardRef, headingRef };
}
