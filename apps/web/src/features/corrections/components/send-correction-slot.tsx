import type { TCorrectionsResponse } from '@souscription/contract';
import type { useSendCorrection } from '../api/send-correction';
import { SendCorrectionButton } from './send-correction-button';

/**
 * Where « Envoyer la correction » goes (issue 35 point 4): the checklist gives it the call and where
 * its items stand; the server says what still stops it (a flagged field unchanged, an answer
 * made invalid), each reason shown.
 */
export function SendCorrectionSlot({
  send,
  checklist,
}: {
  send: ReturnType<typeof useSendCorrection>;
  checklist: TCorrectionsResponse;
}) {
  return <SendCorrectionButton send={send} hidden={checklist.items.length === 0} />;
}
