import type { SignatureParty, SignatureStep } from '@souscription/form-engine';
import { PEOPLE_ROLES, isCustomerRole, type TRole } from './roles.js';

/**
 * The signature rules shared by the wizard (which sign button shows, what the return page counts as
 * done) and the server (who may open which ceremony, when a step is open), one home for both.
 */

/**
 * The signing parties (subscriber, co_subscriber, subscriber_spouse, subscriber_advisor) and the
 * signing steps (mission, subscription), as the engine's sign buttons name them.
 */
export { SIGNATURE_PARTIES, SIGNATURE_STEPS } from '@souscription/form-engine';
import { SIGNATURE_PARTIES } from '@souscription/form-engine';

/** What one sign button signs: the step (mission or subscription) for one party. */
export type TSigningTarget = { step: SignatureStep | string; party: SignatureParty | string };

/**
 * Whether the dossier holds the signature of this step by this party — what hides a sign button
 * (spec 01 §4) and what counts as success of a signature attempt (spec 01 §2): the dossier is
 * signed, or its status holds `<step>_signed_by_<party>`. Decision (docs/decisions.md):
 * mission_validated counts for the mission step only — a subscription declined after the mission
 * was validated would read as signed otherwise, and its buttons could never be pressed.
 */
export function hasPartySigned(status: readonly string[], target: TSigningTarget): boolean {
  return (
    status.includes('signed') ||
    (target.step === 'mission' && status.includes('mission_validated')) ||
    status.includes(`${target.step}_signed_by_${target.party}`)
  );
}

/** Whether a role is offered the sign button of a party (the customer's side never the advisor's). */
export function isPartyOfferedToRole(role: TRole, party: SignatureParty | string): boolean {
  return !(isCustomerRole(role) && party === 'subscriber_advisor');
}

/**
 * Whether a folder awaits the signed-in user's signature (issue 25: « Votre signature est
 * attendue »), from the parties its envelope out still awaits and the folder's signing accounts: a
 * party this user signs as (the subscriber's account its own part, the folder's advisor his), or,
 * for the subscriber's account, a party they host beside them (the co-subscriber, the spouse, who
 * have no account). Decision (docs/decisions.md): an advisor hosting a party is not told his
 * signature is awaited — only his own part on his own folders; another advisor's folder, seen by a
 * manager or a team, never says so. The back office signs nothing.
 */
export function isSignatureAwaitedFrom(
  userId: string,
  awaiting: readonly string[],
  accounts: TSigningAccounts,
): boolean {
  return awaiting.some((party) => {
    if (!(SIGNATURE_PARTIES as readonly string[]).includes(party)) return false;
    const part = getCeremonyPart(userId, party as SignatureParty, accounts);
    return part === 'signer' || (part === 'host' && userId === accounts.subscriberUserId);
  });
}

/**
 * Whether a role may withdraw a folder's envelope still out for signature, with a reason: the
 * advisor's side and the back office, never the customer's (who declines on the signing page).
 */
export function mayCancelSignatureEnvelope(role: TRole): boolean {
  return PEOPLE_ROLES.includes(role) && !isCustomerRole(role);
}

/** How a user takes part in a party's ceremony: as that party, or hosting it in person. */
export type TCeremonyPart = 'signer' | 'host';

/** The accounts of a dossier that sign or host: its advisor's, and the subscriber's own (if any). */
export type TSigningAccounts = { advisorUserId: string | null; subscriberUserId: string | null };

/**
 * How a signed-in user takes part in one party's ceremony, or null when it may not open it
 * (docs/decisions.md): the subscriber signs from its own account, or, when it has none, in person
 * hosted by the advisor; the co-subscriber and the spouse have no account and sign in person,
 * hosted by the advisor or by the subscriber's account; the advisor signs from its own.
 */
export function getCeremonyPart(
  userId: string,
  party: SignatureParty,
  accounts: TSigningAccounts,
): TCeremonyPart | null {
  const isAdvisor = accounts.advisorUserId !== null && userId === accounts.advisorUserId;
  const isSubscriber = accounts.subscriberUserId !== null && userId === accounts.subscriberUserId;
  switch (party) {
    case 'subscriber':
      if (accounts.subscriberUserId !== null) return isSubscriber ? 'signer' : null;
      return isAdvisor ? 'host' : null;
    case 'co_subscriber':
    case 'subscriber_spouse':
      return isAdvisor || isSubscriber ? 'host' : null;
    case 'subscriber_advisor':
      return isAdvisor ? 'signer' : null;
  }
}

/**
 * Whether a signed-in user gives the subscriber's declarations of a signature block (issue 32): the
 * block's own answers (« Je certifie… », the documents received, « J'ai lu la lettre de mission »)
 * are the subscriber's, ticked by whoever signs or hosts her part — never by an advisor who signs his
 * own part first while she signs from her account.
 */
export function givesSubscriberDeclarations(userId: string, accounts: TSigningAccounts): boolean {
  return getCeremonyPart(userId, 'subscriber', accounts) !== null;
}

/**
 * The step whose envelope is out while the subscriber has not signed it, so that her declarations
 * may still be given: the mission (`mission_validation`) or the subscription (`signature`); null
 * otherwise (nothing out, her part signed, the folder signed, abandoned or rejected).
 */
export function findStepAwaitingDeclarations(status: readonly string[]): SignatureStep | null {
  if (status.some((state) => CLOSED.includes(state) || state === 'signed')) return null;
  const step = status.includes('mission_validation')
    ? 'mission'
    : status.includes('signature') && status.includes('ongoing')
      ? 'subscription'
      : null;
  if (step === null || status.includes(`${step}_signed_by_subscriber`)) return null;
  return step;
}

/** Whether a signed-in user may open a party's ceremony, to sign it or host it. */
export function maySignFor(userId: string, party: SignatureParty, accounts: TSigningAccounts): boolean {
  return getCeremonyPart(userId, party, accounts) !== null;
}

const CLOSED = ['canceled', 'rejected'];
const OPEN = ['ongoing', 'adequacy_report_validated', 'mission_validation', 'signature'];

/**
 * Why a step cannot be signed with the dossier's states (a message key), or null when it can: not
 * on an abandoned or rejected dossier; the subscription once the mission is validated (when the
 * form has a mission to sign); nothing once signed.
 */
export function findSignatureStepRefusal(
  status: readonly string[],
  step: SignatureStep,
  hasMission: boolean,
): 'docusign.error-not-open' | 'docusign.error-already-signed' | null {
  if (status.some((state) => CLOSED.includes(state))) return 'docusign.error-not-open';
  if (status.includes('signed')) return 'docusign.error-already-signed';
  if (step === 'mission' && status.includes('mission_validated')) return 'docusign.error-already-signed';
  if (step === 'subscription' && hasMission && !status.includes('mission_validated')) {
    return 'docusign.error-not-open';
  }
  if (status.length > 0 && !status.some((state) => OPEN.includes(state))) return 'docusign.error-not-open';
  return null;
}

/** The wizard's signature blocks: the mandate (mission letter) block, and the other signature block. */
export type TSignatureBlockKind = 'mandate' | 'signature';

/** Whether a signature block may be used now, or what the user is told instead. */
export type TSignatureAccess = 'allowed' | 'check-email' | 'sign-first';

/**
 * Spec 02 §4: the mandate block is allowed while ongoing or adequacy_report_validated; with
 * mission_validated or adequacy_report_validation the user is told to consult their e-mail,
 * otherwise to sign first. The other signature block is allowed while ongoing,
 * adequacy_report_validated or signed. Decision (docs/decisions.md): the signature happens in the
 * block's iframe, so the mandate block also stays allowed while the mission envelope is out
 * (mission_validation), and the subscription block once the mission is validated or its own
 * envelope is out (mission_validated, signature). Other blocks are always allowed.
 */
export function getSignatureAccess(
  kind: TSignatureBlockKind | (string & {}),
  status: readonly string[],
): TSignatureAccess {
  const has = (state: string) => status.includes(state);
  const ongoing = status.length === 0 || has('ongoing');
  if (kind === 'mandate') {
    if (ongoing || has('adequacy_report_validated') || has('mission_validation')) return 'allowed';
    if (has('mission_validated') || has('adequacy_report_validation')) return 'check-email';
    return 'sign-first';
  }
  if (kind !== 'signature') return 'allowed';
  const allowed = ['adequacy_report_validated', 'signed', 'mission_validated', 'signature'];
  return ongoing || allowed.some(has) ? 'allowed' : 'sign-first';
}

/** How a tenant sends the signers' one-time codes: by SMS where a mobile exists, else e-mail; or always e-mail. */
export const SIGNATURE_CODE_CHANNELS = ['sms-first', 'email'] as const;
export type TSignatureCodeChannelSetting = (typeof SIGNATURE_CODE_CHANNELS)[number];

/** How a signer reaches their one-time code. */
export type TSignerContact = { mobile: string | null; email: string | null };

/**
 * Where a signer's one-time code goes (issue 25): by SMS to their mobile when the tenant sends by
 * SMS first and they have one, else by e-mail; null when they have neither (they cannot sign).
 */
export function selectCodeChannel(
  setting: TSignatureCodeChannelSetting,
  contact: TSignerContact,
): 'sms' | 'email' | null {
  if (setting === 'sms-first' && contact.mobile) return 'sms';
  if (contact.email) return 'email';
  return contact.mobile ? 'sms' : null;
}

/**
 * How a signer proves who they are before their signature is accepted: a one-time code by SMS or
 * e-mail (every party, hosted or not: the code goes to that party's own phone or e-mail); the
 * signed-in advisor signing their own part is bound to their sign-in (`session`), plus a code when
 * the tenant asks for one.
 */
export type TSignerAuthentication =
  'otp_sms' | 'otp_email' | 'session' | 'session_otp_sms' | 'session_otp_email';

/**
 * Whether a ceremony asks for a one-time code before « Signer »: always, but for the advisor's own part
 * without the tenant's switch — signed in. An invitation's link is nobody's sign-in: the advisor
 * invited by link (an amendment's, issue 35) proves himself by his code like any party.
 */
export function needsOneTimeCode(
  part: TCeremonyPart,
  party: SignatureParty,
  settings: { advisorCode: boolean },
  viaInvitation = false,
): boolean {
  if (part === 'signer' && party === 'subscriber_advisor' && !viaInvitation) return settings.advisorCode;
  return true;
}

/** The authentication a signature records: the sign-in, the code's channel, or both (a link: the code). */
export function getSignerAuthentication(input: {
  part: TCeremonyPart;
  party: SignatureParty;
  codeChannel: 'sms' | 'email' | null;
  viaInvitation?: boolean;
}): TSignerAuthentication {
  const session = input.part === 'signer' && input.party === 'subscriber_advisor' && !input.viaInvitation;
  if (input.codeChannel === null) return 'session';
  const code = input.codeChannel === 'sms' ? 'otp_sms' : 'otp_email';
  return session ? `session_${code}` : code;
}

/** What a signer lacks to be sent for signature: a name, or a way to reach them (mobile or e-mail). */
export type TSignerIdentityGap = 'name' | 'contact';

/**
 * What a recipient lacks before an envelope may go out (issue 25): a name, and a mobile number or an
 * e-mail address for their one-time code. The advisor signs on their sign-in, so they need no
 * contact unless the tenant asks them for a code too.
 */
export function findSignerIdentityGaps(
  recipient: { party: SignatureParty; name: string } & TSignerContact,
  settings: { advisorCode: boolean },
): TSignerIdentityGap[] {
  const gaps: TSignerIdentityGap[] = [];
  if (recipient.name.trim() === '') gaps.push('name');
  const needsContact = recipient.party !== 'subscriber_advisor' || settings.advisorCode;
  if (needsContact && !recipient.mobile && !recipient.email) gaps.push('contact');
  return gaps;
}

/** The message key of a signer's identity gap (`docusign.error-signer-missing-contact-co_subscriber`). */
export function signerIdentityErrorKey(party: SignatureParty, gap: TSignerIdentityGap): string {
  return `docusign.error-signer-missing-${gap}-${party}`;
}
