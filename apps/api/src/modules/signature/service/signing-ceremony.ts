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
import { hashCeremonyToken } from '../provider/embedded-provider.js';
import { recordCeremonyEvent } from './record-ceremony-event.js';
import { recordSignatureEvent, type THost } from './record-signature-event.js';
import { SIGNING_SESSION_MS, type SignatureDeps } from './signature-deps.js';
import { getCeremonySettings } from './signature-settings.js';

/** Why a signing page address is refused (each with its own clear page). */
export type TCeremonyRefusal = 'unknown' | 'other-user' | 'used' | 'expired' | 'closed';

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

/** The request's user (from the signer cookie), address and browser. */
export type TPageRequest = { userId: string | null; ip: string | null; userAgent: string | null };

/** The one-time code key of a ceremony: a code verifies only in the ceremony it was sent in. */
export function ceremonyCodeKey(ceremony: Pick<CeremonyRow, 'tokenHash'>): string {
  return `ceremony:${ceremony.tokenHash}`;
}

function codeStateOf(ceremony: CeremonyRow, codeNeeded: boolean): TCodeState {
  if (!codeNeeded) return 'not-needed';
  if (ceremony.codeVerifiedAt) return 'verified';
  return ceremony.codeChannel ? 'sent' : 'to-send';
}

async function loadCeremony(deps: SignatureDeps, token: string): Promise<TCeremonyResult> {
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
  const part: TCeremonyPart = ceremony.part === 'host' ? 'host' : 'signer';
  const codeNeeded = needsOneTimeCode(part, party, settings);
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
      locale: ceremony.locale === 'en' ? 'en' : 'fr',
      part,
      host:
        part === 'host'
          ? { userId: ceremony.userId, userName: (await findUserName(deps.db, ceremony.userId)) ?? '' }
          : null,
      codeState: codeStateOf(ceremony, codeNeeded),
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
} as const;

async function refuse(
  deps: SignatureDeps,
  refusal: Exclude<TCeremonyRefusal, 'unknown'>,
  open: TOpenCeremony,
  request: TPageRequest,
): Promise<TCeremonyRefused> {
  await recordCeremonyEvent(deps, open, request, 'address_refused', { reason: REFUSED_REASON[refusal] });
  // An envelope past its expiry tells the return page the same as an address past its own.
  const event = refusal === 'expired' || open.envelope.status === 'expired' ? 'ttl_expired' : 'error';
  return { ok: false, refusal, returnUrl: open.returnUrl(event), locale: open.locale };
}

/** Whether the party may still act on this envelope. */
function isWaiting(open: TOpenCeremony): boolean {
  return open.envelope.status === 'sent' && ['sent', 'delivered'].includes(open.recipient.status);
}

/** The consent text the page shows the party: naming their code, or their sign-in alone. */
export function getCeremonyConsent(open: Pick<TOpenCeremony, 'locale' | 'codeState'>) {
  return getConsentText(open.locale, open.codeState === 'not-needed' ? 'session' : 'code');
}

/** The signed-in user who acts, and from where. */
async function actorOf(deps: SignatureDeps, open: TOpenCeremony, request: TPageRequest) {
  return {
    userId: open.ceremony.userId,
    userName: (await findUserName(deps.db, open.ceremony.userId)) ?? '',
    ip: request.ip,
    userAgent: request.userAgent,
  };
}

/**
 * Opens the signing page once: only in the browser of the user the address was made for, before it
 * expires, never a second time. Opening records the party's `opened` event; a refused address its
 * `address_refused` event (reused, expired, other user, closed).
 */
export async function openSigningPage(
  deps: SignatureDeps,
  token: string,
  request: TPageRequest,
): Promise<TCeremonyResult> {
  const loaded = await loadCeremony(deps, token);
  if (!loaded.ok) return loaded;
  const open = loaded.value;
  const now = deps.now();
  if (request.userId !== open.ceremony.userId) return refuse(deps, 'other-user', open, request);
  if (open.ceremony.openedAt) return refuse(deps, 'used', open, request);
  if (open.ceremony.expiresAt.getTime() < now.getTime()) return refuse(deps, 'expired', open, request);
  if (!isWaiting(open)) return refuse(deps, 'closed', open, request);
  const first = await markCeremonyOpened(
    deps.db,
    open.ceremony.tokenHash,
    now,
    new Date(now.getTime() + SIGNING_SESSION_MS),
  );
  if (!first) return refuse(deps, 'used', open, request);
  await recordSignatureEvent(deps, {
    envelopeId: open.envelope.id,
    party: open.recipient.party as TSignatureParty,
    action: 'delivered',
    actor: await actorOf(deps, open, request),
    locale: open.locale,
    hostedBy: open.host,
    details: { part: open.part },
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
  const loaded = await loadCeremony(deps, token);
  if (!loaded.ok) return loaded;
  const open = loaded.value;
  if (request.userId !== open.ceremony.userId) return refuse(deps, 'other-user', open, request);
  if (!open.ceremony.openedAt || open.ceremony.finishedAt) return refuse(deps, 'used', open, request);
  const sessionEnd = open.ceremony.sessionExpiresAt?.getTime() ?? 0;
  if (sessionEnd < deps.now().getTime()) return refuse(deps, 'expired', open, request);
  if (!isWaiting(open)) return refuse(deps, 'closed', open, request);
  return loaded;
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
  deps: SignatureDeps,
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
    await recordSignatureEvent(deps, {
      ...common,
      action: 'signed',
      proof: {
        authentication: getSignerAuthentication({ part: open.part, party, codeChannel }),
        codeChannel,
        consent: { version: consent.version, sha256: consent.sha256 },
      },
    });
    return { ok: true, value: open, redirect: open.returnUrl('signing_complete') };
  }
  await recordSignatureEvent(deps, {
    ...common,
    action: 'declined',
    declineReason: (input.reason ?? '').trim(),
  });
  return { ok: true, value: open, redirect: open.returnUrl('decline') };
}
