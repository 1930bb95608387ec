import type { TDossierSummary } from '@souscription/contract';

/** The folder's states, in the order the server gives them (status is pipe-joined). */
export function dossierStates(folder: Pick<TDossierSummary, 'status'>): string[] {
  return folder.status
    .split('|')
    .map((state) => state.trim())
    .filter(Boolean);
}

/** Bootstrap colour of a state's badge. */
export function stateTone(state: string): string {
  if (state === 'signed' || state.endsWith('_validated')) return 'success';
  if (state === 'signature' || state.includes('_signed_by_') || state.includes('_sent_to_')) return 'primary';
  if (
    state === 'canceled' ||
    state === 'rejected' ||
    state.includes('_declined_by_') ||
    state.endsWith('_abort')
  )
    return 'danger';
  if (state.endsWith('_failure')) return 'danger';
  if (state === 'ongoing' || state === 'registration' || state === 'registered') return 'info';
  return 'secondary';
}
