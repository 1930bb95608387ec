// The automatic JSX runtime whoever compiles this file (tsx run from another folder than apps/api
// does not read apps/api/tsconfig.json): @jsxRuntime automatic @jsxImportSource react
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { TLocale, TSignatureParty, TSignatureStep } from '@souscription/contract';
import { t, type TServerKey } from '../../i18n/translate.js';
import type { TCodeNotice } from './service/ceremony-code.js';
import type { TLaterAmendment } from './service/later-amendment.js';
import {
  getCeremonyConsent,
  type TCeremonyRefusal,
  type TDecisionProblem,
  type TOpenCeremony,
} from './service/signing-ceremony.js';
import { describeParty, describeStep } from './service/signature-words.js';

/**
 * The signing page and its companions (refusal, answered, over the limit), written as JSX and
 * rendered on the server with `renderToStaticMarkup`: every value (a name, a reason, a title) is
 * escaped by construction. The words come from the server's catalogues (`signing-page.*`).
 */

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
const DEFAULT_COLOR = '#1f4e79';

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

/** The whole document: `<!doctype html>`, the tenant's colour, the page's style and script. */
function renderDocument(options: {
  locale: TLocale;
  title: string;
  primaryColor: string;
  script?: boolean;
  children: ReactNode;
}): string {
  const { locale } = options;
  // Only a colour in `#rrggbb` goes into the style; anything else is the default.
  const color = /^#[0-9a-fA-F]{6}$/.test(options.primaryColor) ? options.primaryColor : DEFAULT_COLOR;
  const markup = renderToStaticMarkup(
    <html lang={options.locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{options.title}</title>
        <link rel="stylesheet" href="/sign/assets/signing-page.css" />
        <style>{`:root{--primary:${color}}`}</style>
        {options.script ? <script type="module" src="/sign/assets/signing-page.js" /> : null}
      </head>
      {options.script ? (
        // The script's words while a form is sent, and the line that tells a screen reader.
        <body data-sending={t(locale, 'signing-page.sending')}>
          <p id="page-status" className="visually-hidden" role="status" />
          {options.children}
        </body>
      ) : (
        <body>{options.children}</body>
      )}
    </html>,
  );
  return `<!doctype html>\n${markup}`;
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

function isError(notice: TPageNotice | undefined, field: TNoticeField): boolean {
  return (
    !!notice && notice.kind !== 'code-sent' && notice.kind !== 'code-verified' && fieldOf(notice) === field
  );
}

/** The notice's paragraph beside its field (an alert for an error, a status otherwise). */
function Notice(props: { locale: TLocale; notice: TPageNotice | undefined; field: TNoticeField }) {
  const { notice, field } = props;
  if (!notice || notice.kind === 'code-sent' || fieldOf(notice) !== field) return null;
  const info = notice.kind === 'code-verified';
  return (
    <p id={`${field}-notice`} className={info ? 'notice' : 'error'} role={info ? 'status' : 'alert'}>
      {noticeText(props.locale, notice)}
    </p>
  );
}

type TSectionProps = { open: TOpenCeremony; view: TPageView; action: string };

/** The code step's heading, in its section. */
function CodeStep(props: { locale: TLocale; children: ReactNode }) {
  return (
    <section className="step" aria-labelledby="code-step">
      <h2 id="code-step">{t(props.locale, 'signing-page.code-step')}</h2>
      {props.children}
    </section>
  );
}

/** « Recevoir un code » (or a new one), with what went wrong sending the last. */
function SendCodeForm({ open, view, action }: TSectionProps) {
  const { locale } = open;
  const notice = view.notice;
  const sent = open.codeState === 'sent';
  const locked = notice?.kind === 'code-locked' || notice?.kind === 'code-expired';
  // After an error about sending, or a code that can no longer be used, the next step is a new code.
  const sendError = isError(notice, 'send');
  const describedBy = sendError ? 'send-notice' : locked ? 'code-notice' : undefined;
  return (
    <form method="post" action={action} className="inline">
      <input type="hidden" name="action" value="send-code" />
      <Notice locale={locale} notice={notice} field="send" />
      <button
        type="submit"
        className={sent && !locked ? 'secondary' : 'primary'}
        autoFocus={sendError || locked}
        aria-describedby={describedBy}
      >
        {t(locale, sent ? 'signing-page.resend' : 'signing-page.send')}
      </button>
    </form>
  );
}

/** The six digits received, and « Valider le code ». */
function VerifyCodeForm({ open, view, action }: TSectionProps) {
  const { locale } = open;
  const notice = view.notice;
  const locked = notice?.kind === 'code-locked' || notice?.kind === 'code-expired';
  const codeError = isError(notice, 'code');
  return (
    <form method="post" action={action} className="code">
      <input type="hidden" name="action" value="verify-code" />
      <p>
        <label htmlFor="code">{t(locale, 'signing-page.code-label')}</label>
        <br />
        <input
          id="code"
          name="code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          size={8}
          spellCheck={false}
          required
          aria-invalid={codeError ? true : undefined}
          aria-describedby={codeError ? 'code-notice' : undefined}
          autoFocus={(notice?.kind === 'code-sent' || codeError) && !locked}
        />
      </p>
      <Notice locale={locale} notice={notice} field="code" />
      <p>
        <button type="submit" className="primary">
          {t(locale, 'signing-page.verify')}
        </button>
      </p>
    </form>
  );
}

/** The code step: where the code goes, « Recevoir un code », the six digits. */
function CodeSection(props: TSectionProps & { masked: string | null }) {
  const { open, view, masked } = props;
  const { locale } = open;
  if (open.codeState === 'not-needed') {
    return (
      <CodeStep locale={locale}>
        <p>{t(locale, 'signing-page.session-note')}</p>
      </CodeStep>
    );
  }
  if (open.codeState === 'verified') {
    return (
      <CodeStep locale={locale}>
        <p className="done">✓ {t(locale, 'signing-page.verified')}</p>
      </CodeStep>
    );
  }
  const sent = open.codeState === 'sent';
  const channel = open.codeChannel;
  return (
    <CodeStep locale={locale}>
      {channel && masked ? (
        <p role={sent ? 'status' : undefined}>{codeSentence(locale, sent, channel, masked)}</p>
      ) : null}
      {open.host ? (
        <p className="muted">{t(locale, 'signing-page.host-note', { name: open.recipient.name })}</p>
      ) : null}
      {sent && view.demoMailbox ? (
        <p className="demo">
          {t(locale, 'signing-page.demo')}{' '}
          <a href={DEMO_MAILBOX_PATH} target="_blank" rel="noopener">
            {t(locale, 'signing-page.demo-link')}{' '}
            <span className="muted">{t(locale, 'signing-page.new-tab')}</span>
          </a>
        </p>
      ) : null}
      {sent ? <VerifyCodeForm {...props} /> : null}
      <SendCodeForm {...props} />
      {view.notice?.kind === 'code-locked' && !open.invitation ? (
        <p>
          <a href={open.returnUrl('locked')}>{t(locale, 'signing-page.leave')}</a>
        </p>
      ) : null}
    </CodeStep>
  );
}

/** The consent and « Signer », once the code is verified (or not needed). */
function SignSection({ open, view, action }: TSectionProps) {
  const { locale } = open;
  const numbered = open.codeState !== 'not-needed';
  const heading = (
    <h2 id="sign-step">
      {t(locale, numbered ? 'signing-page.sign-step-numbered' : 'signing-page.sign-step')}
    </h2>
  );
  if (open.codeState === 'to-send' || open.codeState === 'sent') {
    return (
      <section className="step" aria-labelledby="sign-step">
        {heading}
        <p className="muted">{t(locale, 'signing-page.sign-after-code')}</p>
      </section>
    );
  }
  const consent = getCeremonyConsent(open);
  const consentError = isError(view.notice, 'consent');
  return (
    <section className="step" aria-labelledby="sign-step">
      {heading}
      <form method="post" action={action}>
        <input type="hidden" name="action" value="sign" />
        <input type="hidden" name="consentVersion" value={consent.version} />
        <Notice locale={locale} notice={view.notice} field="consent" />
        <p className="consent">
          <input
            type="checkbox"
            id="consent"
            name="consent"
            value="yes"
            aria-invalid={consentError ? true : undefined}
            aria-describedby={consentError ? 'consent-notice' : undefined}
            autoFocus={consentError || view.notice?.kind === 'code-verified'}
          />{' '}
          <label htmlFor="consent">{consent.text}</label>
        </p>
        <p className="muted">{t(locale, 'signing-page.consent-version', { version: consent.version })}</p>
        <p className="buttons">
          <button type="submit" className="primary">
            {t(locale, 'signing-page.sign')}
          </button>
        </p>
      </form>
    </section>
  );
}

/** « Refuser », behind a disclosure: a required reason, then the refusal. */
function DeclineSection(props: { locale: TLocale; view: TPageView; action: string }) {
  const { locale, view } = props;
  const error = isError(view.notice, 'reason');
  return (
    <details className="step decline" open={error}>
      <summary>{t(locale, 'signing-page.decline-title')}</summary>
      <form method="post" action={props.action}>
        <input type="hidden" name="action" value="decline" />
        <p>{t(locale, 'signing-page.decline-intro')}</p>
        <p>
          <label htmlFor="reason">{t(locale, 'signing-page.reason-label')}</label>
          <br />
          <textarea
            id="reason"
            name="reason"
            rows={4}
            maxLength={2000}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'reason-notice' : undefined}
            autoFocus={error}
            defaultValue={view.reason ?? ''}
          />
        </p>
        <Notice locale={locale} notice={view.notice} field="reason" />
        <p>
          <button type="submit" className="secondary">
            {t(locale, 'signing-page.decline')}
          </button>
        </p>
      </form>
    </details>
  );
}

/** One document: its title, its PDF, its pages drawn by the page's script. */
function DocumentToSign(props: {
  locale: TLocale;
  index: number;
  href: string;
  title: string;
  file: string;
}) {
  const { locale, index, href, title } = props;
  return (
    <section className="document" aria-labelledby={`doc-${index}`}>
      <h3 id={`doc-${index}`}>{title}</h3>
      <p>
        <a href={href} target="_blank" rel="noopener">
          {t(locale, 'signing-page.open', { file: props.file })}
        </a>
      </p>
      <div
        className="pages"
        data-pdf={href}
        data-page-label={t(locale, 'signing-page.page')}
        role="region"
        aria-label={title}
        tabIndex={0}
      >
        <p className="loading">{t(locale, 'signing-page.loading')}</p>
      </div>
    </section>
  );
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
  const { locale } = open;
  const step = describeStep(open.envelope.step as TSignatureStep, locale);
  const role = describeParty(open.recipient.party as TSignatureParty, locale);
  const action = `/sign/${encodeURIComponent(token)}`;
  const who =
    t(locale, 'signing-page.signature-of', { name: open.recipient.name, role }) +
    (open.host ? t(locale, 'signing-page.in-presence-of', { host: open.host.userName }) : '');
  const title = t(locale, 'signing-page.title-step', { step });
  const sections = { open, view, action };
  return renderDocument({
    locale,
    title,
    primaryColor: open.tenant.primaryColor,
    script: true,
    children: (
      <main>
        <header className="head">
          <p className="tenant">{open.tenant.name}</p>
          <h1>{title}</h1>
          <p className="who">{who}</p>
          {open.envelope.amendsEnvelopeId !== null ? (
            <p className="next" data-amendment="correction">
              {t(locale, 'signing-page.amendment.correction', { revision: open.envelope.revision })}
            </p>
          ) : null}
          <p className="muted">{t(locale, 'signing-page.intro')}</p>
        </header>
        <h2>{t(locale, 'signing-page.documents')}</h2>
        {open.documents.map((document, index) => (
          <DocumentToSign
            key={document.id}
            locale={locale}
            index={index}
            href={`${action}/documents/${document.id}`}
            title={document.title ?? document.name}
            file={document.name}
          />
        ))}
        <CodeSection {...sections} masked={maskedDestination} />
        <SignSection {...sections} />
        <DeclineSection locale={locale} view={view} action={action} />
      </main>
    ),
  });
}

/** Why an address is refused, in words. */
const REFUSAL_KEYS = {
  unknown: 'signing-page.refusals.unknown',
  'other-user': 'signing-page.refusals.other-user',
  used: 'signing-page.refusals.used',
  expired: 'signing-page.refusals.expired',
  closed: 'signing-page.refusals.closed',
  remote: 'signing-page.refusals.remote',
  'link-done': 'signing-page.refusals.link-done',
  'link-expired': 'signing-page.refusals.link-expired',
  'link-closed': 'signing-page.refusals.link-closed',
  'link-hosted': 'signing-page.refusals.link-hosted',
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
  return renderDocument({
    locale,
    title,
    primaryColor: options.primaryColor ?? DEFAULT_COLOR,
    children: (
      <main className="refusal" role="alert">
        <h1>{title}</h1>
        <p>{t(locale, REFUSAL_KEYS[options.refusal])}</p>
        {options.returnUrl ? (
          <p>
            <a className="button" href={options.returnUrl}>
              {t(locale, 'signing-page.back')}
            </a>
          </p>
        ) : null}
      </main>
    ),
  });
}

/** « 29 novembre 2026 à 07:55 », « 29 November 2026 at 07:55 »: Paris time. */
function formatLongTime(locale: TLocale, at: Date): string {
  return new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Paris',
  }).format(at);
}

/** What an old link says of a correction of its documents opened since: where to sign, or that it is done. */
function describeLaterAmendment(locale: TLocale, amendment: TLaterAmendment): string {
  const documents = amendment.documents
    .map((title) => t(locale, 'messages.quoted-title', { title }))
    .join(', ');
  const at = amendment.at ? formatLongTime(locale, amendment.at) : '';
  if (amendment.state === 'awaiting') {
    return t(locale, 'signing-page.amendment.awaiting', { documents, at, count: amendment.documents.length });
  }
  if (amendment.state === 'signed') return t(locale, 'signing-page.amendment.signed', { documents, at });
  return t(locale, 'signing-page.amendment.ended', { documents });
}

/** The closing page of an invitation's link once its party answered: recorded, what comes next. */
export function renderAnsweredPage(options: {
  tenant: { name: string; primaryColor: string };
  name: string;
  answer: 'signed' | 'declined';
  locale: TLocale;
  /** A correction of these documents opened since, that the party signs too (an old link). */
  amendment?: TLaterAmendment | null;
  /** The link opened again (Back, a second press): the answer stands, the link no longer serves. */
  again?: boolean;
}): string {
  const { locale } = options;
  const signed = options.answer === 'signed';
  const title = t(locale, signed ? 'signing-page.signed-title' : 'signing-page.declined-title');
  return renderDocument({
    locale,
    title,
    primaryColor: options.tenant.primaryColor,
    children: (
      <main className="refusal answered" role="status">
        <p className="tenant">{options.tenant.name}</p>
        <h1>{title}</h1>
        <p>{t(locale, signed ? 'signing-page.signed' : 'signing-page.declined', { name: options.name })}</p>
        {options.again ? <p>{t(locale, 'signing-page.refusals.link-done')}</p> : null}
        {options.amendment ? (
          <p className="next" data-amendment={options.amendment.state}>
            {describeLaterAmendment(locale, options.amendment)}
          </p>
        ) : null}
        <p className="muted">{t(locale, 'signing-page.close-tab')}</p>
      </main>
    ),
  });
}

/** The page of a call over its address's limit: when to try again (the answer is a 429). */
export function renderLimitPage(options: { locale: TLocale; retryAfterSeconds: number }): string {
  const { locale } = options;
  const title = t(locale, 'signing-page.too-many-title');
  return renderDocument({
    locale,
    title,
    primaryColor: DEFAULT_COLOR,
    children: (
      <main className="refusal" role="alert">
        <h1>{title}</h1>
        <p>{t(locale, 'signing-page.too-many', { wait: waitText(locale, options.retryAfterSeconds) })}</p>
      </main>
    ),
  });
}
