import type { TLocale } from '@souscription/contract';
import type { Database } from '../../db/client.js';

/** How a message reaches its recipient. */
export type TMessageChannel = 'email' | 'sms';

/** One message ready to go: rendered, addressed, and tied to what it is about. */
export type TOutgoingMessage = {
  tenantId: number;
  channel: TMessageChannel;
  /** An e-mail address, or a mobile number in E.164 (`+33612345678`). */
  to: string;
  /** E-mails only. */
  subject?: string | undefined;
  text: string;
  /** E-mails only: the same content as `text`, in HTML. */
  html?: string | undefined;
  /** The template that wrote it (kept by the demo mailbox). */
  templateId: string;
  locale: TLocale;
  dossierId?: number | null | undefined;
  /** The signature recipient it is for, when it is for one. */
  recipientId?: number | null | undefined;
  /** E-mails only: files sent with it (the signed documents, when the tenant attaches them). */
  attachments?: readonly TAttachment[] | undefined;
};

/** A file sent with an e-mail. */
export type TAttachment = { filename: string; contentType: string; content: Uint8Array };

/** An e-mail as an e-mail sender takes it. */
export type TEmail = {
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
  attachments?: readonly TAttachment[] | undefined;
};

/** Sends e-mails (SMTP through nodemailer). */
export type TEmailSender = {
  send: (email: TEmail) => Promise<void>;
  close: () => Promise<void>;
};

/** An SMS as an SMS provider takes it. */
export type TSms = { to: string; text: string };

/** Sends SMS; one adapter per provider (an HTTP gateway configured by environment). */
export type TSmsProvider = {
  send: (sms: TSms) => Promise<void>;
};

/**
 * Where every message of the platform goes: delivered by e-mail and SMS, or — with neither
 * configured on a demo installation — kept in the demo mailbox of the database.
 */
export type TMessageTransport = {
  /** `deliver`: messages leave the platform; `demo-mailbox`: they stay in the database. */
  readonly mode: 'deliver' | 'demo-mailbox';
  /** The channels it can send on (both for the demo mailbox). */
  readonly channels: readonly TMessageChannel[];
  /**
   * Sends one message. `db` is the caller's database handle or transaction (the demo mailbox
   * writes with it, so a message is kept only when the caller's work is).
   * @throws MessageError when the channel is not configured or the server refused the message.
   */
  send: (db: Database, message: TOutgoingMessage) => Promise<void>;
  close: () => Promise<void>;
};

/** A message could not be sent: its channel is not configured, or the server refused it. */
export class MessageError extends Error {
  override name = 'MessageError';
  constructor(
    readonly channel: TMessageChannel,
    readonly reason: 'channel-unavailable' | 'refused',
    message: string,
  ) {
    super(message);
  }
}
