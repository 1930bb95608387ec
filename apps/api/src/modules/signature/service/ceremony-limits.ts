import type { Database } from '../../../db/client.js';
import {
  recordThrottleEvents,
  toAddressKey,
  type TRequestLimit,
  type TThrottleScope,
} from '../../rate-limits/index.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How many one-time codes a signing ceremony may send (issue 32, docs/operations.md), besides the
 * per-recipient and per-destination throttles of the codes themselves. Counted in PostgreSQL under
 * keys that outlive an envelope, its recipients and the numbers typed: the party as the dossier names
 * it (dossier and role), the dossier, the signed-in account that asks and the client's address. A
 * refusal on the page without a verified code counts for the party and the dossier too.
 */
export const CEREMONY_CODE_LIMITS = {
  party: [
    { max: 3, windowMs: 10 * MINUTE },
    { max: 6, windowMs: HOUR },
    { max: 12, windowMs: DAY },
  ],
  dossier: [
    { max: 10, windowMs: HOUR },
    { max: 20, windowMs: DAY },
  ],
  account: [
    { max: 30, windowMs: HOUR },
    { max: 100, windowMs: DAY },
  ],
  address: [
    { max: 30, windowMs: HOUR },
    { max: 100, windowMs: DAY },
  ],
} as const;

/** Who asks for a ceremony's code (or ends it without one). */
type TCodeAsker = { dossierId: number; party: string; userId: string | null; ip: string | null };

/**
 * What a ceremony's code send (or unverified refusal) counts under: the party as the dossier names
 * it, the dossier, the signed-in account and the client's address.
 */
export function ceremonyCodeScopes(input: TCodeAsker): TThrottleScope[] {
  const scopes: TThrottleScope[] = [
    { key: `code-party:${input.dossierId}:${input.party}`, windows: CEREMONY_CODE_LIMITS.party },
    { key: `code-dossier:${input.dossierId}`, windows: CEREMONY_CODE_LIMITS.dossier },
  ];
  if (input.userId)
    scopes.push({ key: `code-account:${input.userId}`, windows: CEREMONY_CODE_LIMITS.account });
  if (input.ip) {
    const address = toAddressKey('code', input.ip);
    scopes.push({ key: `code-address:${address}`, windows: CEREMONY_CODE_LIMITS.address });
  }
  return scopes;
}

/**
 * A refusal without a verified code stays possible, but counts as a code would for the party, the
 * dossier, the account and the address: ending and reopening envelopes pumps nothing.
 */
export async function countUnverifiedEnd(db: Database, now: Date, input: TCodeAsker): Promise<void> {
  await recordThrottleEvents(db, ceremonyCodeScopes(input), now);
}

/** The classes of signing page calls, each limited per client address (a sliding minute). */
export type TSigningPageCall = 'open' | 'document' | 'send-code' | 'verify-code' | 'decide' | 'post';

/**
 * Per client address and minute (issue 32): generous for people — a ceremony opens a handful of
 * pages, loads its documents, asks a code or two, mistypes a few and decides once — tight for a
 * script. Every POST also counts under `post`, whatever it asks (a random token included).
 */
export const SIGNING_PAGE_LIMITS: Record<TSigningPageCall, TRequestLimit> = {
  open: { max: 30, windowMs: MINUTE },
  document: { max: 120, windowMs: MINUTE },
  'send-code': { max: 10, windowMs: MINUTE },
  'verify-code': { max: 20, windowMs: MINUTE },
  decide: { max: 20, windowMs: MINUTE },
  post: { max: 40, windowMs: MINUTE },
};

/** Advisor notices of envelopes ended unsigned: at most one per dossier in this interval. */
export const ADVISOR_NOTICE_INTERVAL_MS = 15 * MINUTE;
