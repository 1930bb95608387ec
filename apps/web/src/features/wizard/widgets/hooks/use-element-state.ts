import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { ElementId, ElementState, FormState } from '@souscription/form-engine';

/**
 * The live state of one element (value, visible, required, disabled, errors). The only way a widget reads
 * the engine: the engine replaces an element's state object only when that element changes, so a
 * keystroke re-renders only the widgets whose state it changed.
 */
export function useElementState(formState: FormState, elementId: ElementId): ElementState {
  const subscribe = useCallback(
    (onChange: () => void) => formState.subscribe(elementId, onChange),
    [formState, elementId],
  );
  const getSnapshot = useCallback(() => formState.get(elementId), [formState, elementId]);
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

/**
 * The live states of several elements (a group's children), as one array that keeps its identity until
 * one of them changes.
 */
export function useElementStates(
  formState: FormState,
  elementIds: readonly ElementId[],
): readonly ElementState[] {
  const cache = useRef<readonly ElementState[]>([]);
  const key = elementIds.join(',');
  const subscribe = useCallback(
    (onChange: () => void) => {
      const stops = key === '' ? [] : key.split(',').map((id) => formState.subscribe(Number(id), onChange));
      return () => stops.forEach((stop) => stop());
    },
    [formState, key],
  );
  const getSnapshot = useCallback(() => {
    const ids = key === '' ? [] : key.split(',').map(Number);
    const previous = cache.current;
    const next = ids.map((id) => formState.get(id));
    const same = previous.length === next.length && next.every((state, index) => state === previous[index]);
    if (!same) cache.current = next;
    return cache.current;
  }, [formState, key]);
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
