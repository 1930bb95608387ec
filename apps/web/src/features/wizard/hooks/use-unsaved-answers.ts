import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import type { TWizardModel } from './use-wizard-model';

/**
 * Answers typed in the open block and not submitted: leaving the block (another address of the app,
 * another block or page of the wizard) asks first, and so does closing or reloading the tab
 * (beforeunload). The answers are compared with those the block opened with, taken again after
 * each save (the dossier changes), so the wizard's own move after a submit is never held.
 */
export function useUnsavedAnswers({ formState, openBlockId, dossier, access }: TWizardModel) {
  const opened = useRef(new Map<number, string>());

  useEffect(() => {
    const snapshot = new Map<number, string>();
    const blockIndex = openBlockId === null ? undefined : formState.form.blockIndexById.get(openBlockId);
    const block = blockIndex === undefined ? undefined : formState.form.blocks[blockIndex];
    for (const index of block?.elementIndices ?? []) {
      const element = formState.form.elements[index]?.element;
      if (element && !element.calculate)
        snapshot.set(element.id, JSON.stringify(formState.getValue(element.id)));
    }
    opened.current = snapshot;
  }, [formState, openBlockId, dossier]);

  const hasUnsavedAnswers = useCallback(() => {
    if (access.readOnly) return false;
    for (const [id, value] of opened.current) {
      if (JSON.stringify(formState.getValue(id)) !== value) return true;
    }
    return false;
  }, [formState, access.readOnly]);

  const blocker = useBlocker(
    useCallback<BlockerFunction>(
      ({ currentLocation, nextLocation }) =>
        currentLocation.pathname !== nextLocation.pathname && hasUnsavedAnswers(),
      [hasUnsavedAnswers],
    ),
  );

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!hasUnsavedAnswers()) return;
      event.preventDefault();
      // Note: older browsers show the dialog only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [hasUnsavedAnswers]);

  return {
    /** A move waits for the user's answer. */
    asking: blocker.state === 'blocked',
    stay: () => blocker.reset?.(),
    leave: () => blocker.proceed?.(),
  };
}
