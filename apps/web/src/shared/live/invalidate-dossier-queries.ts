import type { Query, QueryClient } from '@tanstack/react-query';

/**
 * The query the wizard owns while a folder is open (`['dossier', id]`): it holds the answers being
 * typed, so a live change never reloads it behind the user's back (the wizard merges states itself).
 */
function isWizardOwnedDossier(key: readonly unknown[]): boolean {
  return key[0] === 'dossier' && key.length === 2;
}

/** Whether a query shows something of that folder: any list or count, or a key naming it. */
export function isAboutDossier(query: Pick<Query, 'queryKey'>, dossierId: number): boolean {
  const key = query.queryKey;
  if (key[0] === 'dossiers') return true;
  if (isWizardOwnedDossier(key)) return false;
  return key.slice(1).some((part) => part === dossierId || part === String(dossierId));
}

/** Whether a query shows folders at all (what a resync reads again). */
export function isAboutDossiers(query: Pick<Query, 'queryKey'>): boolean {
  const [root] = query.queryKey;
  if (isWizardOwnedDossier(query.queryKey)) return false;
  return (
    root === 'dossiers' ||
    root === 'dossier' ||
    root === 'manage-dossier' ||
    root === 'block-documents' ||
    root === 'signed-documents' ||
    root === 'signature-return'
  );
}

/** Reads again what the screens show of a folder that changed (the queries on screen at once, others when next shown). */
export function invalidateDossierQueries(queryClient: QueryClient, dossierId: number): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => isAboutDossier(query, dossierId) });
}

/** Reads again everything the screens show of folders (after events may have been missed). */
export function invalidateAllDossierQueries(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: isAboutDossiers });
}
