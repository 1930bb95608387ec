import type { TSignatureParty, TSignatureStep } from '@souscription/contract';
import { normalizePhone } from '@souscription/form-engine';
import type { Actor } from '../../../auth/actor.js';
import { ApiError } from '../../../shared/api-error.js';
import { findDossierForActor, findSignerOfParty } from '../../dossiers/index.js';
import { MessageError, type TMessageTransport } from '../../messages/index.js';
import { maskDestination } from '../../one-time-codes/index.js';
import {
  findEnvelopeDocuments,
  findOpenEnvelope,
  findRecipients,
  findUserName,
  insertEvent,
  type EnvelopeRow,
  type RecipientRow,
} from '../queries.js';
import { quoteTitles } from './deliver-signed-copies.js';
import {
  createInvitationLink,
  findInvitationSummaries,
  type TInvitationDestination,
  type TInvitationSummary,
} from './invitation-links.js';
import { findDossierAudience, sendLifecycleMessage, type TDossierAudience } from './lifecycle-messages.js';
import type { SignatureDeps } from './signature-deps.js';
import { getCeremonySettings, type TInvitationChannelSetting } from './signature-settings.js';

/** What sending invitations needs: the signature services' and the server's message transport. */
export type InvitationDeps = Pick<SignatureDeps, 'db' | 'config' | 'now'> & { transport: TMessageTransport };

/**
 * Why an invitation goes out: the envelope opened, a reminder of the lifecycle, the advisor's resend,
 * the advisor's switch of the party to signing by link (`remote`).
 */
export type TInvitationReason = 'invitation' | 'reminder' | 'resend' | 'remote';

/** Resends of one party's invitation: one per 10 minutes, 5 in all per envelope (reminders apart). */
export const INVITATION_RESEND_LIMITS = { intervalSeconds: 10 * 60, maxPerEnvelope: 5 } as const;

const E164 = /^\+\d{8,15}$/;

/**
 * Where a party's invitation goes, by the tenant's setting: `email` (or SMS when the party has no
 * e-mail address), `sms` (or e-mail when they have no mobile), `email-and-sms` (both that they have).
 */
export function findInvitationAddresses(
  setting: TInvitationChannelSetting,
  recipient: Pick<RecipientRow, 'email' | 'mobile'>,
): { channel: 'sms' | 'email'; to: string }[] {
  const email = recipient.email?.trim().toLowerCase() || null;
  const phone = recipient.mobile ? normalizePhone(recipient.mobile) : null;
  const mobile = phone && E164.test(phone) ? phone : null;
  const byEmail = email ? [{ channel: 'email' as const, to: email }] : [];
  const bySms = mobile ? [{ channel: 'sms' as const, to: mobile }] : [];
  if (setting === 'email-and-sms') return [...byEmail, ...bySms];
  if (setting === 'sms') return bySms.length > 0 ? bySms : byEmail;
  return byEmail.length > 0 ? byEmail : bySms;
}

/** « 28 décembre 2026 », « 28 December 2026 »: the last day a link works, in Paris time. */
function formatDay(locale: 'fr' | 'en', at: Date): string {
  return new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'Europe/Paris',
  }).format(at);
}

/** Sends the link on each channel; answers where it went (a channel that failed is left out). */
async function sendLink(
  deps: InvitationDeps,
  audience: TDossierAudience,
  recipient: RecipientRow,
  link: { url: string; expiresAt: Date; documents: string; reminder: boolean },
  addresses: { channel: 'sms' | 'email'; to: string }[],
): Promise<TInvitationDestination[]> {
  const sent: TInvitationDestination[] = [];
  const expiresOn = formatDay(audience.locale, link.expiresAt);
  for (const address of addresses) {
    try {
      await sendLifecycleMessage(
        deps,
        audience,
        address.channel === 'email'
          ? {
              to: address.to,
              templateId: 'signature-invitation',
              params: {
                brand: audience.brand,
                recipientName: recipient.name,
                documents: link.documents,
                dossierLabel: audience.dossierLabel,
                url: link.url,
                expiresOn,
                reminder: link.reminder,
              },
              recipientId: recipient.id,
            }
          : {
              to: address.to,
              templateId: 'signature-invitation-sms',
              params: { brand: audience.brand, url: link.url, expiresOn, reminder: link.reminder },
              recipientId: recipient.id,
            },
      );
      sent.push({ channel: address.channel, destination: maskDestination(address.channel, address.to) });
    } catch (error) {
      if (!(error instanceof MessageError)) throw error;
    }
  }
  return sent;
}

/**
 * Sends one party a new personal link to sign an envelope, naming its documents, by the tenant's
 * channels: the link (its token hashed, kept as an invitation), the messages, an `invitation_sent`
 * event (channels and masked destinations, why, by whom). Answers where it went, or null when the
 * party could be reached on no channel.
 */
export async function sendInvitation(
  deps: InvitationDeps,
  envelope: EnvelopeRow,
  recipient: RecipientRow,
  input: { reason: TInvitationReason; sentBy: { userId: string; userName: string } | null },
): Promise<TInvitationDestination[] | null> {
  const settings = await getCeremonySettings(deps.db, envelope.tenantId);
  const addresses = findInvitationAddresses(settings.invitationChannel, recipient);
  const audience = await findDossierAudience(deps.db, deps.config.publicUrl, envelope.dossierId);
  if (addresses.length === 0 || !audience) return null;
  const documents = quoteTitles(audience.locale, await findEnvelopeDocuments(deps.db, [envelope.id]));
  const sentTo = addresses.map((address) => ({
    channel: address.channel,
    destination: maskDestination(address.channel, address.to),
  }));
  const link = await createInvitationLink(deps, envelope, recipient, sentTo, audience.locale);
  const reminder = input.reason === 'reminder';
  const sent = await sendLink(deps, audience, recipient, { ...link, documents, reminder }, addresses);
  if (sent.length === 0) return null;
  await insertEvent(deps.db, {
    envelopeId: envelope.id,
    party: recipient.party,
    type: 'invitation_sent',
    at: deps.now(),
    userId: input.sentBy?.userId ?? null,
    userName: input.sentBy?.userName ?? null,
    details: { reason: input.reason, sentTo: sent, expiresAt: link.expiresAt.toISOString() },
  });
  return sent;
}

/** When the party may be sent their invitation again: null now, -1 never (the limit), else the seconds to wait. */
export function resendWait(summary: TInvitationSummary | undefined, now: Date): number | null {
  if (!summary) return null;
  if (summary.count >= INVITATION_RESEND_LIMITS.maxPerEnvelope) return -1;
  const next = summary.sentAt.getTime() + INVITATION_RESEND_LIMITS.intervalSeconds * 1000;
  return next > now.getTime() ? Math.ceil((next - now.getTime()) / 1000) : null;
}

/**
 * `POST /dossiers/{folderId}/docusigns/{docusignId}/invitations` `{ party }`: the advisor sends a
 * party still awaited on the step's open envelope a new personal link (the earlier ones keep working
 * until the envelope ends); the advisor's own part only on an amendment, which he signs by link too. Throttled: 429 `docusign.error-invitation-throttled` within 10 minutes of
 * the last one, `docusign.error-invitation-limit` after 5.
 */
export async function resendInvitation(
  deps: InvitationDeps,
  actor: Actor,
  target: { folderId: number; step: TSignatureStep; party: TSignatureParty },
): Promise<{ sentAt: Date; sentTo: TInvitationDestination[] }> {
  const dossier = await findDossierForActor(deps.db, actor, target.folderId);
  const envelope = await findOpenEnvelope(deps.db, dossier.id, target.step);
  if (!envelope) throw ApiError.conflict('docusignId', 'docusign.error-not-open');
  const recipient = findSignerOfParty(await findRecipients(deps.db, envelope.id), target.party);
  // The advisor signs in his own session, never by link — but for an amendment (issue 35), where every
  // party, the advisor too, was invited by link: a lost invitation of his is sent again like any other.
  if (!recipient || (recipient.party === 'subscriber_advisor' && envelope.amendsEnvelopeId === null)) {
    throw ApiError.unprocessable([{ property: 'party', message: 'docusign.error-party-absent' }]);
  }
  if (recipient.status === 'signed' || recipient.status === 'declined') {
    throw ApiError.conflict('party', 'docusign.error-already-signed');
  }
  const now = deps.now();
  const wait = resendWait((await findInvitationSummaries(deps.db, envelope.id)).get(recipient.party), now);
  if (wait !== null) {
    throw new ApiError(429, [
      {
        property: 'party',
        message: wait < 0 ? 'docusign.error-invitation-limit' : 'docusign.error-invitation-throttled',
      },
    ]);
  }
  const userName = (await findUserName(deps.db, actor.userId)) ?? actor.username;
  const sentTo = await sendInvitation(deps, envelope, recipient, {
    reason: 'resend',
    sentBy: { userId: actor.userId, userName },
  });
  if (!sentTo) {
    throw ApiError.unprocessable([{ property: 'party', message: 'docusign.error-invitation-unreachable' }]);
  }
  return { sentAt: now, sentTo };
}
