import type { TLocale } from '@souscription/contract';
import { t } from '../../../i18n/translate.js';
import type {
  TCorrectionNoticeItem,
  TMessageTemplateParams as P,
  TSignedDocumentsParams,
} from './message-templates.types.js';

/** What is wrong with a flagged receipt, as a message says it. */
const RECEIPT_PROBLEM_KEYS = {
  missing: 'messages.corrections-requested.problem.missing',
  illegible: 'messages.corrections-requested.problem.illegible',
  expired: 'messages.corrections-requested.problem.expired',
  wrong_person: 'messages.corrections-requested.problem.wrong-person',
} as const;

/** « – Nom d’usage : nom mal orthographié »: one line per flagged item. */
function correctionLine(l: TLocale, item: TCorrectionNoticeItem): string {
  const what =
    item.label === null
      ? t(l, 'messages.corrections-requested.note')
      : item.problem
        ? t(l, 'messages.corrections-requested.receipt', {
            label: item.label,
            problem: t(l, RECEIPT_PROBLEM_KEYS[item.problem]),
          })
        : item.label;
  return t(l, 'messages.corrections-requested.item', { what, reason: item.reason });
}

/** A plain e-mail: subject, paragraphs, and an optional button (label and address). */
export type TEmailContent = {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  signature: string;
};

/**
 * How each template is put together from the server's catalogues (`messages.*` in
 * src/i18n/locales): the words are there, in French and English; here only which words, in which
 * order, filled with which of the template's parameters.
 */
export type TMessageStrings = {
  'one-time-code-sms': (l: TLocale, p: P['one-time-code-sms']) => string;
  'one-time-code-email': (l: TLocale, p: P['one-time-code-email']) => TEmailContent;
  'signature-invitation': (l: TLocale, p: P['signature-invitation']) => TEmailContent;
  'signature-invitation-sms': (l: TLocale, p: P['signature-invitation-sms']) => string;
  'signature-reminder': (l: TLocale, p: P['signature-reminder']) => TEmailContent;
  'signature-reminder-advisor': (l: TLocale, p: P['signature-reminder-advisor']) => TEmailContent;
  'signed-documents-available': (l: TLocale, p: P['signed-documents-available']) => TEmailContent;
  'signed-documents-attached': (l: TLocale, p: P['signed-documents-attached']) => TEmailContent;
  'envelope-declined': (l: TLocale, p: P['envelope-declined']) => TEmailContent;
  'envelope-expired': (l: TLocale, p: P['envelope-expired']) => TEmailContent;
  'envelope-cancelled': (l: TLocale, p: P['envelope-cancelled']) => TEmailContent;
  'corrections-requested': (l: TLocale, p: P['corrections-requested']) => TEmailContent;
};

/**
 * « Toutes les parties ont signé » only when every document of the dossier is signed; else the
 * documents signed, by title, and that others remain.
 */
function signedDocuments(l: TLocale, p: TSignedDocumentsParams): string {
  const words = { dossier: p.dossierLabel, documents: p.documents };
  return t(l, p.dossierSigned ? 'messages.signed-all' : 'messages.signed-some', words);
}

/** « Ouvrir le dossier », to the dossier's address. */
function openFolder(l: TLocale, url: string) {
  return { label: t(l, 'messages.open-folder'), url };
}

export const MESSAGE_STRINGS: TMessageStrings = {
  'one-time-code-sms': (l, p) => t(l, 'messages.one-time-code-sms', p),
  'one-time-code-email': (l, p) => ({
    subject: t(l, 'messages.one-time-code-email.subject', p),
    greeting: t(l, 'messages.greeting', { name: p.recipientName }),
    paragraphs: [
      t(l, 'messages.one-time-code-email.code', p),
      t(l, 'messages.one-time-code-email.enter', p),
      t(l, 'messages.one-time-code-email.private'),
    ],
    signature: p.brand,
  }),
  'signature-invitation': (l, p) => ({
    subject: t(
      l,
      p.reminder ? 'messages.signature-invitation.subject-reminder' : 'messages.signature-invitation.subject',
      p,
    ),
    greeting: t(l, 'messages.greeting', { name: p.recipientName }),
    paragraphs: [
      t(
        l,
        p.reminder
          ? 'messages.signature-invitation.documents-reminder'
          : 'messages.signature-invitation.documents',
        { dossier: p.dossierLabel, documents: p.documents },
      ),
      t(l, 'messages.signature-invitation.how'),
      t(l, 'messages.signature-invitation.yours', p),
    ],
    action: { label: t(l, 'messages.signature-invitation.action'), url: p.url },
    signature: p.brand,
  }),
  'signature-invitation-sms': (l, p) =>
    t(l, p.reminder ? 'messages.signature-invitation-sms-reminder' : 'messages.signature-invitation-sms', p),
  'signature-reminder': (l, p) => ({
    subject: t(l, 'messages.signature-reminder.subject', p),
    greeting: t(l, 'messages.greeting', { name: p.recipientName }),
    paragraphs: [
      t(l, 'messages.signature-reminder.awaited', { dossier: p.dossierLabel }),
      t(l, 'messages.signature-reminder.sign-in'),
    ],
    action: { label: t(l, 'messages.signature-reminder.action'), url: p.url },
    signature: p.brand,
  }),
  'signed-documents-available': (l, p) => ({
    subject: t(l, 'messages.signed-documents.subject', p),
    greeting: t(l, 'messages.greeting', { name: p.recipientName }),
    paragraphs: [signedDocuments(l, p), t(l, 'messages.signed-documents.download')],
    action: { label: t(l, 'messages.signed-documents.download-action'), url: p.url },
    signature: p.brand,
  }),
  'signature-reminder-advisor': (l, p) => ({
    subject: t(l, 'messages.signature-reminder-advisor.subject', p),
    greeting: t(l, 'messages.greeting', { name: p.advisorName }),
    paragraphs: [
      t(l, 'messages.signature-reminder-advisor.awaited', { dossier: p.dossierLabel, awaited: p.awaited }),
      t(l, 'messages.signature-reminder-advisor.links'),
    ],
    action: openFolder(l, p.url),
    signature: p.brand,
  }),
  'signed-documents-attached': (l, p) => ({
    subject: t(l, 'messages.signed-documents.subject', p),
    greeting: t(l, 'messages.greeting', { name: p.recipientName }),
    paragraphs: [
      signedDocuments(l, p),
      t(
        l,
        p.withAccount
          ? 'messages.signed-documents.attached-with-account'
          : 'messages.signed-documents.attached',
      ),
    ],
    ...(p.withAccount
      ? { action: { label: t(l, 'messages.signed-documents.attached-action'), url: p.url } }
      : {}),
    signature: p.brand,
  }),
  'envelope-declined': (l, p) => ({
    subject: t(l, 'messages.envelope-declined.subject', { brand: p.brand, signer: p.signerName }),
    greeting: t(l, 'messages.greeting', { name: p.advisorName }),
    paragraphs: [
      t(l, 'messages.envelope-declined.declined', { signer: p.signerName, dossier: p.dossierLabel }),
      t(l, 'messages.reason-given', { reason: p.reason }),
      t(l, 'messages.envelope-declined.void'),
    ],
    action: openFolder(l, p.url),
    signature: p.brand,
  }),
  'envelope-expired': (l, p) => ({
    subject: t(l, 'messages.envelope-expired.subject', p),
    greeting: t(l, 'messages.greeting', { name: p.advisorName }),
    paragraphs: [
      t(l, 'messages.envelope-expired.expired', { dossier: p.dossierLabel }),
      t(l, 'messages.envelope-expired.reopen'),
    ],
    action: openFolder(l, p.url),
    signature: p.brand,
  }),
  'envelope-cancelled': (l, p) => ({
    subject: t(l, 'messages.envelope-cancelled.subject', p),
    greeting: t(l, 'messages.greeting', { name: p.advisorName }),
    paragraphs: [
      t(l, 'messages.envelope-cancelled.cancelled', { cancelledBy: p.cancelledBy, dossier: p.dossierLabel }),
      t(l, 'messages.reason-given', { reason: p.reason }),
    ],
    action: openFolder(l, p.url),
    signature: p.brand,
  }),
  'corrections-requested': (l, p) => ({
    subject: t(l, 'messages.corrections-requested.subject', { brand: p.brand, id: p.dossierId }),
    greeting: t(l, 'messages.greeting', { name: p.recipientName }),
    paragraphs: [
      p.customer
        ? t(l, 'messages.corrections-requested.intro-customer', { id: p.dossierId })
        : t(l, 'messages.corrections-requested.intro', { id: p.dossierId }),
      ...p.items.map((item) => correctionLine(l, item)),
      t(l, 'messages.corrections-requested.only-these'),
    ],
    action: p.customer
      ? openFolder(l, p.url)
      : { label: t(l, 'messages.corrections-requested.see'), url: p.url },
    signature: p.brand,
  }),
};
