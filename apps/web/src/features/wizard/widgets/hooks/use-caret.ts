import { useLayoutEffect, useRef, type RefObject } from 'react';

/** How many characters that count (not spaces) come before a position. */
function countSignificant(text: string, end: number): number {
  let count = 0;
  for (let index = 0; index < end && index < text.length; index += 1)
    if (!/\s/.test(text[index] ?? '')) count += 1;
  return count;
}

/** The position in `text` just after its `count`-th significant character. */
function positionAfter(text: string, count: number): number {
  if (count === 0) return 0;
  let seen = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (!/\s/.test(text[index] ?? '')) seen += 1;
    if (seen === count) return index + 1;
  }
  return text.length;
}

/**
 * Keeps the caret where the user was typing when live formatting rewrites the text (IBAN groups of four,
 * BIC without spaces): React would otherwise put it at the end.
 * @returns `remember(raw, formatted)` to call in the change handler.
 */
export function useCaret(inputRef: RefObject<HTMLInputElement | null>) {
  const pending = useRef<number | null>(null);
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (pending.current === null || !input || document.activeElement !== input) return;
    input.setSelectionRange(pending.current, pending.current);
    pending.current = null;
  });
  return (raw: string, formatted: string, caret: number | null) => {
    if (raw === formatted || caret === null) return;
    pending.current = positionAfter(formatted, countSignificant(raw, caret));
  };
}
