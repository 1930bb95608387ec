import type { TLocale } from '@souscription/contract';
import type { TMessageTemplateParams as P } from './message-templates.types.js';

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
  'signature-reminder': (p: P['signature-reminder']) => TEmailContent;
  'signature-reminder-advisor': (p: P['signature-reminder-advisor']) => TEmailContent;
  'signed-documents-available': (p: P['signed-documents-available']) => TEmailContent;
  'signed-documents-attached': (p: P['signed-documents-attached']) => TEmailContent;
  'envelope-declined': (p: P['envelope-declined']) => TEmailContent;
  'envelope-expired': (p: P['envelope-expired']) => TEmailContent;
  'envelope-cancelled': (p: P['envelope-cancelled']) => TEmailContent;
};

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
    paragraphs: [
      `Toutes les parties ont signé les documents de ${p.dossierLabel}.`,
      'Connectez-vous pour télécharger vos documents signés et les conserver.',
    ],
    action: { label: 'Télécharger mes documents', url: p.url },
    signature: p.brand,
  }),
  'signature-reminder-advisor': (p) => ({
    subject: `${p.brand} : des signatures sont attendues`,
    greeting: `Bonjour ${p.advisorName},`,
    paragraphs: [
      `Les documents de ${p.dossierLabel} attendent encore la signature de : ${p.awaited}.`,
      'Les parties sans compte signent en votre présence, depuis le dossier.',
    ],
    action: { label: 'Ouvrir le dossier', url: p.url },
    signature: p.brand,
  }),
  'signed-documents-attached': (p) => ({
    subject: `${p.brand} : vos documents signés`,
    greeting: `Bonjour ${p.recipientName},`,
    paragraphs: [
      `Toutes les parties ont signé les documents de ${p.dossierLabel}.`,
      'Vos documents signés sont joints à ce message : conservez-les. Ils restent aussi téléchargeables après connexion.',
    ],
    action: { label: 'Ouvrir mon dossier', url: p.url },
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
    paragraphs: [
      `Every party has signed the documents of ${p.dossierLabel}.`,
      'Sign in to download your signed documents and keep them.',
    ],
    action: { label: 'Download my documents', url: p.url },
    signature: p.brand,
  }),
  'signature-reminder-advisor': (p) => ({
    subject: `${p.brand}: signatures are awaited`,
    greeting: `Hello ${p.advisorName},`,
    paragraphs: [
      `The documents of ${p.dossierLabel} still await the signature of: ${p.awaited}.`,
      'The parties without an account sign in your presence, from the folder.',
    ],
    action: { label: 'Open the folder', url: p.url },
    signature: p.brand,
  }),
  'signed-documents-attached': (p) => ({
    subject: `${p.brand}: your signed documents`,
    greeting: `Hello ${p.recipientName},`,
    paragraphs: [
      `Every party has signed the documents of ${p.dossierLabel}.`,
      'Your signed documents are attached to this message: keep them. They can also be downloaded after signing in.',
    ],
    action: { label: 'Open my folder', url: p.url },
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
