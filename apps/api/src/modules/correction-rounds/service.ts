import type { Database } from '../../db/client.js';
import { findOpenRound, insertNextRound, type CorrectionRound } from './queries.js';

/** The dossier's open correction round (issue 35), if any: its revision and what it started from. */
export function getOpenRound(db: Database, dossierId: number): Promise<CorrectionRound | undefined> {
  return findOpenRound(db, dossierId);
}

/**
 * The dossier's open round, opened now when there is none (issue 35): called in the transaction
 * that writes correction items, after it has written the dossier row (so two managers flagging at
 * once wait on each other and find the same round). The first round is revision 2.
 */
export async function openRoundIfNone(tx: Database, dossierId: number): Promise<CorrectionRound> {
  const open = await findOpenRound(tx, dossierId);
  if (open) return open;
  await insertNextRound(tx, dossierId);
  const round = await findOpenRound(tx, dossierId);
  if (!round) throw new Error(`correction round of dossier ${dossierId} not opened`);
  return round;
}
