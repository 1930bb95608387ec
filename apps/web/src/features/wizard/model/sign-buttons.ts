import {
  getCeremonyPart,
  hasPartySigned,
  maySignFor,
  type TDossier,
  type TSigningAccounts,
} from '@souscription/contract';
import {
  SIGNATURE_PARTIES,
  type FormElement,
  type FormState,
  type SignatureParty,
  type SignatureStep,
} from '@souscription/form-engine';

const SIGN_BUTTON =
  /^(mission|subscription)(?:_(subscriber|co_subscriber|subscriber_spouse|subscriber_advisor))?$/;

/** What a signature button signs: the mission or the subscription, for one party. */
export type TSignButtonTarget = { step: SignatureStep; party: SignatureParty };

/**
 * The step and party of a `button_docusign_iframe`: its docusignId ('mission' or 'subscription') and
 * its signatureParty (the subscriber when absent; an older `subscription_co_subscriber` id names it
 * too). null for a button of no known step or party.
 */
export function getSignButtonTarget(element: FormElement): TSignButtonTarget | null {
  if (element.type !== 'button_docusign_iframe') return null;
  const match = SIGN_BUTTON.exec(String(element.attributes.docusignId ?? '').trim());
  if (!match) return null;
  const party = element.attributes.signatureParty ?? match[2] ?? 'subscriber';
  if (!(SIGNATURE_PARTIES as readonly string[]).includes(party)) return null;
  return { step: match[1] as SignatureStep, party: party as SignatureParty };
}

/**
 * Spec 01 §4: a sign button is hidden when the folder is signed, or when its state holds the
 * signed-by state of that button's party; an unknown button counts as signed. Decision
 * (docs/decisions.md): mission_validated hides the mission's buttons only — read literally it would
 * hide the subscription's too, which then could never be signed.
 */
export function isSignButtonHidden(element: FormElement, status: readonly string[]): boolean {
  if (element.type !== 'button_docusign_iframe') return false;
  const target = getSignButtonTarget(element);
  return !target || hasPartySigned(status, target);
}

/** The signed-in user and the dossier's signing accounts: who signs or hosts which party. */
export type TSigner = { userId: string; accounts: TSigningAccounts };

/** The signer of a dossier's sign buttons: this user, beside its advisor's and subscriber's accounts. */
export function toSigner(
  userId: string,
  dossier: Pick<TDossier, 'advistor_id' | 'subscriber_user_id'>,
): TSigner {
  return {
    userId,
    accounts: { advisorUserId: dossier.advistor_id, subscriberUserId: dossier.subscriber_user_id },
  };
}

/**
 * A sign button this user may press (issue 25): not hidden, and a party this user signs or hosts
 * (`maySignFor`: the advisor no longer sees the subscriber's button when the subscriber has their
 * own account, the customer never the advisor's) — no button leads to a refusal.
 */
export function isSignButtonOffered(
  element: FormElement,
  status: readonly string[],
  signer: TSigner,
): boolean {
  if (isSignButtonHidden(element, status)) return false;
  const party = getSignButtonTarget(element)?.party;
  return party !== undefined && maySignFor(signer.userId, party, signer.accounts);
}

/** The people the server names for a dossier's sign buttons (the dossier read's `signers`). */
export type TSignerNames = TDossier['signers'];

/** The wizard's texts of a sign button (keys under `wizard.sign-button`), in the interface language. */
export type TSignButtonText = (key: string, params?: Record<string, string>) => string;

/**
 * The one rule of a sign button's label (issue 25): whose signature it takes, by name and role —
 * « Signer — Pierre Martin (co-souscripteur) » for a party this user signs as, « Signer en sa
 * présence — Pierre Martin (co-souscripteur) » for a party whose ceremony this user hosts. A party
 * the server names nobody for yet, or this user may not sign or host, keeps the form's own label
 * (its role wording).
 */
export function getSignButtonLabel(
  element: FormElement,
  signer: TSigner,
  names: TSignerNames,
  text: TSignButtonText,
): string {
  const formLabel = element.attributes.label ?? '';
  const party = getSignButtonTarget(element)?.party;
  if (party === undefined) return formLabel;
  const name = names.find((entry) => entry.party === party)?.name.trim();
  const part = getCeremonyPart(signer.userId, party, signer.accounts);
  if (!name || part === null) return formLabel;
  // One person who is two parties (the co-subscriber who is the spouse): both roles on one button.
  const role = [party, ...names.filter((entry) => entry.same_person_as === party).map((entry) => entry.party)]
    .map((each) => text(`sign-button.roles.${each}`))
    .reduce((first, second) => text('sign-button.roles-joined', { first, second }));
  return text(part === 'host' ? 'sign-button.host' : 'sign-button.signer', { name, role });
}

/**
 * The sign buttons of one block to show: those offered to this user (`isSignButtonOffered`), less the
 * button of a party whose person signs as another party offered beside it (the spouse who is the
 * co-subscriber: one person, one signature, one button — the co-subscriber's, naming both roles).
 */
export function selectOfferedSignButtons(
  buttons: readonly FormElement[],
  status: readonly string[],
  signer: TSigner,
  names: TSignerNames,
): FormElement[] {
  const offered = buttons.filter((element) => isSignButtonOffered(element, status, signer));
  const offeredParties = new Set(offered.map((element) => getSignButtonTarget(element)?.party));
  return offered.filter((element) => {
    const party = getSignButtonTarget(element)?.party;
    const samePersonAs = names.find((entry) => entry.party === party)?.same_person_as;
    return samePersonAs === undefined || !offeredParties.has(samePersonAs);
  });
}

/** A sign button labelled with whose signature it takes (`getSignButtonLabel`); the same element when unchanged. */
export function withSignButtonLabel(
  element: FormElement,
  signer: TSigner,
  names: TSignerNames,
  text: TSignButtonText,
): FormElement {
  const label = getSignButtonLabel(element, signer, names, text);
  return label === element.attributes.label
    ? element
    : { ...element, attributes: { ...element.attributes, label } };
}

/** The sign buttons of a block the engine shows (their party exists in this dossier). */
export function listBlockSignButtons(formState: FormState, blockId: number): FormElement[] {
  const blockIndex = formState.form.blockIndexById.get(blockId);
  if (blockIndex === undefined) return [];
  return formState.form.blocks[blockIndex]!.elementIndices.map(
    (index) => formState.form.elements[index]!.element,
  ).filter((element) => element.type === 'button_docusign_iframe' && formState.isVisible(element.id));
}

/**
 * Where a signature block stands: 'signed' when every party shown has signed (or the folder is signed),
 * 'to-sign' when this user has a button left to press, 'waiting' when only others' signatures are
 * missing; null for a block without sign buttons.
 */
export type TBlockSignature = 'signed' | 'to-sign' | 'waiting';

export function getBlockSignature(
  formState: FormState,
  blockId: number,
  status: readonly string[],
  signer: TSigner,
): TBlockSignature | null {
  if (!hasSignButtons(formState, blockId)) return null;
  if (isBlockSigned(formState, blockId, status)) return 'signed';
  return listBlockSignButtons(formState, blockId).some((element) =>
    isSignButtonOffered(element, status, signer),
  )
    ? 'to-sign'
    : 'waiting';
}

/** A signature block whose signature happened: every party shown has signed, or the folder is signed. */
export function isBlockSigned(formState: FormState, blockId: number, status: readonly string[]): boolean {
  const buttons = listBlockSignButtons(formState, blockId);
  if (buttons.length === 0) return status.includes('signed');
  return buttons.every((element) => isSignButtonHidden(element, status));
}

/** Whether a block holds e-signature buttons (shown or not). */
export function hasSignButtons(formState: FormState, blockId: number): boolean {
  const blockIndex = formState.form.blockIndexById.get(blockId);
  return (
    blockIndex !== undefined &&
    formState.form.blocks[blockIndex]!.elementIndices.some(
      (index) => formState.form.elements[index]!.element.type === 'button_docusign_iframe',
    )
  );
}

/** The first visible block of the form whose signature has not happened yet; null when none. */
export function findUnsignedBlockId(
  formState: FormState,
  blockIds: readonly number[],
  status: readonly string[],
): number | null {
  return (
    blockIds.find(
      (blockId) =>
        formState.isBlockVisible(blockId) &&
        hasSignButtons(formState, blockId) &&
        !isBlockSigned(formState, blockId, status),
    ) ?? null
  );
}
