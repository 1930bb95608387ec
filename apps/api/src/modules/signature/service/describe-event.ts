import type { TEnvelopeEvent } from '../provider/signing-provider.js';
import { t as translate } from '../../../i18n/translate.js';
import {
  describeAuthenticationInFull,
  describeRole,
  formatParisTime,
  readAuthenticationProof,
  recordTexts,
  type TRecordTexts,
  type TSealLocale,
} from './record-words.js';

/** An event as the records show it: what, when, who — in words (docs/signature-events.md). */
export type TEventLines = { heading: string; said: string | null };

/** An event as the history and the evidence file read it (any type: a new one shows by its name). */
type TEventInput = Pick<TEnvelopeEvent, 'at' | 'userName' | 'hostedByName' | 'details'> & {
  type: string;
  party: string | null;
};

const text = (details: Record<string, unknown>, key: string) =>
  typeof details[key] === 'string' ? (details[key] as string) : null;

/** A time a detail holds (ISO 8601), in the records' one local format. */
function timeOf(details: Record<string, unknown>, key: string, locale: TSealLocale): string | null {
  const value = text(details, key);
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? formatParisTime(date, locale) : null;
}

/** Where a message went: `par SMS au +33 6 •• •• •• 78`. */
function sentTo(t: TRecordTexts, channel: unknown, destination: unknown): string | null {
  if (typeof channel !== 'string' || typeof destination !== 'string') return null;
  return `${t.channels[channel] ?? ''} ${destination}`.trim();
}

function describeCode(t: TRecordTexts, event: TEventInput, locale: TSealLocale): string | null {
  const details = event.details;
  const to = sentTo(t, details.channel, details.maskedDestination);
  const expires = timeOf(details, 'expiresAt', locale);
  return (
    [
      to,
      expires ? `${t.expiresAt} ${expires}` : null,
      details.deliveredTo === 'demo-mailbox' ? t.demoMailbox : null,
    ]
      .filter(Boolean)
      .join(' — ') || null
  );
}

function describeFailure(t: TRecordTexts, details: Record<string, unknown>): string | null {
  const reason = text(details, 'reason');
  const tries = typeof details.triesLeft === 'number' ? `${t.triesLeft} ${details.triesLeft}` : null;
  return (
    [reason ? (t.failures[reason] ?? null) : null, details.malformed ? t.malformed : null, tries]
      .filter(Boolean)
      .join(' — ') || null
  );
}

function describeInvitation(t: TRecordTexts, details: Record<string, unknown>, locale: TSealLocale) {
  const reason = text(details, 'reason');
  const destinations = Array.isArray(details.sentTo)
    ? details.sentTo.map((to: { channel?: unknown; destination?: unknown }) =>
        sentTo(t, to.channel, to.destination),
      )
    : [];
  const expires = timeOf(details, 'expiresAt', locale);
  return (
    [
      reason ? (t.invitationReasons[reason] ?? null) : null,
      destinations.filter(Boolean).join(', ') || null,
      expires ? `${t.expiresAt} ${expires}` : null,
    ]
      .filter(Boolean)
      .join(' — ') || null
  );
}

function describeNotice(t: TRecordTexts, event: TEventInput, locale: TSealLocale): string | null {
  const details = event.details;
  const awaited = Array.isArray(details.awaited)
    ? details.awaited.map((party) => describeRole(String(party), locale)).join(', ')
    : null;
  const end = text(details, 'end');
  return (
    [
      details.to === 'advisor' ? t.toAdvisor : null,
      sentTo(t, details.channel, details.destination),
      typeof details.reminder === 'number'
        ? translate(locale, 'records.reminder-number', { number: details.reminder })
        : null,
      awaited ? `${t.awaited} ${awaited}` : null,
      end ? `${t.ended} ${t.envelopeStatuses[end] ?? end}` : null,
      details.delivery === 'attachment' ? t.asAttachment : details.delivery === 'link' ? t.byLink : null,
      typeof details.coalescedInto === 'number'
        ? translate(locale, 'records.coalesced', { envelope: details.coalescedInto })
        : null,
    ]
      .filter(Boolean)
      .join(' — ') || null
  );
}

function describeContactChanges(
  t: TRecordTexts,
  details: Record<string, unknown>,
  locale: TSealLocale,
): string | null {
  if (!Array.isArray(details.contactChanges)) return null;
  return details.contactChanges
    .map((change: { party?: unknown; channel?: unknown; from?: unknown; to?: unknown }) =>
      translate(locale, 'records.contact-change', {
        role: describeRole(String(change.party), locale),
        channel: t.contactChannels[String(change.channel)] ?? String(change.channel),
        from: typeof change.from === 'string' ? change.from : t.none,
        to: typeof change.to === 'string' ? change.to : t.none,
      }),
    )
    .join(' ; ');
}

/** What an event's details say, in words, or null (every detail key of docs/signature-events.md). */
export function describeEventDetails(event: TEventInput, locale: TSealLocale): string | null {
  const t = recordTexts(locale);
  const details = event.details;
  switch (event.type) {
    case 'code_sent':
    case 'code_verified':
      return describeCode(t, event, locale);
    case 'code_failed':
      return describeFailure(t, details);
    case 'recipient_locked':
      return sentTo(t, details.channel, details.maskedDestination);
    case 'consent_accepted':
      return `${t.consent} ${text(details, 'consentVersion') ?? ''} — SHA-256 ${text(details, 'consentSha256') ?? ''}`;
    case 'signed': {
      const proof = readAuthenticationProof(details, event.userName);
      return proof ? `${t.authenticatedBy} ${describeAuthenticationInFull(proof, locale)}` : null;
    }
    case 'declined':
    case 'cancelled':
      return text(details, 'reason') ? `${t.reason} ${text(details, 'reason')}` : null;
    case 'address_refused': {
      const reason = text(details, 'reason');
      return reason ? (t.refusedReasons[reason] ?? null) : null;
    }
    case 'invitation_sent':
      return describeInvitation(t, details, locale);
    case 'reminder_sent':
    case 'copy_sent':
    case 'advisor_notified':
      return describeNotice(t, event, locale);
    case 'mode_changed': {
      const mode = text(details, 'mode');
      return mode ? (t.modes[mode] ?? null) : null;
    }
    case 'voided':
      return describeContactChanges(t, details, locale);
    default:
      return null;
  }
}

/**
 * The heading line of an event: its time, what happened and who. A hosted party's event says whose
 * presence it was in (« Souscripteur — en présence de Antoine Durand »); otherwise the user who acted.
 */
export function describeEventHeading(event: TEventInput, locale: TSealLocale): string {
  const t = recordTexts(locale);
  const who = [
    event.party ? describeRole(event.party, locale) : null,
    event.hostedByName
      ? `— ${t.hostedBy} ${event.hostedByName}`
      : event.userName
        ? `${t.user} ${event.userName}`
        : null,
  ]
    .filter(Boolean)
    .join(' ');
  const type = t.types[event.type] ?? event.type;
  return `${formatParisTime(event.at, locale)} — ${type}${who ? ` — ${who}` : ''}`;
}

/**
 * How a party proved who they are, in words: from their last `signed` event (channel, masked
 * destination, demo mailbox, the advisor's session); older trails: the row's authentication alone.
 */
export function describePartyProof(
  events: readonly TEventInput[],
  party: { party: string; authentication: string | null },
  locale: TSealLocale,
): string | null {
  const signed = events.findLast((event) => event.type === 'signed' && event.party === party.party);
  const proof = signed ? readAuthenticationProof(signed.details, signed.userName) : null;
  if (proof) return describeAuthenticationInFull(proof, locale);
  return party.authentication ? (recordTexts(locale).authentication[party.authentication] ?? null) : null;
}
