import type { TCorrectionSent } from '@souscription/contract';
import type { Database } from '../../../../db/client.js';
import { findLastSentRound } from '../../correction-round-queries.js';

type TAmendment = { status: string; completedAt: Date | null };

/** Where a round's amendments stand: none opened, one still out, all signed, or one ended unsigned. */
function signingOf(amendments: readonly TAmendment[]): TCorrectionSent['signing'] {
  if (amendments.length === 0) return 'none';
  if (amendments.some((amendment) => amendment.status === 'sent')) return 'awaited';
  return amendments.every((amendment) => amendment.status === 'completed') ? 'signed' : 'ended';
}

/**
 * The last correction sent on a dossier and what became of it (issue 35): « À corriger » tells it once
 * nothing is asked any more, rather than an empty checklist under an introduction about flagged points.
 */
export async function readLastSentCorrection(
  db: Database,
  dossier: { id: number; integrationState: string },
): Promise<TCorrectionSent | null> {
  const round = await findLastSentRound(db, dossier.id);
  if (!round) return null;
  const signing = signingOf(round.amendments);
  const signedAt =
    signing === 'signed'
      ? Math.max(...round.amendments.map((amendment) => amendment.completedAt?.getTime() ?? 0))
      : null;
  const sentBy = [round.firstname, round.lastname].filter(Boolean).join(' ');
  return {
    revision: round.revision,
    sentAt: round.sentAt.toISOString(),
    sentBy: sentBy || null,
    signing,
    signedAt: signedAt ? new Date(signedAt).toISOString() : null,
    integrationState: dossier.integrationState,
  };
}
