import type { TCorrectionRound } from '@souscription/contract';
import type { Database } from '../../../db/client.js';
import type { FormStore } from '../../forms/index.js';
import { describeCorrectionRounds, type TViewedDossier } from '../../manage-dossier/index.js';
import { findCorrectionRecord, type CorrectionRecord, type DecisionRow } from '../queries.js';
import type { TEvidenceLocale } from './evidence-texts.js';

/** One flagging of a round: the history entry that carried its items, when, by whom. */
export type TEvidenceFlag = {
  historyId: number;
  at: Date;
  by: string | null;
  /** Whether the flagging set the dossier in error (else a request before any decision). */
  setInError: boolean;
  itemIds: number[];
};

/** One correction round as the evidence file tells it (issue 35 point 6), oldest first. */
export type TEvidenceCorrection = {
  /** Before and after, as the management screen shows it. */
  round: TCorrectionRound;
  flags: TEvidenceFlag[];
  /** The `correction-sent` history entry, once sent. */
  sent: DecisionRow | null;
  /** The manager's decisions after it was sent, until the next round was flagged. */
  decided: DecisionRow[];
};

/** The answers as they stood at a revision (the original signing is revision 1). */
export type TEvidenceAnswerVersion = { revision: number; answers: Record<string, unknown> };

const nameOf = (row: { firstname: string | null; lastname: string | null; username: string | null }) =>
  [row.firstname, row.lastname].filter(Boolean).join(' ') || row.username || null;

function groupFlags(flags: CorrectionRecord['flags'], revision: number): TEvidenceFlag[] {
  const byEntry = new Map<number, TEvidenceFlag>();
  for (const row of flags.filter((flag) => flag.revision === revision)) {
    const entry = byEntry.get(row.historyId) ?? {
      historyId: row.historyId,
      at: row.createdAt,
      by: nameOf(row),
      setInError: row.kind === 'state' && row.state === 'error',
      itemIds: [],
    };
    entry.itemIds.push(row.itemId);
    byEntry.set(row.historyId, entry);
  }
  return [...byEntry.values()].sort((a, b) => a.historyId - b.historyId);
}

/**
 * Each round, oldest first, with its events read from the history: the flaggings that carried its
 * items, its `correction-sent` entry, and the decisions between that entry and the next round's first
 * flagging (the entry that flags the next round is that round's, not a decision of this one).
 */
export function assembleCorrections(
  rounds: readonly TCorrectionRound[],
  record: CorrectionRecord,
  decisions: readonly DecisionRow[],
): TEvidenceCorrection[] {
  const oldestFirst = [...rounds].sort((a, b) => a.revision - b.revision);
  return oldestFirst.map((round, index) => {
    const sent =
      decisions.find((entry) => entry.kind === 'correction-sent' && entry.revision === round.revision) ??
      null;
    const next = oldestFirst[index + 1];
    const nextFlag = next ? groupFlags(record.flags, next.revision)[0]?.historyId : undefined;
    const decided = sent
      ? decisions.filter(
          (entry) =>
            entry.kind !== 'correction-sent' &&
            entry.id > sent.id &&
            (nextFlag === undefined || entry.id < nextFlag),
        )
      : [];
    return { round, flags: groupFlags(record.flags, round.revision), sent, decided };
  });
}

/**
 * The dossier's correction rounds for its evidence file, and every earlier version of its answers
 * (each round keeps the answers it opened with: those of the revision before it).
 */
export async function collectEvidenceCorrections(
  db: Database,
  forms: FormStore,
  viewed: TViewedDossier,
  locale: TEvidenceLocale,
  decisions: readonly DecisionRow[],
): Promise<{ corrections: TEvidenceCorrection[]; answerVersions: TEvidenceAnswerVersion[] }> {
  const record = await findCorrectionRecord(db, viewed.id);
  if (record.rounds.length === 0) return { corrections: [], answerVersions: [] };
  const rounds = await describeCorrectionRounds(db, forms, viewed, locale);
  return {
    corrections: assembleCorrections(rounds, record, decisions),
    answerVersions: record.rounds.map((round) => ({
      revision: round.revision - 1,
      answers: round.answersBefore,
    })),
  };
}
