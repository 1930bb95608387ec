import {
  buildSignatureReturnUrl,
  getSignerAuthentication,
  needsOneTimeCode,
  selectCodeChannel,
  type TCeremonyPart,
  type TSignatureParty,
  type TSignatureReturnEvent,
  type TSignatureStep,
} from '@souscription/contract';
import { eq } from 'drizzle-orm';
import { tenants } from '../../../db/schema.js';
import {
  findCeremony,
  findEnvelope,
  findEnvelopeDocuments,
  findRecipients,
  findUserName,
  markCeremonyFinished,
  markCeremonyOpened,
  type CeremonyRow,
  type EnvelopeDocumentRow,
  type EnvelopeRow,
  type RecipientRow,
} from '../queries.js';
import { getConsentText } from '../ceremony/consent-text.js';
import { SIGNING_PAGE_PREFIX, hashCeremonyToken } from '../provider/embedded-provider.js';
import { countUnverifiedEnd } from './ceremony-limits.js';
import { recordCeremonyEvent } from './record-ceremony-event.js';
import { recordSignatureEvent, type THost } from './record-signature-event.js';
import { codeDeliveredTo, maskedDestinationOf } from './code-destination.js';
import { SIGNING_SESSION_MS, type CeremonyDeps, type SignatureDeps } from './signature-deps.js';
import { getCeremonySettings } from './signature-settings.js';

/**
 * Why a signing page address is refused (each with its own clear page): a signed-in user's address
 * (`other-user`, `used`, `expired`, `closed`), or an invitation's link (`link-done`: the party already
 * answered by it; `link-expired`: the envelope's time is over; `link-closed`: the party is no longer
 * awaited — signed in person, or the envelope ended; `link-hosted`: the advisor switched the party to
 * signing in his presence); `remote`: a hosted page of a party the advisor switched to signing by link.
 */
export type TCeremonyRefusal =
  | 'unknown'
  | 'other-user'
  | 'used'
  | 'expired'
  | 'closed'
  | 'remote'
  | 'link-done'
  | 'link-expired'
  | 'link-closed'
  | 'link-hosted';

/** How far the party's one-time code went in this ceremony. */
export type TCodeState =
  /** The signed-in advisor signing their own part: their sign-in is their proof. */
  | 'not-needed'
  /** No code asked for yet in this ceremony. */
  | 'to-send'
  /** A code was sent; it is to be typed. */
  | 'sent'
  /** The code was verified in this ceremony: « Signer » is accepted. */
  | 'verified';

/** A ceremony the page may go on with. */
export type TOpenCeremony = {
  ceremony: CeremonyRow;
  envelope: EnvelopeRow;
  recipient: RecipientRow;
  documents: EnvelopeDocumentRow[];
  tenant: { name: string; primaryColor: string };
  locale: 'fr' | 'en';
  /** How the ceremony's user takes part: the party itself, or hosting it in person. */
  part: TCeremonyPart;
  /** An invitation's link: no signed-in user, the party's one-time code is the proof. */
  invitation: boolean;
  /** The ceremony's user when they host the party (« en présence de … »). */
  host: THost | null;
  codeState: TCodeState;
  /** Where the party's code goes (or went): by SMS or e-mail; null when they can be reached by neither. */
  codeChannel: 'sms' | 'email' | null;
  returnUrl: (event: TSignatureReturnEvent) => string;
};

/** A refused address: why, where its page leads back, in which language. */
export type TCeremonyRefused = {
  ok: false;
  refusal: TCeremonyRefusal;
  returnUrl: string | null;
  locale?: 'fr' | 'en';
};

export type TCeremonyResult = { ok: true; value: TOpenCeremony } | TCeremonyRefused;

/**
 * The request's user (from the signer cookie), address and browser; the browser's language (an
 * invitation's link speaks it).
 */
export type TPageRequest = {
  userId: string | null;
  ip: string | null;
  userAgent: string | null;
  locale?: 'fr' | 'en';
};

/** The one-time code key of a ceremony: a code verifies only in the ceremony it was sent in. */
export function ceremonyCodeKey(ceremony: Pick<CeremonyRow, 'tokenHash'>): string {
  return `ceremony:${ceremony.tokenHash}`;
}

/**
 * Where the code stands. On an invitation's link, which lives as long as the envelope, a verified
 * code counts for one signing session only (`SIGNING_SESSION_MS`): a link forwarded later asks again.
 */
function codeStateOf(ceremony: CeremonyRow, codeNeeded: boolean, now: Date): TCodeState {
  if (!codeNeeded) return 'not-needed';
  const verifiedAt = ceremony.codeVerifiedAt?.getTime();
  const stale =
    ceremony.kind === 'invitation' &&
    verifiedAt !== undefined &&
    verifiedAt + SIGNING_SESSION_MS < now.getTime();
  if (verifiedAt !== undefined && !stale) return 'verified';
  return ceremony.codeChannel ? 'sent' : 'to-send';
}

async function loadCeremony(
  deps: SignatureDeps,
  token: string,
  request: TPageRequest,
): Promise<TCeremonyResult> {
  const ceremony = await findCeremony(deps.db, hashCeremonyToken(token));
  if (!ceremony) return { ok: false, refusal: 'unknown', returnUrl: null };
  const envelope = await findEnvelope(deps.db, ceremony.envelopeId);
  if (!envelope) return { ok: false, refusal: 'unknown', returnUrl: null };
  const returnUrl = (event: TSignatureReturnEvent) =>
    buildSignatureReturnUrl({
      dossierId: String(envelope.dossierId),
      docusignId: envelope.step as TSignatureStep,
      party: ceremony.party as TSignatureParty,
      event,
    });
  const [recipients, documents, [tenant], settings] = await Promise.all([
    findRecipients(deps.db, envelope.id),
    findEnvelopeDocuments(deps.db, [envelope.id]),
    deps.db
      .select({ name: tenants.name, theme: tenants.theme })
      .from(tenants)
      .where(eq(tenants.id, envelope.tenantId)),
    getCeremonySettings(deps.db, envelope.tenantId),
  ]);
  const recipient = recipients.find((row) => row.party === ceremony.party);
  if (!recipient) return { ok: false, refusal: 'unknown', returnUrl: returnUrl('error') };
  const party = recipient.party as TSignatureParty;
  const invitation = ceremony.kind === 'invitation';
  const part: TCeremonyPart = ceremony.part === 'host' && !invitation ? 'host' : 'signer';
  const codeNeeded = needsOneTimeCode(part, party, settings, invitation);
  const sentBy =
    ceremony.codeChannel === 'sms' || ceremony.codeChannel === 'email' ? ceremony.codeChannel : null;
  return {
    ok: true,
    value: {
      ceremony,
      envelope,
      recipient,
      documents,
      tenant: { name: tenant?.name ?? 'Souscription', primaryColor: tenant?.theme.primaryColor ?? '#1f4e79' },
      locale: invitation ? (request.locale ?? 'fr') : ceremony.locale === 'en' ? 'en' : 'fr',
      part,
      invitation,
      host:
        part === 'host' && ceremony.userId
          ? { userId: ceremony.userId, userName: (await findUserName(deps.db, ceremony.userId)) ?? '' }
          : null,
      codeState: codeStateOf(ceremony, codeNeeded, deps.now()),
      codeChannel: sentBy ?? selectCodeChannel(settings.codeChannel, recipient),
      returnUrl,
    },
  };
}

/** The `address_refused` reason of a refusal (`used` reads `reused` in the trail). */
const REFUSED_REASON = {
  'other-user': 'other-user',
  used: 'reused',
  expired: 'expired',
  closed: 'closed',
  hosted: 'hosted',
  remote: 'remote',
} as const;

/** An invitation's link says its own words: it is nobody's sign-in, and lives as long as the envelope. */
const LINK_REFUSAL = {
  used: 'link-done',
  expired: 'link-expired',
  closed: 'link-closed',
  hosted: 'link-hosted',
  remote: 'link-closed',
} as const;

async function refuse(
  deps: SignatureDeps,
  refusal: keyof typeof REFUSED_REASON,
  open: TOpenCeremony,
  request: TPageRequest,
): Promise<TCeremonyRefused> {
  await recordCeremonyEvent(deps, open, request, 'address_refused', {
    reason: REFUSED_REASON[refusal],
    ...(open.invitation ? { link: 'invitation' } : {}),
  });
  if (open.invitation && refusal !== 'other-user') {
    // Nobody signed in: no folder to go back to.
    const expired = refusal === 'expired' || open.envelope.status === 'expired';
    return {
      ok: false,
      refusal: LINK_REFUSAL[expired ? 'expired' : refusal],
      returnUrl: null,
      locale: open.locale,
    };
  }
  // An envelope past its expiry tells the return page the same as an address past its own.
  const event = refusal === 'expired' || open.envelope.status === 'expired' ? 'ttl_expired' : 'error';
  return {
    ok: false,
    refusal: refusal === 'hosted' ? 'closed' : refusal,
    returnUrl: open.returnUrl(event),
    locale: open.locale,
  };
}

/** Whether the party may still act on this envelope. */
function isWaiting(open: TOpenCeremony): boolean {
  return open.envelope.status === 'sent' && ['sent', 'delivered'].includes(open.recipient.status);
}

/** The consent text the page shows the party: naming their code, or their sign-in alone. */
export function getCeremonyConsent(open: Pick<TOpenCeremony, 'locale' | 'codeState'>) {
  return getConsentText(open.locale, open.codeState === 'not-needed' ? 'session' : 'code');
}

/** The signed-in user who acts (on an invitation's link, the party, by name), and from where. */
async function actorOf(deps: SignatureDeps, open: TOpenCeremony, request: TPageRequest) {
  const userId = open.ceremony.userId;
  return {
    userId,
    userName: userId ? ((await findUserName(deps.db, userId)) ?? '') : open.recipient.name,
    ip: request.ip,
    userAgent: request.userAgent,
  };
}

/** Why the ceremony may not go on, or null: its user, its time, its party still awaited. */
function findRefusal(
  open: TOpenCeremony,
  request: TPageRequest,
  now: Date,
): keyof typeof REFUSED_REASON | null {
  const { ceremony } = open;
  if (!open.invitation && request.userId !== ceremony.userId) return 'other-user';
  if (ceremony.finishedAt) return 'used';
  // Before it is opened, the address's own time; after, the signing session's (an invitation's: the envelope's).
  const end = ceremony.openedAt ? (ceremony.sessionExpiresAt?.getTime() ?? 0) : ceremony.expiresAt.getTime();
  if (end < now.getTime() || open.envelope.status === 'expired') return 'expired';
  if (!isWaiting(open)) return 'closed';
  // The advisor switched how the party signs: a hosted party's links, a remote party's hosted page, end.
  if (open.invitation && open.recipient.signingMode === 'hosted') return 'hosted';
  if (open.part === 'host' && open.recipient.signingMode !== 'hosted') return 'remote';
  return null;
}

/**
 * Opens the signing page: a signed-in user's address only in the browser of the user it was made for,
 * before it expires; an invitation's link in any browser (the party's code is its proof) until the
 * envelope expires. Opened again (Back, a reload) it shows the same ceremony, its code still valid,
 * until the party has answered or its session is over. The first opening records the party's `opened`
 * event; a refused address its `address_refused` event (reused, expired, other user, closed).
 */
export async function openSigningPage(
  deps: SignatureDeps,
  token: string,
  request: TPageRequest,
): Promise<TCeremonyResult> {
  const loaded = await loadCeremony(deps, token, request);
  if (!loaded.ok) return loaded;
  const open = loaded.value;
  const now = deps.now();
  const refusal = findRefusal(open, request, now);
  if (refusal) return refuse(deps, refusal, open, request);
  if (open.ceremony.openedAt) return loaded;
  const sessionEnd = open.invitation ? open.ceremony.expiresAt : new Date(now.getTime() + SIGNING_SESSION_MS);
  const first = await markCeremonyOpened(deps.db, open.ceremony.tokenHash, now, sessionEnd);
  // Opened meanwhile by another request of the same browser: the same page.
  if (!first) return loadCeremony(deps, token, request);
  await recordSignatureEvent(deps, {
    envelopeId: open.envelope.id,
    party: open.recipient.party as TSignatureParty,
    action: 'delivered',
    actor: await actorOf(deps, open, request),
    locale: open.locale,
    hostedBy: open.host,
    details: { part: open.part, ...(open.invitation ? { link: 'invitation' } : {}) },
  });
  return loaded;
}

/**
 * A ceremony the opened page goes on with (its documents, its code, its decision): the same
 * browser's user, opened, its session not over, not finished, the party still waiting.
 */
export async function continueSigningPage(
  deps: SignatureDeps,
  token: string,
  request: TPageRequest,
): Promise<TCeremonyResult> {
  const loaded = await loadCeremony(deps, token, request);
  if (!loaded.ok) return loaded;
  const open = loaded.value;
  if (!open.ceremony.openedAt && (open.invitation || request.userId === open.ceremony.userId)) {
    return refuse(deps, 'used', open, request);
  }
  const refusal = findRefusal(open, request, deps.now());
  if (refusal) return refuse(deps, refusal, open, request);
  return loaded;
}

/**
 * Where the page goes once the party answered: the SPA's return page for a signed-in user; an
 * invitation's own closing page (nobody is signed in to the SPA).
 */
function afterDecision(open: TOpenCeremony, token: string, event: 'signing_complete' | 'decline'): string {
  return open.invitation ? `${SIGNING_PAGE_PREFIX}/${encodeURIComponent(token)}/done` : open.returnUrl(event);
}

/** What the party decided on the page. */
export type TPageDecision =
  | {
      decision: 'sign';
      /** The consent box (`yes` when ticked) and the version of the text the page showed. */
      consent: string | undefined;
      consentVersion: string | undefined;
    }
  | { decision: 'decline'; reason: string | undefined };

/** Why a decision was not taken: the page again with this message, nothing recorded. */
export type TDecisionProblem =
  'code-required' | 'consent-required' | 'consent-changed' | 'reason-required' | 'reason-too-long';

/** What a decision answers: a refused address, the page again with a problem, or where to go. */
export type TDecisionResult =
  | TCeremonyRefused
  | { ok: true; value: TOpenCeremony; problem: TDecisionProblem; redirect?: undefined }
  | { ok: true; value: TOpenCeremony; problem?: undefined; redirect: string };

/** The longest refusal reason kept. */
export const DECLINE_REASON_MAX = 2000;

/** A decision the page does not take, or null when it may be recorded. */
function findDecisionProblem(open: TOpenCeremony, input: TPageDecision): TDecisionProblem | null {
  if (input.decision === 'decline') {
    const reason = (input.reason ?? '').trim();
    if (reason === '') return 'reason-required';
    if (reason.length > DECLINE_REASON_MAX) return 'reason-too-long';
    return null;
  }
  if (open.codeState !== 'verified' && open.codeState !== 'not-needed') return 'code-required';
  if (input.consent !== 'yes') return 'consent-required';
  if (input.consentVersion !== getCeremonyConsent(open).version) return 'consent-changed';
  return null;
}

/**
 * « Signer » or « Refuser » on the opened page. « Signer » is taken only after the party's code was
 * verified in this very ceremony (or, for the signed-in advisor's own part, on their sign-in) and the
 * consent given; it records the consent (version and SHA-256 of the text shown), the authentication
 * and the host, and seals the envelope when it is the last signature. « Refuser » needs a reason
 * (1–2 000 characters), kept with the refusal. A decision not taken answers its problem and records
 * nothing; a recorded one answers where the page goes: the SPA's return page.
 */
export async function finishSigningPage(
  deps: CeremonyDeps,
  token: string,
  request: TPageRequest,
  input: TPageDecision,
): Promise<TDecisionResult> {
  const loaded = await continueSigningPage(deps, token, request);
  if (!loaded.ok) return loaded;
  const open = loaded.value;
  const problem = findDecisionProblem(open, input);
  if (problem) return { ok: true, value: open, problem };
  if (!(await markCeremonyFinished(deps.db, open.ceremony.tokenHash, deps.now()))) {
    return refuse(deps, 'used', open, request);
  }
  const party = open.recipient.party as TSignatureParty;
  const common = {
    envelopeId: open.envelope.id,
    party,
    actor: await actorOf(deps, open, request),
    locale: open.locale,
    hostedBy: open.host,
  };
  if (input.decision === 'sign') {
    const codeChannel = open.codeState === 'verified' ? open.codeChannel : null;
    const consent = getCeremonyConsent(open);
    const authentication = getSignerAuthentication({
      part: open.part,
      party,
      codeChannel,
      viaInvitation: open.invitation,
    });
    await recordSignatureEvent(deps, {
      ...common,
      action: 'signed',
      proof: {
        authentication,
        codeChannel,
        // Where the verified code went (channel, masked destination, demo mailbox), and the advisor's
        // own sign-in when it is his proof: the certificate and the records say exactly that (issue 33).
        maskedDestination: codeChannel ? maskedDestinationOf(open) : null,
        deliveredTo: codeChannel ? codeDeliveredTo(deps) : null,
        sessionUserName: authentication.startsWith('session') ? common.actor.userName || null : null,
        consent: { version: consent.version, sha256: consent.sha256 },
      },
    });
    return { ok: true, value: open, redirect: afterDecision(open, token, 'signing_complete') };
  }
  if (open.codeState === 'sent' || open.codeState === 'to-send') {
    await countUnverifiedEnd(deps.db, deps.now(), {
      dossierId: open.envelope.dossierId,
      party,
      userId: open.ceremony.userId,
      ip: request.ip,
    });
  }
  await recordSignatureEvent(deps, {
    ...common,
    action: 'declined',
    declineReason: (input.reason ?? '').trim(),
  });
  return { ok: true, value: open, redirect: afterDecision(open, token, 'decline') };
}
