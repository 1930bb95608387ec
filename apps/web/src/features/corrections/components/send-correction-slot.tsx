import type { TCorrectionsResponse } from '@souscription/contract';

/**
 * Where « Envoyer la correction » goes (issue 35 point 4, built apart): the checklist gives it the
 * dossier and where its items stand (each item `corrected`, the answers `invalid`). Nothing yet.
 */
export function SendCorrectionSlot(_props: { dossierId: number; checklist: TCorrectionsResponse }) {
  return null;
}
