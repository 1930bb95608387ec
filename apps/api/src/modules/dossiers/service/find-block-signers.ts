import {
  SIGNATURE_PARTIES,
  type ElementRole,
  type FormElement,
  type FormState,
  type SignatureParty,
} from '@souscription/form-engine';

/** One person who signs a dossier's sign buttons: named and reached from its answers or accounts. */
export type TDossierSigner = {
  party: SignatureParty;
  name: string;
  email: string | null;
  /** Their mobile number, where their one-time code goes by SMS. */
  mobile: string | null;
  /** The party's own account, when it has one. */
  userId: string | null;
  /** The other party this person also is (the spouse, on the co-subscriber declared as such). */
  alsoParty: SignatureParty | null;
};

/** The subscriber and the advisor as the caller names and reaches them (answers, customer, account). */
export type TSignerSources = {
  subscriber: Omit<TDossierSigner, 'party' | 'alsoParty'>;
  /** The dossier's advisor; null when it has none (or none to name): no advisor signer then. */
  advisor: Omit<TDossierSigner, 'party' | 'alsoParty'> | null;
};

/** The party a sign button signs for (the subscriber when it names none). */
export function partyOfButton(element: FormElement): SignatureParty {
  return element.attributes.signatureParty ?? 'subscriber';
}

/** The co-subscriber's relationship option that declares them the subscriber's spouse (one person). */
const SPOUSE_RELATIONSHIP = 'conjoint';

/** The answer of the first visible element of a role, as text (a list joined by spaces), trimmed. */
export function readRoleText(elements: readonly FormElement[], state: FormState, role: ElementRole): string {
  const element = elements.find(
    (candidate) => candidate.attributes.role === role && state.isVisible(candidate.id),
  );
  return element ? readElementText(state, element.id) : '';
}

/** The answer of an element as text (a list joined by spaces), trimmed; empty for none. */
export function readElementText(state: FormState, id: number | undefined): string {
  if (id === undefined) return '';
  const value = state.getValue(id);
  return (typeof value === 'string' ? value : value.join(' ')).trim();
}

/**
 * Who signs a set of sign buttons of a dossier (a signing block's, a step's, or all of them) — the one
 * rule the documents' signature boxes, the envelopes' recipients and the wizard's button labels
 * follow: one person per party whose button the answers show (the form decides: the co-subscriber
 * only with one, the spouse only when married, the advisor unless direct), in the parties' order.
 * The co-subscriber and the spouse are named and reached from the answers by the engine's element
 * roles (`co_subscriber_*`, `spouse_*`); the co-subscriber declared as the spouse
 * (`co_subscriber_relationship` « conjoint ») is one person: one signer, who also is the spouse. The
 * subscriber and the advisor come from the caller. A name left empty stays empty (an envelope is then
 * refused: its signers must be named).
 */
export function findBlockSigners(
  elements: readonly FormElement[],
  state: FormState,
  buttons: readonly FormElement[],
  sources: TSignerSources,
): TDossierSigner[] {
  const shown = new Set(
    buttons
      .filter((button) => state.isVisible(button.id) && state.isBlockVisible(button.block_id))
      .map(partyOfButton),
  );
  const byRole = (role: ElementRole) => readRoleText(elements, state, role);
  const person = (prefix: 'co_subscriber' | 'spouse') => ({
    name: `${byRole(`${prefix}_first_name`)} ${byRole(`${prefix}_last_name`)}`.trim(),
    email: byRole(`${prefix}_email`) || null,
    mobile: byRole(`${prefix}_phone`) || null,
    userId: null,
  });
  const coSubscriberIsSpouse =
    byRole('co_subscriber_relationship') === SPOUSE_RELATIONSHIP &&
    shown.has('co_subscriber') &&
    shown.has('subscriber_spouse');
  const signers: TDossierSigner[] = [];
  for (const party of SIGNATURE_PARTIES) {
    if (!shown.has(party)) continue;
    switch (party) {
      case 'subscriber':
        signers.push({ party, ...sources.subscriber, alsoParty: null });
        break;
      case 'co_subscriber':
        signers.push({
          party,
          ...person('co_subscriber'),
          alsoParty: coSubscriberIsSpouse ? 'subscriber_spouse' : null,
        });
        break;
      case 'subscriber_spouse':
        if (!coSubscriberIsSpouse) signers.push({ party, ...person('spouse'), alsoParty: null });
        break;
      case 'subscriber_advisor':
        if (sources.advisor) signers.push({ party, ...sources.advisor, alsoParty: null });
        break;
    }
  }
  return signers;
}

/** The signer who signs for a party: its own, or the person who also is that party. */
export function findSignerOfParty<T extends { party: string; alsoParty: string | null }>(
  signers: readonly T[],
  party: SignatureParty,
): T | undefined {
  return (
    signers.find((signer) => signer.party === party) ?? signers.find((signer) => signer.alsoParty === party)
  );
}
