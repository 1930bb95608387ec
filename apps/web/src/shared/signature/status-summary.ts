/** A party's state on a signing step: `{mission|subscription}_{sent_to|delivered_to|signed_by|declined_by}_{party}`. */
const PARTY_STATE = /^(mission|subscription)_(sent_to|delivered_to|signed_by|declined_by)_/;

/** The states that say most, first; the others keep the server's order after them. */
const PRIORITY = ['signed', 'sealing', 'signature', 'mission_validated', 'mission_validation'];

/** Whether a state is one party's state on one signing step. */
export function isPartyState(state: string): boolean {
  return PARTY_STATE.test(state);
}

/**
 * The dossier's states worth a badge, most telling first: signed, in signature, mission validated,
 * mission in validation, then the others. The parties' states are counted (getSignatureProgress),
 * not listed: four parties on two steps would bury the rest.
 */
export function getMainStates(status: readonly string[]): string[] {
  // A refusal closed its envelope: it is said (« Bulletin de souscription refusé par le souscripteur »),
  // not counted among signatures that no longer count.
  const main = status.filter((state) => !isPartyState(state) || state.includes('_declined_by_'));
  const rank = (state: string) => {
    if (isPartyState(state)) return -1;
    const index = PRIORITY.indexOf(state);
    return index < 0 ? PRIORITY.length : index;
  };
  return [...main].sort((a, b) => rank(a) - rank(b));
}

/** How many parties signed one step, out of those it was sent to (one state per party and step). */
export type TSignatureProgress = { step: 'mission' | 'subscription'; signed: number; count: number };

/**
 * Each signing step under way or done, with its signatures counted from the parties' states; not a
 * step whose envelope a party refused (its signatures are void: « refusé par … » says it instead).
 */
export function getSignatureProgress(status: readonly string[]): TSignatureProgress[] {
  return (['mission', 'subscription'] as const)
    .map((step) => {
      const states = status.filter((state) => isPartyState(state) && state.startsWith(`${step}_`));
      const signed = states.filter((state) => state.startsWith(`${step}_signed_by_`)).length;
      const declined = states.some((state) => state.startsWith(`${step}_declined_by_`));
      return { step, signed, count: declined ? 0 : states.length };
    })
    .filter((progress) => progress.count > 0);
}
