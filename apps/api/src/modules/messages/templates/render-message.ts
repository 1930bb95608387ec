import type { TLocale } from '@souscription/contract';
import { escapeHtml } from '../../../shared/escape-html.js';
import { t } from '../../../i18n/translate.js';
import { MESSAGE_STRINGS, type TEmailContent } from './message-strings.js';
import type {
  TMessageTemplateId,
  TMessageTemplateParams,
  TRenderedEmail,
  TRenderedSms,
} from './message-templates.types.js';

/** The templates sent by SMS; every other one is an e-mail. */
const SMS_TEMPLATES = ['one-time-code-sms', 'signature-invitation-sms'] as const;
type TSmsTemplateId = (typeof SMS_TEMPLATES)[number];

/** What a template renders to: an SMS for the SMS templates, an e-mail for the others. */
export type TRenderedMessage<T extends TMessageTemplateId> = T extends TSmsTemplateId
  ? TRenderedSms
  : TRenderedEmail;

function isSmsTemplate(id: TMessageTemplateId): id is TSmsTemplateId {
  return (SMS_TEMPLATES as readonly string[]).includes(id);
}

/** The e-mail's plain text: greeting, paragraphs, the action's address, signature. */
function toText(content: TEmailContent, locale: TLocale): string {
  const lines = [content.greeting, '', ...content.paragraphs.flatMap((p) => [p, ''])];
  if (content.action) {
    lines.push(t(locale, 'messages.action-line', content.action), '');
  }
  lines.push(content.signature);
  return lines.join('\n');
}

/** The e-mail's HTML: the same content, every value escaped, inline styles only (mail clients). */
function toHtml(content: TEmailContent, locale: TLocale): string {
  const paragraphs = content.paragraphs
    .map((p) => `<p style="margin:0 0 12px">${escapeHtml(p)}</p>`)
    .join('');
  const action = content.action
    ? `<p style="margin:20px 0"><a href="${escapeHtml(content.action.url)}" style="background:#1f4e79;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(content.action.label)}</a></p>`
    : '';
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head><body style="font-family:Arial,sans-serif;font-size:15px;color:#222;line-height:1.5"><p style="margin:0 0 12px">${escapeHtml(content.greeting)}</p>${paragraphs}${action}<p style="margin:20px 0 0;color:#555">${escapeHtml(content.signature)}</p></body></html>`;
}

/** Writes a template in a language: the text of an SMS, or the subject, text and HTML of an e-mail. */
export function renderMessage<T extends TMessageTemplateId>(
  templateId: T,
  locale: TLocale,
  params: TMessageTemplateParams[T],
): TRenderedMessage<T> {
  if (isSmsTemplate(templateId)) {
    const write = MESSAGE_STRINGS[templateId] as (l: TLocale, p: TMessageTemplateParams[T]) => string;
    const text = write(locale, params);
    return { channel: 'sms', text } as TRenderedMessage<T>;
  }
  const write = MESSAGE_STRINGS[templateId as Exclude<TMessageTemplateId, TSmsTemplateId>] as (
    l: TLocale,
    p: TMessageTemplateParams[T],
  ) => TEmailContent;
  const content = write(locale, params);
  return {
    channel: 'email',
    subject: content.subject,
    text: toText(content, locale),
    html: toHtml(content, locale),
  } as TRenderedMessage<T>;
}
