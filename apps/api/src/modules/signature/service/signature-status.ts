import type { TSignatureParty, TSignatureStep } from '@souscription/contract';

/** What happened to one party on one step, as the dossier's status set names it (spec 01 §4). */
export type TPartyEvent = 'sent_to' | 'delivered_to' | 'signed_by' | 'declined_by';

const PARTY_STATE = /^(mission|subscription)_(sent_to|delivered_to|signed_by|declined_by)_(.+)$/;

/** The state `{step}_{event}_{party}`. */
export function partyState(step: TSignatureStep, event: TPartyEvent, party: TSignatureParty): string {
  return `${step}_${event}_${party}`;
}

function without(status: readonly string[], drop: (state: string) => boolean): string[] {
  return status.filter((state) => !drop(state));
}

function withState(status: readonly string[], ...states: string[]): string[] {
  const next = [...status];
  for (const state of states) if (!next.includes(state)) next.push(state);
  return next;
}

/** Drops the party's states of this step (only the latest one of each party is kept). */
function withoutPartyStates(status: readonly string[], step: TSignatureStep, party?: TSignatureParty) {
  return without(status, (state) => {
    const match = PARTY_STATE.exec(state);
    return Boolean(match && match[1] === step && (party === undefined || match[3] === party));
  });
}

/**
 * A step's envelope went out to its parties: `{step}_sent_to_{party}` each (earlier states of the step
 * dropped), `mission_validation` while the mission is out, `signature` while the subscription is.
 * Note: `ongoing` stays, so that the signature blocks stay usable (spec 02 §4); while the envelope is
 * out the values are locked (dossier.error.sign-to-finalize).
 */
export function statusAfterSent(
  status: readonly string[],
  step: TSignatureStep,
  parties: readonly TSignatureParty[],
): string[] {
  const sent = parties.map((party) => partyState(step, 'sent_to', party));
  const base = withoutPartyStates(status, step);
  if (step === 'mission')
    return withState(
      without(base, (s) => s === 'mission_validated'),
      'mission_validation',
      ...sent,
    );
  return withState(base, 'signature', ...sent);
}

/**
 * One party opened (delivered), signed or declined: its latest state of the step. A refusal's end of
 * the envelope is its own move (`statusAfterClosed`).
 */
export function statusAfterPartyEvent(
  status: readonly string[],
  step: TSignatureStep,
  party: TSignatureParty,
  event: Exclude<TPartyEvent, 'sent_to'>,
): string[] {
  return withState(withoutPartyStates(status, step, party), partyState(step, event, party));
}

/**
 * A step's envelope closed without every signature (declined, expired, cancelled, voided): the step's
 * party states go — the signatures given on it are void, and every party signs the next envelope
 * again — and so does its « out for signature » state (and, for a voided mission,
 * `mission_validated`), so that the answers may change and a new envelope open. A refusal stays said
 * (`{step}_declined_by_{party}`, as the lists show it) until that new envelope goes out.
 */
export function statusAfterClosed(
  status: readonly string[],
  step: TSignatureStep,
  options: { keepDeclined: boolean },
): string[] {
  const out = step === 'mission' ? ['mission_validation', 'mission_validated'] : ['signature'];
  return status.filter((state) => {
    const match = PARTY_STATE.exec(state);
    if (match) return match[1] !== step || (options.keepDeclined && match[2] === 'declined_by');
    return !out.includes(state);
  });
}

/**
 * Every party signed: the mission is `mission_validated`; the subscription is `signed` (no longer
 * ongoing nor in signature); either is `sealing` until the delivery worker has sealed its documents.
 */
export function statusAfterCompleted(status: readonly string[], step: TSignatureStep): string[] {
  if (step === 'mission') {
    return withState(
      without(status, (state) => state === 'mission_validation'),
      'mission_validated',
      SEALING,
    );
  }
  return withState(
    without(status, (state) => state === 'signature' || state === 'ongoing'),
    'signed',
    SEALING,
  );
}

/**
 * A correction's amendment (issue 35) on a signed dossier: `signature` says one is out, whatever its
 * step (the mission's own states would not), until none is; an amended mission ended either way keeps
 * `mission_validated`, as its signed envelope stands.
 */
export function statusWhileAmending(
  status: readonly string[],
  step: TSignatureStep,
  amendmentOut: boolean,
): string[] {
  const next = amendmentOut ? withState(status, 'signature') : without(status, (s) => s === 'signature');
  return step === 'mission' && !next.includes('mission_validation')
    ? withState(next, 'mission_validated')
    : next;
}

/** The state of a dossier with a completed envelope whose sealing has not landed yet (issue 32 point 7). */
export const SEALING = 'sealing';

/** An envelope's sealing landed: `sealing` goes, unless another envelope of the dossier still waits for its own. */
export function statusAfterSealed(status: readonly string[], othersSealing: boolean): string[] {
  return othersSealing ? [...status] : without(status, (state) => state === SEALING);
}
