import type { TLocale } from '@souscription/contract';
import type { Database } from '../../db/client.js';
import type { TAttachment, TMessageTransport } from './message.types.js';
import type { TMessageTemplateId, TMessageTemplateParams } from './templates/message-templates.types.js';
import { renderMessage } from './templates/render-message.js';

/** What sending a message needs: a database handle (or transaction) and the server's transport. */
export type MessageDeps = { db: Database; transport: TMessageTransport };

export type SendMessageInput<T extends TMessageTemplateId> = {
  tenantId: number;
  /** An e-mail address for e-mail templates, an E.164 mobile number for SMS ones. */
  to: string;
  templateId: T;
  locale: TLocale;
  params: TMessageTemplateParams[T];
  dossierId?: number | null;
  recipientId?: number | null;
  /** E-mail templates only: files sent with it. */
  attachments?: readonly TAttachment[];
};

/**
 * Writes a template in the recipient's language and sends it on its channel (an SMS template by
 * SMS, the others by e-mail) — or keeps it in the demo mailbox on a demo installation.
 * @throws MessageError when the channel is not configured or the server refused the message.
 */
export async function sendMessage<T extends TMessageTemplateId>(
  deps: MessageDeps,
  input: SendMessageInput<T>,
): Promise<void> {
  const rendered = renderMessage(input.templateId, input.locale, input.params);
  await deps.transport.send(deps.db, {
    tenantId: input.tenantId,
    channel: rendered.channel,
    to: input.to,
    subject: rendered.channel === 'email' ? rendered.subject : undefined,
    text: rendered.text,
    html: rendered.channel === 'email' ? rendered.html : undefined,
    templateId: input.templateId,
    locale: input.locale,
    dossierId: input.dossierId ?? null,
    recipientId: input.recipientId ?? null,
    attachments: rendered.channel === 'email' ? input.attachments : undefined,
  });
}
