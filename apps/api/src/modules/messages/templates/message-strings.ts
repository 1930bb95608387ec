import type { TLocale } from '@souscription/contract';
import type { TMessageTemplateParams as P, TSignedDocumentsParams } from './message-templates.types.js';

/** A plain e-mail: subject, paragraphs, and an optional button (label and address). */
export type TEmailContent = {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  signature: string;
};

/** The wording of every template, per language; each function reads its template's parameters. */
export type TMessageStrings = {
  'one-time-code-sms': (p: P['one-time-code-sms']) => string;
  'one-time-code-email': (p: P['one-time-code-email']) => TEmailContent;
  'signature-invitation': (p: P['signature-invitation']) => TEmailContent;
  'signature-invitation-sms': (p: P['signature-invitation-sms']) => string;
  'signature-reminder': (p: P['signature-reminder']) => TEmailContent;
  'signature-reminder-advisor': (p: P['signature-reminder-advisor']) => TEmailContent;
  'signed-documents-available': (p: P['signed-documents-available']) => TEmailContent;
  'signed-documents-attached': (p: P['signed-documents-attached']) => TEmailContent;
  'envelope-declined': (p: P['envelope-declined']) => TEmailContent;
  'envelope-expired': (p: P['envelope-expired']) => TEmailContent;
  'envelope-cancelled': (p: P['envelope-cancelled']) => TEmailContent;
};

/**
 * « Toutes les parties ont signé » only when every document of the dossier is signed; else the
 * documents signed, by title, and that others remain.
 */
function signedFr(p: TSignedDocumentsParams): string {
  return p.dossierSigned
    ? `Toutes les parties ont signé les documents de ${p.dossierLabel} : ${p.documents}.`
    : `Ces documents de ${p.dossierLabel} sont signés par chacun de leurs signataires : ${p.documents}. D’autres documents du dossier restent à signer.`;
}

function signedEn(p: TSignedDocumentsParams): string {
  return p.dossierSigned
    ? `Every party has signed the documents of ${p.dossierLabel}: ${p.documents}.`
    : `These documents of ${p.dossierLabel} are signed by each of their signers: ${p.documents}. Other documents of the folder remain to be signed.`;
}

const fr: TMessageStrings = {
  'one-time-code-sms': (p) =>
    `${p.brand} : votre code de signature est ${p.code}. Il expire dans ${p.minutes} minutes. Ne le communiquez à personne.`,
  'one-time-code-email': (p) => ({
    subject: `${p.brand} : votre code de signature ${p.code}`,
    greeting: `Bonjour ${p.recipientName},`,
    paragraphs: [
      `Votre code de signature est ${p.code}.`,
      `Saisissez-le sur la page de signature. Il expire dans ${p.minutes} minutes et ne sert qu’une fois.`,
      'Ne le communiquez à personne, pas même à votre conseiller. Si vous n’avez pas demandé ce code, ignorez ce message.',
    ],
    signature: p.brand,
  }),
  'signature-invitation': (p) => ({
    subject: p.reminder
      ? `${p.brand} : rappel, vos documents attendent votre signature`
      : `${p.brand} : des documents attendent votre signature`,
    greeting: `Bonjour ${p.recipientName},`,
    paragraphs: [
      `${p.reminder ? 'Rappel : les' : 'Les'} documents suivants de ${p.dossierLabel} attendent votre signature : ${p.documents}.`,
      'Ouvrez votre lien personnel ci-dessous pour les lire et les signer. Aucun compte ni mot de passe n’est nécessaire : un code à usage unique vous sera envoyé pour confirmer que c’est bien vous.',
      `Ce lien est à vous seul : ne le transmettez pas. Il reste valable jusqu’au ${p.expiresOn}.`,
    ],
    action: { label: 'Lire et signer les documents', url: p.url },
    signature: p.brand,
  }),
  'signature-invitation-sms': (p) =>
    `${p.brand} : ${p.reminder ? 'rappel, des' : 'des'} documents attendent votre signature. Votre lien personnel, valable jusqu’au ${p.expiresOn} : ${p.url}`,
  'signature-reminder': (p) => ({
    subject: `${p.brand} : votre signature est attendue`,
    greeting: `Bonjour ${p.recipientName},`,
    paragraphs: [
      `Les documents de ${p.dossierLabel} attendent votre signature.`,
      'Connectez-vous pour les relire et les signer.',
    ],
    action: { label: 'Signer mes documents', url: p.url },
    signature: p.brand,
  }),
  'signed-documents-available': (p) => ({
    subject: `${p.brand} : vos documents signés`,
    greeting: `Bonjour ${p.recipientName},`,
    paragraphs: [signedFr(p), 'Connectez-vous pour télécharger vos documents signés et les conserver.'],
    action: { label: 'Télécharger mes documents', url: p.url },
    signature: p.brand,
  }),
  'signature-reminder-advisor': (p) => ({
    subject: `${p.brand} : des signatures sont attendues`,
    greeting: `Bonjour ${p.advisorName},`,
    paragraphs: [
      `Les documents de ${p.dossierLabel} attendent encore la signature de : ${p.awaited}.`,
      'Les parties sans compte ont reçu un nouveau lien personnel pour signer ; elles peuvent aussi signer en votre présence, depuis le dossier.',
    ],
    action: { label: 'Ouvrir le dossier', url: p.url },
    signature: p.brand,
  }),
  'signed-documents-attached': (p) => ({
    subject: `${p.brand} : vos documents signés`,
    greeting: `Bonjour ${p.recipientName},`,
    paragraphs: [
      signedFr(p),
      p.withAccount
        ? 'Vos documents signés sont joints à ce message : conservez-les. Ils restent aussi téléchargeables après connexion.'
        : 'Vos documents signés sont joints à ce message : conservez-les.',
    ],
    ...(p.withAccount ? { action: { label: 'Ouvrir mon dossier', url: p.url } } : {}),
    signature: p.brand,
  }),
  'envelope-declined': (p) => ({
    subject: `${p.brand} : ${p.signerName} a refusé de signer`,
    greeting: `Bonjour ${p.advisorName},`,
    paragraphs: [
      `${p.signerName} a refusé de signer les documents de ${p.dossierLabel}.`,
      `Motif donné : « ${p.reason} »`,
      'Les signatures de ces documents sont annulées : une nouvelle signature pourra être ouverte depuis le dossier.',
    ],
    action: { label: 'Ouvrir le dossier', url: p.url },
    signature: p.brand,
  }),
  'envelope-expired': (p) => ({
    subject: `${p.brand} : une signature a expiré`,
    greeting: `Bonjour ${p.advisorName},`,
    paragraphs: [
      `La signature des documents de ${p.dossierLabel} a expiré avant que toutes les parties aient signé.`,
      'Une nouvelle signature pourra être ouverte depuis le dossier.',
    ],
    action: { label: 'Ouvrir le dossier', url: p.url },
    signature: p.brand,
  }),
  'envelope-cancelled': (p) => ({
    subject: `${p.brand} : une signature a été annulée`,
    greeting: `Bonjour ${p.advisorName},`,
    paragraphs: [
      `${p.cancelledBy} a annulé la signature des documents de ${p.dossierLabel}.`,
      `Motif donné : « ${p.reason} »`,
    ],
    action: { label: 'Ouvrir le dossier', url: p.url },
    signature: p.brand,
  }),
};

const en: TMessageStrings = {
  'one-time-code-sms': (p) =>
    `${p.brand}: your signing code is ${p.code}. It expires in ${p.minutes} minutes. Do not share it with anyone.`,
  'one-time-code-email': (p) => ({
    subject: `${p.brand}: your signing code ${p.code}`,
    greeting: `Hello ${p.recipientName},`,
    paragraphs: [
      `Your signing code is ${p.code}.`,
      `Enter it on the signing page. It expires in ${p.minutes} minutes and works only once.`,
      'Do not share it with anyone, not even your advisor. If you did not ask for this code, ignore this message.',
    ],
    signature: p.brand,
  }),
  'signature-invitation': (p) => ({
    subject: p.reminder
      ? `${p.brand}: reminder, documents await your signature`
      : `${p.brand}: documents await your signature`,
    greeting: `Hello ${p.recipientName},`,
    paragraphs: [
      `${p.reminder ? 'Reminder: the' : 'The'} following documents of ${p.dossierLabel} await your signature: ${p.documents}.`,
      'Open your personal link below to read and sign them. No account or password is needed: a one-time code will be sent to you to confirm it is you.',
      `This link is yours alone: do not pass it on. It remains valid until ${p.expiresOn}.`,
    ],
    action: { label: 'Read and sign the documents', url: p.url },
    signature: p.brand,
  }),
  'signature-invitation-sms': (p) =>
    `${p.brand}: ${p.reminder ? 'reminder, ' : ''}documents await your signature. Your personal link, valid until ${p.expiresOn}: ${p.url}`,
  'signature-reminder': (p) => ({
    subject: `${p.brand}: your signature is awaited`,
    greeting: `Hello ${p.recipientName},`,
    paragraphs: [
      `The documents of ${p.dossierLabel} are waiting for your signature.`,
      'Sign in to read and sign them.',
    ],
    action: { label: 'Sign my documents', url: p.url },
    signature: p.brand,
  }),
  'signed-documents-available': (p) => ({
    subject: `${p.brand}: your signed documents`,
    greeting: `Hello ${p.recipientName},`,
    paragraphs: [signedEn(p), 'Sign in to download your signed documents and keep them.'],
    action: { label: 'Download my documents', url: p.url },
    signature: p.brand,
  }),
  'signature-reminder-advisor': (p) => ({
    subject: `${p.brand}: signatures are awaited`,
    greeting: `Hello ${p.advisorName},`,
    paragraphs: [
      `The documents of ${p.dossierLabel} still await the signature of: ${p.awaited}.`,
      'The parties without an account were sent a new personal link to sign; they can also sign in your presence, from the folder.',
    ],
    action: { label: 'Open the folder', url: p.url },
    signature: p.brand,
  }),
  'signed-documents-attached': (p) => ({
    subject: `${p.brand}: your signed documents`,
    greeting: `Hello ${p.recipientName},`,
    paragraphs: [
      signedEn(p),
      p.withAccount
        ? 'Your signed documents are attached to this message: keep them. They can also be downloaded after signing in.'
        : 'Your signed documents are attached to this message: keep them.',
    ],
    ...(p.withAccount ? { action: { label: 'Open my folder', url: p.url } } : {}),
    signature: p.brand,
  }),
  'envelope-declined': (p) => ({
    subject: `${p.brand}: ${p.signerName} declined to sign`,
    greeting: `Hello ${p.advisorName},`,
    paragraphs: [
      `${p.signerName} declined to sign the documents of ${p.dossierLabel}.`,
      `Reason given: “${p.reason}”`,
      'The signatures of these documents are void: a new signature can be opened from the folder.',
    ],
    action: { label: 'Open the folder', url: p.url },
    signature: p.brand,
  }),
  'envelope-expired': (p) => ({
    subject: `${p.brand}: a signature expired`,
    greeting: `Hello ${p.advisorName},`,
    paragraphs: [
      `The signature of the documents of ${p.dossierLabel} expired before every party signed.`,
      'A new signature can be opened from the folder.',
    ],
    action: { label: 'Open the folder', url: p.url },
    signature: p.brand,
  }),
  'envelope-cancelled': (p) => ({
    subject: `${p.brand}: a signature was cancelled`,
    greeting: `Hello ${p.advisorName},`,
    paragraphs: [
      `${p.cancelledBy} cancelled the signature of the documents of ${p.dossierLabel}.`,
      `Reason given: “${p.reason}”`,
    ],
    action: { label: 'Open the folder', url: p.url },
    signature: p.brand,
  }),
};

/** Every template's wording, French (the default) and English. */
export const MESSAGE_STRINGS: Readonly<Record<TLocale, TMessageStrings>> = { fr, en };
