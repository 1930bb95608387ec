import type { TLocale, TSignatureParty, TSignatureStep } from '@souscription/contract';
import { t, type TServerKey } from '../../i18n/translate.js';
import { escapeHtml } from '../../shared/escape-html.js';
import type { TCodeNotice } from './service/ceremony-code.js';
import {
  getCeremonyConsent,
  type TCeremonyRefusal,
  type TDecisionProblem,
  type TOpenCeremony,
} from './service/signing-ceremony.js';
import { describeParty, describeStep } from './service/signature-words.js';

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
/** « Un code à 6 chiffres sera envoyé par SMS au … », or « Code envoyé … » once sent. */
function codeSentence(locale: TLocale, sent: boolean, channel: 'sms' | 'email', to: string): string {
  if (channel === 'sms') {
    return t(locale, sent ? 'signing-page.code-sent-to-sms' : 'signing-page.code-goes-to-sms', { to });
  }
  return t(locale, sent ? 'signing-page.code-sent-to-email' : 'signing-page.code-goes-to-email', { to });
}

/** « 12 s », « 3 min »: how long to wait, as the page says it. */
function waitText(locale: TLocale, seconds: number): string {
  return seconds < 60
    ? t(locale, 'signing-page.wait-seconds', { count: seconds })
    : t(locale, 'signing-page.wait-minutes', { count: Math.ceil(seconds / 60) });
}

function layout(options: {
  locale: TLocale;
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

/** The words of each notice without a number (the others are written out below). */
const NOTICE_KEYS = {
  'code-sent': null,
  'send-failed': 'signing-page.notices.send-failed',
  'no-transport': 'signing-page.notices.no-transport',
  'no-destination': 'signing-page.notices.no-destination',
  'code-locked': 'signing-page.notices.code-locked',
  'code-expired': 'signing-page.notices.code-expired',
  'code-none': 'signing-page.notices.code-none',
  'code-verified': 'signing-page.notices.code-verified',
  'code-required': 'signing-page.notices.code-required',
  'consent-required': 'signing-page.notices.consent-required',
  'consent-changed': 'signing-page.notices.consent-changed',
  'reason-required': 'signing-page.notices.reason-required',
  'reason-too-long': 'signing-page.notices.reason-too-long',
} as const satisfies Partial<Record<TPageNotice['kind'], TServerKey | null>>;

function noticeText(locale: TLocale, notice: TPageNotice): string {
  switch (notice.kind) {
    case 'throttled':
      return t(locale, 'signing-page.notices.throttled', {
        wait: waitText(locale, notice.retryAfterSeconds),
      });
    case 'code-limit':
      return t(locale, 'signing-page.notices.code-limit', {
        wait: waitText(locale, notice.retryAfterSeconds),
      });
    case 'code-wrong':
      return t(locale, 'signing-page.notices.code-wrong', { count: notice.triesLeft });
    case 'code-format':
      return t(locale, 'signing-page.notices.code-format', { count: notice.triesLeft });
    default: {
      const key = NOTICE_KEYS[notice.kind];
      return key ? t(locale, key) : '';
    }
  }
}

/** The notice's paragraph (an alert for an error, a status otherwise), focused when it is an error. */
function noticeHtml(locale: TLocale, notice: TPageNotice | undefined, field: TNoticeField): string {
  if (!notice || notice.kind === 'code-sent' || fieldOf(notice) !== field) return '';
  const info = notice.kind === 'code-verified';
  const role = info ? 'status' : 'alert';
  return `<p id="${field}-notice" class="${info ? 'notice' : 'error'}" role="${role}">${escapeHtml(noticeText(locale, notice))}</p>`;
}

function isError(notice: TPageNotice | undefined, field: TNoticeField): boolean {
  return (
    !!notice && notice.kind !== 'code-sent' && notice.kind !== 'code-verified' && fieldOf(notice) === field
  );
}

/** The code step: where the code goes, « Recevoir un code », the six digits. */
function codeSection(open: TOpenCeremony, view: TPageView, base: string, masked: string | null) {
  const locale = open.locale;
  if (open.codeState === 'not-needed') {
    return `<section class="step" aria-labelledby="code-step"><h2 id="code-step">${t(locale, 'signing-page.code-step')}</h2><p>${t(locale, 'signing-page.session-note')}</p></section>`;
  }
  const channel = open.codeChannel;
  const notice = view.notice;
  if (open.codeState === 'verified') {
    return `<section class="step" aria-labelledby="code-step"><h2 id="code-step">${t(locale, 'signing-page.code-step')}</h2><p class="done">✓ ${t(locale, 'signing-page.verified')}</p></section>`;
  }
  const sent = open.codeState === 'sent';
  const where =
    channel && masked
      ? `<p${sent ? ' role="status"' : ''}>${escapeHtml(codeSentence(locale, sent, channel, masked))}</p>`
      : '';
  const hostNote = open.host
    ? `<p class="muted">${escapeHtml(t(locale, 'signing-page.host-note', { name: open.recipient.name }))}</p>`
    : '';
  const demo =
    sent && view.demoMailbox
      ? `<p class="demo">${t(locale, 'signing-page.demo')} <a href="${DEMO_MAILBOX_PATH}" target="_blank" rel="noopener">${t(locale, 'signing-page.demo-link')} <span class="muted">${t(locale, 'signing-page.new-tab')}</span></a></p>`
      : '';
  const locked = notice?.kind === 'code-locked' || notice?.kind === 'code-expired';
  // After an error about sending, or a code that can no longer be used, the next step is a new code.
  const sendFocus = isError(notice, 'send') || locked;
  const describedBy = isError(notice, 'send') ? 'send-notice' : locked ? 'code-notice' : null;
  const sendForm = `<form method="post" action="${base}" class="inline">
<input type="hidden" name="action" value="send-code">
${noticeHtml(locale, notice, 'send')}
<button type="submit" class="${sent && !locked ? 'secondary' : 'primary'}"${sendFocus ? ' autofocus' : ''}${describedBy ? ` aria-describedby="${describedBy}"` : ''}>${sent ? t(locale, 'signing-page.resend') : t(locale, 'signing-page.send')}</button>
</form>`;
  const codeError = isError(notice, 'code');
  const codeForm = sent
    ? `<form method="post" action="${base}" class="code">
<input type="hidden" name="action" value="verify-code">
<p><label for="code">${t(locale, 'signing-page.code-label')}</label><br>
<input id="code" name="code" type="text" inputmode="numeric" autocomplete="one-time-code" size="8" spellcheck="false" required${codeError ? ' aria-invalid="true" aria-describedby="code-notice"' : ''}${(notice?.kind === 'code-sent' || codeError) && !locked ? ' autofocus' : ''}></p>
${noticeHtml(locale, notice, 'code')}
<p><button type="submit" class="primary">${t(locale, 'signing-page.verify')}</button></p>
</form>`
    : '';
  const leave =
    notice?.kind === 'code-locked' && !open.invitation
      ? `<p><a href="${escapeHtml(open.returnUrl('locked'))}">${t(locale, 'signing-page.leave')}</a></p>`
      : '';
  return `<section class="step" aria-labelledby="code-step"><h2 id="code-step">${t(locale, 'signing-page.code-step')}</h2>
${where}${hostNote}${demo}${codeForm}${sendForm}${leave}</section>`;
}

/** The consent and « Signer », once the code is verified (or not needed). */
function signSection(open: TOpenCeremony, view: TPageView, base: string) {
  const locale = open.locale;
  const numbered = open.codeState !== 'not-needed';
  const heading = `<h2 id="sign-step">${numbered ? t(locale, 'signing-page.sign-step-numbered') : t(locale, 'signing-page.sign-step')}</h2>`;
  if (open.codeState === 'to-send' || open.codeState === 'sent') {
    return `<section class="step" aria-labelledby="sign-step">${heading}<p class="muted">${t(locale, 'signing-page.sign-after-code')}</p></section>`;
  }
  const consent = getCeremonyConsent(open);
  const consentError = isError(view.notice, 'consent');
  const focus = consentError || view.notice?.kind === 'code-verified';
  return `<section class="step" aria-labelledby="sign-step">${heading}
<form method="post" action="${base}">
<input type="hidden" name="action" value="sign">
<input type="hidden" name="consentVersion" value="${escapeHtml(consent.version)}">
${noticeHtml(locale, view.notice, 'consent')}
<p class="consent"><input type="checkbox" id="consent" name="consent" value="yes"${consentError ? ' aria-invalid="true" aria-describedby="consent-notice"' : ''}${focus ? ' autofocus' : ''}>
<label for="consent">${escapeHtml(consent.text)}</label></p>
<p class="muted">${escapeHtml(t(locale, 'signing-page.consent-version', { version: consent.version }))}</p>
<p class="buttons"><button type="submit" class="primary">${t(locale, 'signing-page.sign')}</button></p>
</form></section>`;
}

/** « Refuser », behind a disclosure: a required reason, then the refusal. */
function declineSection(locale: TLocale, view: TPageView, base: string) {
  const error = isError(view.notice, 'reason');
  return `<details class="step decline"${error ? ' open' : ''}>
<summary>${t(locale, 'signing-page.decline-title')}</summary>
<form method="post" action="${base}">
<input type="hidden" name="action" value="decline">
<p>${t(locale, 'signing-page.decline-intro')}</p>
<p><label for="reason">${t(locale, 'signing-page.reason-label')}</label><br>
<textarea id="reason" name="reason" rows="4" maxlength="2000"${error ? ' aria-invalid="true" aria-describedby="reason-notice" autofocus' : ''}>${escapeHtml(view.reason ?? '')}</textarea></p>
${noticeHtml(locale, view.notice, 'reason')}
<p><button type="submit" class="secondary">${t(locale, 'signing-page.decline')}</button></p>
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
  const locale = open.locale;
  const step = describeStep(open.envelope.step as TSignatureStep, open.locale);
  const role = describeParty(open.recipient.party as TSignatureParty, open.locale);
  const base = `/sign/${encodeURIComponent(token)}`;
  const documents = open.documents
    .map((document, index) => {
      const title = escapeHtml(document.title ?? document.name);
      const href = `${base}/documents/${document.id}`;
      return `<section class="document" aria-labelledby="doc-${index}">
<h3 id="doc-${index}">${title}</h3>
<p><a href="${href}" target="_blank" rel="noopener">${escapeHtml(t(locale, 'signing-page.open', { file: document.name }))}</a></p>
<div class="pages" data-pdf="${href}" data-page-label="${t(locale, 'signing-page.page')}" role="region" aria-label="${title}" tabindex="0"><p class="loading">${t(locale, 'signing-page.loading')}</p></div>
</section>`;
    })
    .join('\n');
  const who = `${t(locale, 'signing-page.signature-of', { name: open.recipient.name, role })}${open.host ? t(locale, 'signing-page.in-presence-of', { host: open.host.userName }) : ''}`;
  const body = `<main>
<header class="head"><p class="tenant">${escapeHtml(open.tenant.name)}</p>
<h1>${escapeHtml(t(locale, 'signing-page.title-step', { step }))}</h1>
<p class="who">${escapeHtml(who)}</p>
<p class="muted">${t(locale, 'signing-page.intro')}</p></header>
<h2>${t(locale, 'signing-page.documents')}</h2>
${documents}
${codeSection(open, view, base, maskedDestination)}
${signSection(open, view, base)}
${declineSection(locale, view, base)}
</main>`;
  return layout({
    locale: open.locale,
    title: t(locale, 'signing-page.title-step', { step }),
    primaryColor: open.tenant.primaryColor,
    body,
    script: true,
  });
}

/** Why an address is refused, in words. */
const REFUSAL_KEYS = {
  unknown: 'signing-page.refusals.unknown',
  'other-user': 'signing-page.refusals.other-user',
  used: 'signing-page.refusals.used',
  expired: 'signing-page.refusals.expired',
  closed: 'signing-page.refusals.closed',
  'link-done': 'signing-page.refusals.link-done',
  'link-expired': 'signing-page.refusals.link-expired',
  'link-closed': 'signing-page.refusals.link-closed',
} as const satisfies Record<TCeremonyRefusal, TServerKey>;

/** The clear page of a refused address: why, and a way back to the folder. */
export function renderRefusalPage(options: {
  refusal: TCeremonyRefusal;
  locale: TLocale;
  returnUrl: string | null;
  primaryColor?: string;
}): string {
  const { locale } = options;
  const title = t(locale, 'signing-page.refused-title');
  const back = options.returnUrl
    ? `<p><a class="button" href="${escapeHtml(options.returnUrl)}">${t(locale, 'signing-page.back')}</a></p>`
    : '';
  const body = `<main class="refusal" role="alert"><h1>${title}</h1><p>${t(locale, REFUSAL_KEYS[options.refusal])}</p>${back}</main>`;
  return layout({ locale, title, primaryColor: options.primaryColor ?? '#1f4e79', body });
}

/** The closing page of an invitation's link once its party answered: recorded, what comes next. */
export function renderAnsweredPage(options: {
  tenant: { name: string; primaryColor: string };
  name: string;
  answer: 'signed' | 'declined';
  locale: TLocale;
}): string {
  const { locale } = options;
  const signed = options.answer === 'signed';
  const title = t(locale, signed ? 'signing-page.signed-title' : 'signing-page.declined-title');
  const text = t(locale, signed ? 'signing-page.signed' : 'signing-page.declined', { name: options.name });
  const body = `<main class="refusal answered" role="status"><p class="tenant">${escapeHtml(options.tenant.name)}</p><h1>${title}</h1><p>${escapeHtml(text)}</p><p class="muted">${t(locale, 'signing-page.close-tab')}</p></main>`;
  return layout({ locale, title, primaryColor: options.tenant.primaryColor, body });
}

/** The page of a call over its address's limit: when to try again (the answer is a 429). */
export function renderLimitPage(options: { locale: TLocale; retryAfterSeconds: number }): string {
  const { locale } = options;
  const title = t(locale, 'signing-page.too-many-title');
  const text = t(locale, 'signing-page.too-many', { wait: waitText(locale, options.retryAfterSeconds) });
  const body = `<main class="refusal" role="alert"><h1>${title}</h1><p>${text}</p></main>`;
  return layout({ locale, title, primaryColor: '#1f4e79', body });
}
