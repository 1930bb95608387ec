import {
  isCosubscriberAdded,
  type TMatchReason,
  type TPairingCandidate,
  type TPairingCustomer,
} from '@souscription/contract';
import type { Database } from '../../../db/client.js';
import {
  MATCH_POINTS,
  findCandidates,
  toMatchProbe,
  type CandidateRow,
  type CustomerIdentity,
} from '../queries.js';
import type { DossierSubscriber } from './read-subscriber.js';

/** How many potential customers a scope lists. */
export const MAX_CANDIDATES = 10;

/** From this score a candidate is taken for the subscriber himself: no new customer then. */
export const SAME_PERSON_SCORE = 70;

/** A customer row as pairing shows it. */
export function toPairingCustomer(row: CustomerIdentity & { username: string }): TPairingCustomer {
  return {
    username: row.username,
    civility: row.civility,
    firstName: row.firstName,
    lastName: row.lastName,
    birthDay: row.birthDate,
    birthCity: row.birthCity,
    birthCountry: row.birthCountry,
    email: row.email,
    cosous: row.hasCosubscriber,
  };
}

/** Case-insensitive equality of two names as written (accents kept). */
const sameWritten = (a: string | null, b: string): boolean =>
  a !== null && a.localeCompare(b, 'fr', { sensitivity: 'accent' }) === 0;

/** Whether both sides give a value: only then can they differ. */
const bothKnown = (a: string | null, b: string | null): boolean => Boolean(a?.trim() && b?.trim());

/**
 * Where a proposed customer differs from the subscriber (0 points each: told, not scored): a birth
 * date, birth town or e-mail both sides give but unlike, and an account without the co-subscriber the
 * subscription brings (spec 01 §5: accepted, the delivery adds the co-subscriber).
 */
function explainMismatches(row: CandidateRow, subscriber: DossierSubscriber): TMatchReason[] {
  const mismatches: TMatchReason[] = [];
  const add = (key: string, params: Record<string, string> = {}) =>
    mismatches.push({ key: `validation.matching.${key}`, params, points: 0 });
  if (!row.sameBirthDate && bothKnown(subscriber.birthDay, row.birthDate)) {
    add('different-birth-date', { subscriber: subscriber.birthDay!, customer: row.birthDate! });
  }
  if (!row.sameBirthCity && bothKnown(subscriber.birthCity, row.birthCity)) {
    add('different-birth-city', { subscriber: subscriber.birthCity!, customer: row.birthCity! });
  }
  if (!row.sameEmail && bothKnown(subscriber.email, row.email)) {
    add('different-email', { subscriber: subscriber.email!, customer: row.email! });
  }
  if (isCosubscriberAdded(row.hasCosubscriber, subscriber.cosous)) add('cosubscriber-added');
  return mismatches;
}

/**
 * Why a customer was proposed, as translation keys with their parameters: a name equal once case,
 * accents, hyphens and particles are dropped is « close » when written differently (« Lefèvre /
 * LEFEVRE ») and « same » otherwise; then where it differs (0 points).
 */
export function explainMatch(row: CandidateRow, subscriber: DossierSubscriber): TMatchReason[] {
  const reasons: TMatchReason[] = [];
  const add = (key: string, points: number, params: Record<string, string> = {}) =>
    reasons.push({ key: `validation.matching.${key}`, params, points });
  if (row.sameLastName) {
    const params = { subscriber: subscriber.lastName ?? '', customer: row.lastName };
    add(
      sameWritten(subscriber.lastName, row.lastName) ? 'same-name' : 'close-name',
      MATCH_POINTS.lastName,
      params,
    );
    if (row.sameFirstName) {
      add('same-first-name', MATCH_POINTS.firstName, {
        subscriber: subscriber.firstName ?? '',
        customer: row.firstName,
      });
    }
  }
  if (row.sameBirthDate) add('same-birth-date', MATCH_POINTS.birthDate, { date: row.birthDate ?? '' });
  if (row.sameBirthCity) add('same-birth-city', MATCH_POINTS.birthCity, { city: row.birthCity ?? '' });
  if (row.sameEmail) add('same-email', MATCH_POINTS.email, { email: row.email ?? '' });
  if (row.samePhone) add('same-phone', MATCH_POINTS.phone);
  if (row.sameIban) add('same-iban', MATCH_POINTS.iban);
  if (row.dossierCustomer) add('dossier-customer', MATCH_POINTS.dossierCustomer, { code: row.username });
  return [...reasons, ...explainMismatches(row, subscriber)];
}

export type MatchContext = {
  tenantId: number;
  subscriber: DossierSubscriber;
  dossierCustomerId: number | null;
};

/**
 * The potential customers of a subscriber, best first, each with its score and reasons: those whose
 * co-subscriber status fits the subscriber's (spec 01 §5, `findCosubscriberMismatch`): for a
 * subscription with a co-subscriber, customers with one or without one yet; without, customers
 * without one.
 */
export async function findPotentialCustomers(
  db: Database,
  context: MatchContext,
  paired: string | null,
): Promise<TPairingCandidate[]> {
  const probe = toMatchProbe(context.subscriber);
  const rows = await findCandidates(db, {
    tenantId: context.tenantId,
    probe,
    dossierCustomerId: context.dossierCustomerId,
    cosous: context.subscriber.cosous ? null : false,
    limit: MAX_CANDIDATES,
  });
  return rows.map((row) => ({
    ...toPairingCustomer(row),
    score: row.score,
    reasons: explainMatch(row, context.subscriber),
    selected: paired !== null && paired !== '' && paired.toLowerCase() === row.username.toLowerCase(),
  }));
}

/** One customer's score and reasons against the subscriber (a customer picked by code). */
export async function scoreCustomer(
  db: Database,
  context: MatchContext,
  customerId: number,
): Promise<{ score: number; reasons: TMatchReason[] }> {
  const probe = toMatchProbe(context.subscriber);
  const [row] = await findCandidates(db, {
    tenantId: context.tenantId,
    probe,
    dossierCustomerId: context.dossierCustomerId,
    cosous: null,
    limit: 1,
    onlyCustomerId: customerId,
  });
  return row
    ? { score: row.score, reasons: explainMatch(row, context.subscriber) }
    : { score: 0, reasons: [] };
}
