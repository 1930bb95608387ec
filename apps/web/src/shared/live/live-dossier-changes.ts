/** A folder changed (its id), or `null`: changes may have been missed, read what you hold again. */
export type TLiveDossierListener = (dossierId: number | null) => void;

const listeners = new Set<TLiveDossierListener>();

/**
 * Tells a screen that owns its copy of a folder (the wizard's answers) about live changes, so it can
 * take the new states itself instead of a cache reload behind the user's back. Returns the function
 * that stops listening.
 */
export function onLiveDossierChange(listener: TLiveDossierListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Passes a live change on to every listener (the event stream calls it). */
export function emitLiveDossierChange(dossierId: number | null): void {
  for (const listener of listeners) listener(dossierId);
}
