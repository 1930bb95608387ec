import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { FormState } from '@souscription/form-engine';

/**
 * The visible blocks of a list (a page's), as one array that keeps its identity until a block's
 * visibility flips: the page re-renders when a condition shows or hides a block, never on a
 * keystroke that leaves them as they are.
 */
export function useVisibleBlockIds(formState: FormState, blockIds: readonly number[]): readonly number[] {
  const cache = useRef<readonly number[]>([]);
  const key = blockIds.join(',');
  const subscribe = useCallback(
    (onChange: () => void) => {
      const ids = key === '' ? [] : key.split(',').map(Number);
      const stops = ids.map((id) => formState.subscribeBlock(id, onChange));
      return () => stops.forEach((stop) => stop());
    },
    [formState, key],
  );
  const getSnapshot = useCallback(() => {
    const ids = key === '' ? [] : key.split(',').map(Number);
    const next = ids.filter((id) => formState.isBlockVisible(id));
    const previous = cache.current;
    const same = previous.length === next.length && next.every((id, index) => id === previous[index]);
    if (!same) cache.current = next;
    return cache.current;
  }, [formState, key]);
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
