import type { TCorrectionItem, TIntegrationHistoryEntry, TIntegrationState } from '@souscription/contract';
import type { integrationHistory } from '../../../db/schema.js';

const PARIS_DATE_TIME = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** `YYYY-MM-DD HH:mm:ss` in Paris time, as the history shows it (spec 01 §2). */
export function formatHistoryDate(date: Date): string {
  return PARIS_DATE_TIME.format(date);
}

/** A history row, its author and the items it flagged, as the wire carries them. */
export function toHistoryEntry(
  row: typeof integrationHistory.$inferSelect,
  user: { username: string | null; firstname: string | null; lastname: string | null } | null,
  corrections: TCorrectionItem[] = [],
): TIntegrationHistoryEntry {
  return {
    id: row.id,
    kind: row.kind as TIntegrationHistoryEntry['kind'],
    state: row.state as TIntegrationState,
    createdAt: formatHistoryDate(row.createdAt),
    user:
      user?.username != null
        ? { username: user.username, firstname: user.firstname ?? '', lastname: user.lastname ?? '' }
        : null,
    reason: row.reason,
    pairing: row.pairing ?? null,
    corrections,
    revision: row.revision ?? null,
  };
}
