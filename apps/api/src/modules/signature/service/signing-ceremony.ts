import { buildSignatureReturnUrl, type TSignatureParty, type TSignatureStep } from '@souscription/contract';
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
import { hashCeremonyToken } from '../provider/embedded-provider.js';
import { recordSignatureEvent } from './record-signature-event.js';
import { SIGNING_SESSION_MS, type SignatureDeps } from './signature-deps.js';

/** Why a signing page address is refused (each with its own clear page). */
export type TCeremonyRefusal = 'unknown' | 'other-user' | 'used' | 'expired' | 'closed';

/** A ceremony the page may go on with. */
export type TOpenCeremony = {
  ceremony: CeremonyRow;
  envelope: EnvelopeRow;
  recipient: RecipientRow;
  documents: EnvelopeDocumentRow[];
  tenant: { name: string; primaryColor: string };
  locale: 'fr' | 'en';
  returnUrl: (event: 'signing_complete' | 'decline' | 'ttl_expired' | 'error') => string;
};

export type TCeremonyResult =
  | { ok: true; value: TOpenCeremony }
  | { ok: false; refusal: TCeremonyRefusal; returnUrl: string | null; locale?: 'fr' | 'en' };

/** The request's user (from the signer cookie), address and browser. */
export type TPageRequest = { userId: string | null; ip: string | null; userAgent: string | null };

async function loadCeremony(deps: SignatureDeps, token: string): Promise<TCeremonyResult> {
  const ceremony = await findCeremony(deps.db, hashCeremonyToken(token));
  if (!ceremony) return { ok: false, refusal: 'unknown', returnUrl: null };
  const envelope = await findEnvelope(deps.db, ceremony.envelopeId);
  if (!envelope) return { ok: false, refusal: 'unknown', returnUrl: null };
  const returnUrl = (event: 'signing_complete' | 'decline' | 'ttl_expired' | 'error') =>
    buildSignatureReturnUrl({
      dossierId: String(envelope.dossierId),
      docusignId: envelope.step as TSignatureStep,
      party: ceremony.party as TSignatureParty,
      event,
    });
  const [recipients, documents, [tenant]] = await Promise.all([
    findRecipients(deps.db, envelope.id),
    findEnvelopeDocuments(deps.db, [envelope.id]),
    deps.db
      .select({ name: tenants.name, theme: tenants.theme })
      .from(tenants)
      .where(eq(tenants.id, envelope.tenantId)),
  ]);
  const recipient = recipients.find((row) => row.party === ceremony.party);
  if (!recipient) return { ok: false, refusal: 'unknown', returnUrl: returnUrl('error') };
  return {
    ok: true,
    value: {
      ceremony,
      envelope,
      recipient,
      documents,
      tenant: { name: tenant?.name ?? 'Souscription', primaryColor: tenant?.theme.primaryColor ?? '#1f4e79' },
      locale: ceremony.locale === 'en' ? 'en' : 'fr',
      returnUrl,
    },
  };
}

function refuse(refusal: TCeremonyRefusal, open: TOpenCeremony): TCeremonyResult {
  // An envelope past its expiry tells the return page the same as an address past its own.
  const event = refusal === 'expired' || open.envelope.status === 'expired' ? 'ttl_expired' : 'error';
  return { ok: false, refusal, returnUrl: open.returnUrl(event), locale: open.locale };
}

/** Whether the party may still act on this envelope. */
function isWaiting(open: TOpenCeremony): boolean {
  return open.envelope.status === 'sent' && ['sent', 'delivered'].includes(open.recipient.status);
}

/**
 * Opens the signing page once: only in the browser of the user the address was made for, before it
 * expires, never a second time. Opening records the party's `delivered` event.
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
  if (request.userId !== open.ceremony.userId) return refuse('other-user', open);
  if (open.ceremony.openedAt) return refuse('used', open);
  if (open.ceremony.expiresAt.getTime() < now.getTime()) return refuse('expired', open);
  if (!isWaiting(open)) return refuse('closed', open);
  const first = await markCeremonyOpened(
    deps.db,
    open.ceremony.tokenHash,
    now,
    new Date(now.getTime() + SIGNING_SESSION_MS),
  );
  if (!first) return refuse('used', open);
  await recordSignatureEvent(deps, {
    envelopeId: open.envelope.id,
    party: open.recipient.party as TSignatureParty,
    action: 'delivered',
    actor: await actorOf(deps, open, request),
    locale: open.locale,
  });
  return loaded;
}

async function actorOf(deps: SignatureDeps, open: TOpenCeremony, request: TPageRequest) {
  return {
    userId: open.ceremony.userId,
    userName: (await findUserName(deps.db, open.ceremony.userId)) ?? '',
    ip: request.ip,
    userAgent: request.userAgent,
  };
}

/**
 * A ceremony the opened page goes on with (its documents, its decision): the same browser's user,
 * opened, its session not over, not finished, the party still waiting.
 */
export async function continueSigningPage(
  deps: SignatureDeps,
  token: string,
  request: TPageRequest,
): Promise<TCeremonyResult> {
  const loaded = await loadCeremony(deps, token);
  if (!loaded.ok) return loaded;
  const open = loaded.value;
  if (request.userId !== open.ceremony.userId) return refuse('other-user', open);
  if (!open.ceremony.openedAt || open.ceremony.finishedAt) return refuse('used', open);
  const sessionEnd = open.ceremony.sessionExpiresAt?.getTime() ?? 0;
  if (sessionEnd < deps.now().getTime()) return refuse('expired', open);
  if (!isWaiting(open)) return refuse('closed', open);
  return loaded;
}

/**
 * « Signer » or « Refuser » on the opened page: records the party's event (sealing the envelope when
 * it is the last signature) and answers where the page goes: the SPA's return page.
 */
export async function finishSigningPage(
  deps: SignatureDeps,
  token: string,
  request: TPageRequest,
  decision: 'sign' | 'decline',
): Promise<TCeremonyResult & { redirect?: string }> {
  const loaded = await continueSigningPage(deps, token, request);
  if (!loaded.ok) return loaded;
  const open = loaded.value;
  if (!(await markCeremonyFinished(deps.db, open.ceremony.tokenHash, deps.now())))
    return refuse('used', open);
  await recordSignatureEvent(deps, {
    envelopeId: open.envelope.id,
    party: open.recipient.party as TSignatureParty,
    action: decision === 'sign' ? 'signed' : 'declined',
    actor: await actorOf(deps, open, request),
    locale: open.locale,
  });
  return { ...loaded, redirect: open.returnUrl(decision === 'sign' ? 'signing_complete' : 'decline') };
}
