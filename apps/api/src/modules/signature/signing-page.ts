import type { TSignatureParty, TSignatureStep } from '@souscription/contract';
import { escapeHtml } from '../../shared/escape-html.js';
import type { TCodeNotice } from './service/ceremony-code.js';
import {
  getCeremonyConsent,
  type TCeremonyRefusal,
  type TDecisionProblem,
  type TOpenCeremony,
} from './service/signing-ceremony.js';
import { describeParty, describeStep } from './service/seal-pdf.js';

/** What the page says after the last step: a code step's outcome, or why a decision was not taken. */
export type TPageNotice = TCodeNotice | { kind: TDecisionProblem };

/** How the page is shown beyond its ceremony. */
export type TPageView = {
  /** Messages stay in the demo mailbox (no SMTP, no SMS gateway): the page links to it. */
  demoMailbox: boolean;
  notice?: TPageNotice;
  /** The refusal reason typed, given back when the refusal was not taken. */
  reason?: string;
};

/** The demo mailbox page of the SPA. */
const DEMO_MAILBOX_PATH = '/boite-de-demonstration';
/** Before « : » a no-break space, before « ; ! ? » a narrow one (French typography). */
const NBSP = '\u00a0';
const NNBSP = '\u202f';

/** « de Pierre », « d’Antoine »: the French preposition elided before a vowel or a mute h. */
function ofFr(name: string): string {
  return /^[aeiouyhàâäéèêëîïôöùûü]/i.test(name.trim()) ? `d’${name}` : `de ${name}`;
}

function waitFr(seconds: number): string {
  if (seconds < 60) return `${seconds}${NBSP}s`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes}${NBSP}min`;
}
function waitEn(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} min`;
}

const TEXTS = {
  fr: {
    title: 'Signature électronique',
    intro: 'Lisez les documents ci-dessous avant de signer.',
    signatureOf: (name: string, role: string) => `Signature ${ofFr(name)} (${role.toLowerCase()})`,
    inPresenceOf: (host: string) => `, en présence ${ofFr(host)}`,
    hostNote: (name: string) =>
      `Le code est envoyé à ${name}, sur son propre téléphone ou à sa propre adresse e-mail${NBSP}: c’est ${name} qui le lit et le saisit ici.`,
    documents: 'Documents à signer',
    open: 'Ouvrir le PDF',
    loading: 'Chargement du document…',
    page: 'Page',
    codeStep: '1. Code de vérification',
    sessionNote: `Vous signez avec votre connexion à la plateforme${NBSP}: aucun code n’est demandé.`,
    codeGoesTo: (channel: 'sms' | 'email', masked: string) =>
      channel === 'sms'
        ? `Un code à 6 chiffres sera envoyé par SMS au ${masked}.`
        : `Un code à 6 chiffres sera envoyé par e-mail à ${masked}.`,
    codeSentTo: (channel: 'sms' | 'email', masked: string) =>
      channel === 'sms'
        ? `Code envoyé par SMS au ${masked}. Il est valable 10${NBSP}minutes.`
        : `Code envoyé par e-mail à ${masked}. Il est valable 10${NBSP}minutes.`,
    send: 'Recevoir un code',
    resend: 'Recevoir un nouveau code',
    codeLabel: 'Code reçu (6 chiffres)',
    verify: 'Valider le code',
    verified: 'Code vérifié.',
    demo: `Installation de démonstration${NBSP}: aucun SMS ni e-mail ne part d’ici, les messages sont gardés dans la boîte de démonstration.`,
    demoLink: 'Ouvrir la boîte de démonstration',
    newTab: '(nouvel onglet)',
    signStep: (numbered: boolean) =>
      numbered ? '2. Consentement et signature' : 'Consentement et signature',
    signAfterCode: 'Vous pourrez signer une fois le code vérifié.',
    consentVersion: (version: string) => `Texte de consentement, version du ${version}.`,
    sign: 'Signer',
    declineTitle: 'Refuser de signer',
    declineIntro: `Un refus met fin à cette signature pour toutes les parties${NBSP}: les documents ne seront pas signés et une nouvelle signature devra être demandée.`,
    reasonLabel: `Motif du refus (obligatoire, 2${NNBSP}000 caractères au plus)`,
    decline: 'Refuser',
    leave: 'Revenir au dossier sans signer',
    notices: {
      'code-sent': '',
      throttled: (seconds: number) =>
        `Un code vient d’être envoyé. Vous pourrez en demander un nouveau dans ${waitFr(seconds)}.`,
      'code-limit': (seconds: number) =>
        `Trop de codes ont été demandés pour cette signature ces derniers temps. Vous pourrez en demander un nouveau dans ${waitFr(seconds)}.`,
      'send-failed': 'Le code n’a pas pu être envoyé. Réessayez dans un instant.',
      'no-transport': `Ce service ne peut pas envoyer de code pour l’instant${NBSP}: aucun envoi d’e-mail ni de SMS n’est configuré. Prévenez votre conseiller.`,
      'no-destination': `Aucun numéro de mobile ni adresse e-mail valable n’est connu pour cette personne${NBSP}: elle ne peut pas recevoir de code. Corrigez ses coordonnées dans le dossier.`,
      'code-format': (triesLeft: number) =>
        `Saisissez les 6 chiffres du code reçu. ${triesLeft === 1 ? 'Il vous reste 1 essai.' : `Il vous reste ${triesLeft} essais.`}`,
      'code-wrong': (triesLeft: number) =>
        `Code incorrect. ${triesLeft === 1 ? 'Il vous reste 1 essai.' : `Il vous reste ${triesLeft} essais.`}`,
      'code-locked': `Trop de codes incorrects${NBSP}: ce code est bloqué. Demandez un nouveau code.`,
      'code-expired': 'Ce code a expiré (il est valable 10 minutes). Demandez un nouveau code.',
      'code-none': `Aucun code n’est en attente${NBSP}: demandez un code.`,
      'code-verified': `Code vérifié${NBSP}: vous pouvez signer.`,
      'code-required': `Vérifiez d’abord le code reçu${NBSP}: la signature n’est acceptée qu’après.`,
      'consent-required': 'Cochez la case de consentement pour signer.',
      'consent-changed': 'Le texte de consentement a changé. Relisez-le et cochez à nouveau la case.',
      'reason-required': 'Indiquez le motif de votre refus.',
      'reason-too-long': `Le motif ne peut pas dépasser 2${NNBSP}000 caractères.`,
    },
    refusals: {
      unknown: 'Cette adresse de signature n’existe pas.',
      'other-user': 'Cette adresse de signature a été créée pour un autre utilisateur.',
      used: 'Cette adresse de signature a déjà été utilisée. Demandez-en une nouvelle depuis le bouton de signature.',
      expired:
        'Cette adresse de signature a expiré (elle est valable 5 minutes). Demandez-en une nouvelle depuis le bouton de signature.',
      closed: 'Ces documents ne sont plus en attente de votre signature.',
      'link-done': `Vous avez déjà répondu par ce lien${NBSP}: il ne sert plus.`,
      'link-expired': `Ce lien de signature n’est plus valable${NBSP}: le délai pour signer ces documents est dépassé. Votre conseiller peut vous en proposer une nouvelle signature.`,
      'link-closed': `Ce lien de signature n’est plus valable${NBSP}: ces documents ne sont plus en attente de votre signature (déjà signés, refusés ou retirés).`,
    },
    refusedTitle: 'Signature impossible',
    tooManyTitle: 'Trop de demandes',
    tooMany: (seconds: number) =>
      `Trop de demandes de signature depuis votre adresse en peu de temps. Réessayez dans ${waitFr(seconds)}${NBSP}: rien n’est perdu.`,
    back: 'Revenir au dossier',
    answeredTitle: { signed: 'Signature enregistrée', declined: 'Refus enregistré' },
    answered: {
      signed: (name: string) =>
        `Merci ${name}, votre signature est enregistrée. Vos documents signés vous seront envoyés par e-mail une fois que toutes les personnes concernées auront signé.`,
      declined: (name: string) =>
        `${name}, votre refus et son motif sont enregistrés. Votre conseiller en est informé.`,
    },
    closeTab: 'Vous pouvez fermer cette page.',
  },
  en: {
    title: 'Electronic signature',
    intro: 'Read the documents below before signing.',
    signatureOf: (name: string, role: string) => `Signature of ${name} (${role.toLowerCase()})`,
    inPresenceOf: (host: string) => `, in the presence of ${host}`,
    hostNote: (name: string) =>
      `The code is sent to ${name}, on their own phone or to their own e-mail address: ${name} reads it and types it here.`,
    documents: 'Documents to sign',
    open: 'Open the PDF',
    loading: 'Loading the document…',
    page: 'Page',
    codeStep: '1. Verification code',
    sessionNote: 'You sign with your sign-in to the platform: no code is asked for.',
    codeGoesTo: (channel: 'sms' | 'email', masked: string) =>
      channel === 'sms'
        ? `A 6-digit code will be sent by text message to ${masked}.`
        : `A 6-digit code will be sent by e-mail to ${masked}.`,
    codeSentTo: (channel: 'sms' | 'email', masked: string) =>
      channel === 'sms'
        ? `Code sent by text message to ${masked}. It is valid for 10 minutes.`
        : `Code sent by e-mail to ${masked}. It is valid for 10 minutes.`,
    send: 'Get a code',
    resend: 'Get a new code',
    codeLabel: 'Code received (6 digits)',
    verify: 'Check the code',
    verified: 'Code verified.',
    demo: 'Demonstration installation: no text message or e-mail leaves it; messages are kept in the demo mailbox.',
    demoLink: 'Open the demo mailbox',
    newTab: '(new tab)',
    signStep: (numbered: boolean) => (numbered ? '2. Consent and signature' : 'Consent and signature'),
    signAfterCode: 'You can sign once the code is verified.',
    consentVersion: (version: string) => `Consent text, version of ${version}.`,
    sign: 'Sign',
    declineTitle: 'Decline to sign',
    declineIntro:
      'Declining ends this signature for every party: the documents will not be signed and a new signature will have to be asked for.',
    reasonLabel: 'Reason for declining (required, at most 2,000 characters)',
    decline: 'Decline',
    leave: 'Back to the folder without signing',
    notices: {
      'code-sent': '',
      throttled: (seconds: number) =>
        `A code was just sent. You can ask for a new one in ${waitEn(seconds)}.`,
      'code-limit': (seconds: number) =>
        `Too many codes were asked for this signature lately. You can ask for a new one in ${waitEn(seconds)}.`,
      'send-failed': 'The code could not be sent. Try again in a moment.',
      'no-transport':
        'This service cannot send codes for now: no e-mail or text message sending is configured. Tell your advisor.',
      'no-destination':
        'No valid mobile number or e-mail address is known for this person: they cannot receive a code. Correct their details in the folder.',
      'code-format': (triesLeft: number) =>
        `Type the 6 digits of the code you received. ${triesLeft === 1 ? 'You have 1 try left.' : `You have ${triesLeft} tries left.`}`,
      'code-wrong': (triesLeft: number) =>
        `Wrong code. ${triesLeft === 1 ? '1 try left.' : `${triesLeft} tries left.`}`,
      'code-locked': 'Too many wrong codes: this code is locked. Ask for a new code.',
      'code-expired': 'This code has expired (it is valid for 10 minutes). Ask for a new code.',
      'code-none': 'No code is waiting: ask for a code.',
      'code-verified': 'Code verified: you can sign.',
      'code-required': 'Check the code you received first: the signature is accepted only after that.',
      'consent-required': 'Tick the consent box to sign.',
      'consent-changed': 'The consent text has changed. Read it again and tick the box again.',
      'reason-required': 'Give the reason why you decline.',
      'reason-too-long': 'The reason cannot be longer than 2,000 characters.',
    },
    refusals: {
      unknown: 'This signing address does not exist.',
      'other-user': 'This signing address was made for another user.',
      used: 'This signing address has already been used. Ask for a new one with the sign button.',
      expired:
        'This signing address has expired (it is valid for 5 minutes). Ask for a new one with the sign button.',
      closed: 'These documents are no longer waiting for your signature.',
      'link-done': 'You have already answered with this link: it no longer works.',
      'link-expired':
        'This signing link is no longer valid: the time to sign these documents is over. Your advisor can offer you a new signature.',
      'link-closed':
        'This signing link is no longer valid: these documents no longer wait for your signature (already signed, declined or withdrawn).',
    },
    refusedTitle: 'Signing is not possible',
    tooManyTitle: 'Too many requests',
    tooMany: (seconds: number) =>
      `Too many signing requests from your address in a short time. Try again in ${waitEn(seconds)}: nothing is lost.`,
    back: 'Back to the folder',
    answeredTitle: { signed: 'Signature recorded', declined: 'Refusal recorded' },
    answered: {
      signed: (name: string) =>
        `Thank you ${name}, your signature is recorded. Your signed documents will be sent to you by e-mail once everyone concerned has signed.`,
      declined: (name: string) => `${name}, your refusal and its reason are recorded. Your advisor is told.`,
    },
    closeTab: 'You may close this page.',
  },
} as const;

type TTexts = (typeof TEXTS)[keyof typeof TEXTS];

function layout(options: {
  locale: 'fr' | 'en';
  title: string;
  primaryColor: string;
  body: string;
  script?: boolean;
}) {
  const color = /^#[0-9a-fA-F]{6}$/.test(options.primaryColor) ? options.primaryColor : '#1f4e79';
  return `<!doctype html>
<html lang="${options.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(options.title)}</title>
<link rel="stylesheet" href="/sign/assets/signing-page.css">
<style>:root{--primary:${color}}</style>
${options.script ? '<script type="module" src="/sign/assets/signing-page.js"></script>' : ''}
</head>
<body>
${options.body}
</body>
</html>`;
}

/** Where a notice shows: beside the field it is about. */
type TNoticeField = 'send' | 'code' | 'consent' | 'reason';

function fieldOf(notice: TPageNotice): TNoticeField {
  switch (notice.kind) {
    case 'code-sent':
    case 'throttled':
    case 'code-limit':
    case 'send-failed':
    case 'no-transport':
    case 'no-destination':
    case 'code-none':
    case 'code-required':
      return 'send';
    case 'consent-required':
    case 'consent-changed':
    case 'code-verified':
      return 'consent';
    case 'reason-required':
    case 'reason-too-long':
      return 'reason';
    default:
      return 'code';
  }
}

function noticeText(t: TTexts, notice: TPageNotice): string {
  switch (notice.kind) {
    case 'throttled':
      return t.notices.throttled(notice.retryAfterSeconds);
    case 'code-limit':
      return t.notices['code-limit'](notice.retryAfterSeconds);
    case 'code-wrong':
    case 'code-format':
      return t.notices[notice.kind](notice.triesLeft);
    default:
      return t.notices[notice.kind];
  }
}

/** The notice's paragraph (an alert for an error, a status otherwise), focused when it is an error. */
function noticeHtml(t: TTexts, notice: TPageNotice | undefined, field: TNoticeField): string {
  if (!notice || notice.kind === 'code-sent' || fieldOf(notice) !== field) return '';
  const info = notice.kind === 'code-verified';
  const role = info ? 'status' : 'alert';
  return `<p id="${field}-notice" class="${info ? 'notice' : 'error'}" role="${role}">${escapeHtml(noticeText(t, notice))}</p>`;
}

function isError(notice: TPageNotice | undefined, field: TNoticeField): boolean {
  return (
    !!notice && notice.kind !== 'code-sent' && notice.kind !== 'code-verified' && fieldOf(notice) === field
  );
}

/** The code step: where the code goes, « Recevoir un code », the six digits. */
function codeSection(open: TOpenCeremony, view: TPageView, t: TTexts, base: string, masked: string | null) {
  if (open.codeState === 'not-needed') {
    return `<section class="step" aria-labelledby="code-step"><h2 id="code-step">${t.codeStep}</h2><p>${t.sessionNote}</p></section>`;
  }
  const channel = open.codeChannel;
  const notice = view.notice;
  if (open.codeState === 'verified') {
    return `<section class="step" aria-labelledby="code-step"><h2 id="code-step">${t.codeStep}</h2><p class="done">✓ ${t.verified}</p></section>`;
  }
  const sent = open.codeState === 'sent';
  const where =
    channel && masked
      ? `<p${sent ? ' role="status"' : ''}>${escapeHtml(sent ? t.codeSentTo(channel, masked) : t.codeGoesTo(channel, masked))}</p>`
      : '';
  const hostNote = open.host ? `<p class="muted">${escapeHtml(t.hostNote(open.recipient.name))}</p>` : '';
  const demo =
    sent && view.demoMailbox
      ? `<p class="demo">${t.demo} <a href="${DEMO_MAILBOX_PATH}" target="_blank" rel="noopener">${t.demoLink} <span class="muted">${t.newTab}</span></a></p>`
      : '';
  const locked = notice?.kind === 'code-locked' || notice?.kind === 'code-expired';
  // After an error about sending, or a code that can no longer be used, the next step is a new code.
  const sendFocus = isError(notice, 'send') || locked;
  const describedBy = isError(notice, 'send') ? 'send-notice' : locked ? 'code-notice' : null;
  const sendForm = `<form method="post" action="${base}" class="inline">
<input type="hidden" name="action" value="send-code">
${noticeHtml(t, notice, 'send')}
<button type="submit" class="${sent && !locked ? 'secondary' : 'primary'}"${sendFocus ? ' autofocus' : ''}${describedBy ? ` aria-describedby="${describedBy}"` : ''}>${sent ? t.resend : t.send}</button>
</form>`;
  const codeError = isError(notice, 'code');
  const codeForm = sent
    ? `<form method="post" action="${base}" class="code">
<input type="hidden" name="action" value="verify-code">
<p><label for="code">${t.codeLabel}</label><br>
<input id="code" name="code" type="text" inputmode="numeric" autocomplete="one-time-code" size="8" spellcheck="false" required${codeError ? ' aria-invalid="true" aria-describedby="code-notice"' : ''}${(notice?.kind === 'code-sent' || codeError) && !locked ? ' autofocus' : ''}></p>
${noticeHtml(t, notice, 'code')}
<p><button type="submit" class="primary">${t.verify}</button></p>
</form>`
    : '';
  const leave =
    notice?.kind === 'code-locked' && !open.invitation
      ? `<p><a href="${escapeHtml(open.returnUrl('locked'))}">${t.leave}</a></p>`
      : '';
  return `<section class="step" aria-labelledby="code-step"><h2 id="code-step">${t.codeStep}</h2>
${where}${hostNote}${demo}${codeForm}${sendForm}${leave}</section>`;
}

/** The consent and « Signer », once the code is verified (or not needed). */
function signSection(open: TOpenCeremony, view: TPageView, t: TTexts, base: string) {
  const numbered = open.codeState !== 'not-needed';
  const heading = `<h2 id="sign-step">${t.signStep(numbered)}</h2>`;
  if (open.codeState === 'to-send' || open.codeState === 'sent') {
    return `<section class="step" aria-labelledby="sign-step">${heading}<p class="muted">${t.signAfterCode}</p></section>`;
  }
  const consent = getCeremonyConsent(open);
  const consentError = isError(view.notice, 'consent');
  const focus = consentError || view.notice?.kind === 'code-verified';
  return `<section class="step" aria-labelledby="sign-step">${heading}
<form method="post" action="${base}">
<input type="hidden" name="action" value="sign">
<input type="hidden" name="consentVersion" value="${escapeHtml(consent.version)}">
${noticeHtml(t, view.notice, 'consent')}
<p class="consent"><input type="checkbox" id="consent" name="consent" value="yes"${consentError ? ' aria-invalid="true" aria-describedby="consent-notice"' : ''}${focus ? ' autofocus' : ''}>
<label for="consent">${escapeHtml(consent.text)}</label></p>
<p class="muted">${escapeHtml(t.consentVersion(consent.version))}</p>
<p class="buttons"><button type="submit" class="primary">${t.sign}</button></p>
</form></section>`;
}

/** « Refuser », behind a disclosure: a required reason, then the refusal. */
function declineSection(view: TPageView, t: TTexts, base: string) {
  const error = isError(view.notice, 'reason');
  return `<details class="step decline"${error ? ' open' : ''}>
<summary>${t.declineTitle}</summary>
<form method="post" action="${base}">
<input type="hidden" name="action" value="decline">
<p>${t.declineIntro}</p>
<p><label for="reason">${t.reasonLabel}</label><br>
<textarea id="reason" name="reason" rows="4" maxlength="2000"${error ? ' aria-invalid="true" aria-describedby="reason-notice" autofocus' : ''}>${escapeHtml(view.reason ?? '')}</textarea></p>
${noticeHtml(t, view.notice, 'reason')}
<p><button type="submit" class="secondary">${t.decline}</button></p>
</form></details>`;
}

/**
 * The signing page: who signs (and who hosts), the documents rendered page by page, the one-time
 * code step (« Recevoir un code », the six digits), the consent and « Signer », and « Refuser » with
 * its reason. Forms post to the page's own address; no script is needed beyond the PDF rendering.
 */
export function renderSigningPage(
  open: TOpenCeremony,
  token: string,
  view: TPageView,
  maskedDestination: string | null,
): string {
  const t = TEXTS[open.locale];
  const step = describeStep(open.envelope.step as TSignatureStep, open.locale);
  const role = describeParty(open.recipient.party as TSignatureParty, open.locale);
  const base = `/sign/${encodeURIComponent(token)}`;
  const documents = open.documents
    .map((document, index) => {
      const title = escapeHtml(document.title ?? document.name);
      const href = `${base}/documents/${document.id}`;
      return `<section class="document" aria-labelledby="doc-${index}">
<h3 id="doc-${index}">${title}</h3>
<p><a href="${href}" target="_blank" rel="noopener">${t.open} (${escapeHtml(document.name)})</a></p>
<div class="pages" data-pdf="${href}" data-page-label="${t.page}" role="region" aria-label="${title}" tabindex="0"><p class="loading">${t.loading}</p></div>
</section>`;
    })
    .join('\n');
  const who = `${t.signatureOf(open.recipient.name, role)}${open.host ? t.inPresenceOf(open.host.userName) : ''}`;
  const body = `<main>
<header class="head"><p class="tenant">${escapeHtml(open.tenant.name)}</p>
<h1>${t.title} — ${escapeHtml(step)}</h1>
<p class="who">${escapeHtml(who)}</p>
<p class="muted">${t.intro}</p></header>
<h2>${t.documents}</h2>
${documents}
${codeSection(open, view, t, base, maskedDestination)}
${signSection(open, view, t, base)}
${declineSection(view, t, base)}
</main>`;
  return layout({
    locale: open.locale,
    title: `${t.title} — ${step}`,
    primaryColor: open.tenant.primaryColor,
    body,
    script: true,
  });
}

/** The clear page of a refused address: why, and a way back to the folder. */
export function renderRefusalPage(options: {
  refusal: TCeremonyRefusal;
  locale: 'fr' | 'en';
  returnUrl: string | null;
  primaryColor?: string;
}): string {
  const t = TEXTS[options.locale];
  const back = options.returnUrl
    ? `<p><a class="button" href="${escapeHtml(options.returnUrl)}">${t.back}</a></p>`
    : '';
  const body = `<main class="refusal" role="alert"><h1>${t.refusedTitle}</h1><p>${t.refusals[options.refusal]}</p>${back}</main>`;
  return layout({
    locale: options.locale,
    title: t.refusedTitle,
    primaryColor: options.primaryColor ?? '#1f4e79',
    body,
  });
}

/** The closing page of an invitation's link once its party answered: recorded, what comes next. */
export function renderAnsweredPage(options: {
  tenant: { name: string; primaryColor: string };
  name: string;
  answer: 'signed' | 'declined';
  locale: 'fr' | 'en';
}): string {
  const t = TEXTS[options.locale];
  const title = t.answeredTitle[options.answer];
  const body = `<main class="refusal answered" role="status"><p class="tenant">${escapeHtml(options.tenant.name)}</p><h1>${title}</h1><p>${escapeHtml(t.answered[options.answer](options.name))}</p><p class="muted">${t.closeTab}</p></main>`;
  return layout({ locale: options.locale, title, primaryColor: options.tenant.primaryColor, body });
}

/** The page of a call over its address's limit: when to try again (the answer is a 429). */
export function renderLimitPage(options: { locale: 'fr' | 'en'; retryAfterSeconds: number }): string {
  const t = TEXTS[options.locale];
  const body = `<main class="refusal" role="alert"><h1>${t.tooManyTitle}</h1><p>${t.tooMany(options.retryAfterSeconds)}</p></main>`;
  return layout({ locale: options.locale, title: t.tooManyTitle, primaryColor: '#1f4e79', body });
}
