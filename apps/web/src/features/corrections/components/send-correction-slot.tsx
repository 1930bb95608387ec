import type { TCorrectionsResponse } from '@souscription/contract';
import { SendCorrectionButton } from './send-correction-button';

/**
 * Where « Envoyer la correction » goes (issue 35 point 4): the checklist gives it the dossier and
 * where its items stand; the server says what still stops it (a flagged field unchanged, an answer
 * made invalid), each reason shown.
 */
export function SendCorrectionSlot({
  dossierId,
  checklist,
}: {
  dossierId: number;
  checklist: TCorrectionsResponse;
}) {
  return <SendCorrectionButton dossierId={dossierId} hidden={checklist.items.length === 0} />;
}
