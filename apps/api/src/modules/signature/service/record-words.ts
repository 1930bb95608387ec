import type { TSignatureParty, TSignerAuthentication } from '@souscription/contract';
import { t } from '../../../i18n/translate.js';
import { describeParty } from './signature-words.js';

/** The languages the platform's records (signature history, evidence file, certificates) are written in. */
export type TSealLocale = 'fr' | 'en';

/**
 * The words of the platform's records (the signature history, the evidence file's trail, the signers'
 * certificates), from the server's catalogues (`records.*`); a code a record shows goes through one of
 * these maps, so no event type, status or detail key is shown as it is.
 */
function readRecordTexts(locale: TSealLocale) {
  return {
    certificate: t(locale, 'records.certificate'),
    documents: t(locale, 'records.documents'),
    parties: t(locale, 'records.parties'),
    events: t(locale, 'records.events'),
    sealedBy: t(locale, 'records.sealed-by'),
    user: t(locale, 'records.user'),
    types: {
      sent: t(locale, 'records.event.sent'),
      delivered: t(locale, 'records.event.delivered'),
      opened: t(locale, 'records.event.opened'),
      code_sent: t(locale, 'records.event.code_sent'),
      code_failed: t(locale, 'records.event.code_failed'),
      recipient_locked: t(locale, 'records.event.recipient_locked'),
      code_verified: t(locale, 'records.event.code_verified'),
      consent_accepted: t(locale, 'records.event.consent_accepted'),
      address_refused: t(locale, 'records.event.address_refused'),
      signed: t(locale, 'records.event.signed'),
      declined: t(locale, 'records.event.declined'),
      completed: t(locale, 'records.event.completed'),
      expired: t(locale, 'records.event.expired'),
      cancelled: t(locale, 'records.event.cancelled'),
      voided: t(locale, 'records.event.voided'),
      reminder_sent: t(locale, 'records.event.reminder_sent'),
      invitation_sent: t(locale, 'records.event.invitation_sent'),
      copy_sent: t(locale, 'records.event.copy_sent'),
      advisor_notified: t(locale, 'records.event.advisor_notified'),
      mode_changed: t(locale, 'records.event.mode_changed'),
    } as Record<string, string>,
    modes: {
      hosted: t(locale, 'records.mode.hosted'),
      remote: t(locale, 'records.mode.remote'),
    } as Record<string, string>,
    contactChannels: {
      sms: t(locale, 'records.contact-channel.sms'),
      email: t(locale, 'records.contact-channel.email'),
    } as Record<string, string>,
    statuses: {
      sent: t(locale, 'records.party-status.sent'),
      delivered: t(locale, 'records.party-status.delivered'),
      signed: t(locale, 'records.party-status.signed'),
      declined: t(locale, 'records.party-status.declined'),
    } as Record<string, string>,
    envelopeStatuses: {
      sent: t(locale, 'records.envelope-status.sent'),
      completed: t(locale, 'records.envelope-status.completed'),
      declined: t(locale, 'records.envelope-status.declined'),
      expired: t(locale, 'records.envelope-status.expired'),
      cancelled: t(locale, 'records.envelope-status.cancelled'),
      voided: t(locale, 'records.envelope-status.voided'),
    } as Record<string, string>,
    authentication: {
      otp_sms: t(locale, 'records.authentication.otp_sms'),
      otp_email: t(locale, 'records.authentication.otp_email'),
      session: t(locale, 'records.authentication.session'),
      session_otp_sms: t(locale, 'records.authentication.session_otp_sms'),
      session_otp_email: t(locale, 'records.authentication.session_otp_email'),
    } as Record<string, string>,
    demoMailbox: t(locale, 'records.demo-mailbox'),
    certificateDemo: t(locale, 'records.certificate-demo'),
    sessionUnnamed: t(locale, 'records.session-unnamed'),
    authenticatedBy: t(locale, 'records.authenticated-by'),
    hostedBy: t(locale, 'records.hosted-by'),
    reason: t(locale, 'records.reason'),
    consent: t(locale, 'records.consent'),
    channels: {
      sms: t(locale, 'records.channel.sms'),
      email: t(locale, 'records.channel.email'),
    } as Record<string, string>,
    triesLeft: t(locale, 'records.tries-left'),
    expiresAt: t(locale, 'records.expires-at'),
    failures: {
      wrong: t(locale, 'records.failure.wrong'),
      expired: t(locale, 'records.failure.expired'),
      locked: t(locale, 'records.failure.locked'),
    } as Record<string, string>,
    malformed: t(locale, 'records.malformed'),
    refusedReasons: {
      reused: t(locale, 'records.refused.reused'),
      expired: t(locale, 'records.refused.expired'),
      'other-user': t(locale, 'records.refused.other-user'),
      closed: t(locale, 'records.refused.closed'),
      hosted: t(locale, 'records.refused.hosted'),
      remote: t(locale, 'records.refused.remote'),
    } as Record<string, string>,
    invitationReasons: {
      invitation: t(locale, 'records.invitation.invitation'),
      reminder: t(locale, 'records.invitation.reminder'),
      resend: t(locale, 'records.invitation.resend'),
    } as Record<string, string>,
    toAdvisor: t(locale, 'records.to-advisor'),
    awaited: t(locale, 'records.awaited'),
    byLink: t(locale, 'records.by-link'),
    asAttachment: t(locale, 'records.as-attachment'),
    none: t(locale, 'records.none'),
    ended: t(locale, 'records.ended'),
    /** « Motif : … » in French (a no-break space before the colon), « Reason: … » in English. */
    labelled: (label: string, value: string) => t(locale, 'records.labelled', { label, value }),
  };
}

export type TRecordTexts = ReturnType<typeof readRecordTexts>;

const TEXTS: Partial<Record<TSealLocale, TRecordTexts>> = {};

/** The records' words in a language (read from the catalogues once). */
export function recordTexts(locale: TSealLocale): TRecordTexts {
  return (TEXTS[locale] ??= readRecordTexts(locale));
}

const PARTIES: ReadonlySet<string> = new Set<TSignatureParty>([
  'subscriber',
  'co_subscriber',
  'subscriber_spouse',
  'subscriber_advisor',
]);

/** The role of a party a record names, in words (a party of another kind by its name). */
export function describeRole(party: string, locale: TSealLocale): string {
  return PARTIES.has(party) ? describeParty(party as TSignatureParty, locale) : party;
}

/** What the signature history's seal says it is. */
export function describeHistory(locale: TSealLocale): string {
  return recordTexts(locale).certificate;
}

const PARIS_TIME = {
  fr: new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', dateStyle: 'short', timeStyle: 'short' }),
  en: new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', dateStyle: 'short', timeStyle: 'short' }),
};

/** Paris time, the one format of the records: `24/11/2026 01:02` (fr), `24/11/2026, 01:02` (en). */
export function formatParisTime(date: Date, locale: TSealLocale): string {
  return PARIS_TIME[locale].format(date);
}

/** How a signer proved who they are, as recorded with their signature (the `signed` event's details). */
export type TAuthenticationProof = {
  authentication: TSignerAuthentication;
  /** Where the verified one-time code went, when there was one. */
  codeChannel: 'sms' | 'email' | null;
  /** Its destination, masked (`+33 6 •• •• •• 78`, `c•••@example.com`). */
  maskedDestination: string | null;
  /** `demo-mailbox`: the code stayed in the platform's demo mailbox (no message left the platform). */
  deliveredTo: 'destination' | 'demo-mailbox' | null;
  /** The signed-in user whose session authenticated them (the advisor signing as himself). */
  sessionUserName: string | null;
};

/** The proof as a `signed` event's details carry it (older trails: the authentication alone). */
export function readAuthenticationProof(
  details: Record<string, unknown>,
  userName: string | null,
): TAuthenticationProof | null {
  const text = (key: string) => (typeof details[key] === 'string' ? (details[key] as string) : null);
  const authentication = text('authentication') as TSignerAuthentication | null;
  if (!authentication) return null;
  const channel = text('codeChannel');
  const deliveredTo = text('deliveredTo');
  return {
    authentication,
    codeChannel: channel === 'sms' || channel === 'email' ? channel : null,
    maskedDestination: text('maskedDestination'),
    deliveredTo: deliveredTo === 'demo-mailbox' || deliveredTo === 'destination' ? deliveredTo : null,
    sessionUserName: authentication.startsWith('session') ? (text('sessionUserName') ?? userName) : null,
  };
}

/**
 * How the signer was authenticated, in words: the advisor's own session named as such, the code's
 * channel and masked destination, and, in a demonstration installation, that the code went to the demo
 * mailbox. `short` leaves the demo mailbox's explanation to the caller.
 */
export function describeAuthentication(proof: TAuthenticationProof, locale: TSealLocale): string {
  const words = recordTexts(locale);
  const parts: string[] = [];
  if (proof.authentication.startsWith('session')) {
    parts.push(
      proof.sessionUserName
        ? t(locale, 'records.session', { name: proof.sessionUserName })
        : words.sessionUnnamed,
    );
  }
  if (proof.codeChannel && proof.maskedDestination) {
    const destination = proof.maskedDestination;
    parts.push(
      proof.codeChannel === 'sms'
        ? t(locale, 'records.code-to.sms', { destination })
        : t(locale, 'records.code-to.email', { destination }),
    );
  } else if (proof.authentication !== 'session') {
    const code = proof.authentication.replace(/^session_/, '');
    parts.push(words.authentication[code] ?? words.authentication.session!);
  }
  const [first, second] = parts;
  return second ? t(locale, 'records.and', { first, second }) : (first ?? '');
}

/** The same, with the demo mailbox said when the code went there. */
export function describeAuthenticationInFull(proof: TAuthenticationProof, locale: TSealLocale): string {
  const how = describeAuthentication(proof, locale);
  return proof.deliveredTo === 'demo-mailbox' ? `${how} (${recordTexts(locale).demoMailbox})` : how;
}

/** The signer certificate's user notice (RFC 5280: at most 200 characters). */
export function describeCertificatePolicy(proof: TAuthenticationProof, locale: TSealLocale): string {
  const demo = proof.deliveredTo === 'demo-mailbox' ? ` ${recordTexts(locale).certificateDemo}` : '';
  const text = `${t(locale, 'records.certificate-policy', { how: describeAuthentication(proof, locale) })}${demo}`;
  return [...text].length <= 200 ? text : `${[...text].slice(0, 199).join('')}…`;
}
