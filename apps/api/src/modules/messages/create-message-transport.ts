import { ConfigError, type AppConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { createHttpSmsGateway } from './http-sms-gateway.js';
import {
  MessageError,
  type TEmailSender,
  type TMessageChannel,
  type TMessageTransport,
  type TSmsProvider,
} from './message.types.js';
import { hasDemoAccounts, insertDemoMailboxMessage } from './queries.js';
import { createSmtpEmailSender } from './smtp-email-sender.js';

/** What {@link createMessageTransport} reads of the configuration. */
export type MessageTransportConfig = Pick<
  AppConfig,
  | 'oidcIssuer'
  | 'smtpUrl'
  | 'mailFrom'
  | 'smsGatewayUrl'
  | 'smsGatewayAuth'
  | 'smsGatewayAuthHeader'
  | 'smsGatewayUser'
  | 'smsGatewayPassword'
  | 'smsGatewayBody'
  | 'smsGatewayContentType'
  | 'smsFrom'
>;

/** The message the server stops on when it has no way to send messages. */
export const NO_MESSAGE_TRANSPORT =
  'No message transport: set SMTP_URL (with MAIL_FROM) for e-mails and/or SMS_GATEWAY_URL for SMS ' +
  '(docs/operations.md). Without them, messages are kept in the demo mailbox, which exists only while ' +
  'the demo accounts do (SEED_ON_START=true or `npm run seed`, with the embedded sign-in).';

/** What the server logs when it starts with an external issuer and no way to send messages. */
export const NO_MESSAGE_TRANSPORT_WARNING =
  'No message transport (SMTP_URL with MAIL_FROM, or SMS_GATEWAY_URL): signatures cannot send their ' +
  'one-time codes and no e-mail is sent until one is set (docs/operations.md)';

/** Messages leave the platform: e-mails by SMTP, SMS by the HTTP gateway, each when configured. */
export function createDeliveringTransport(senders: {
  email: TEmailSender | null;
  sms: TSmsProvider | null;
}): TMessageTransport {
  const channels: TMessageChannel[] = [];
  if (senders.email) channels.push('email');
  if (senders.sms) channels.push('sms');
  return {
    mode: 'deliver',
    channels,
    send: async (_db, message) => {
      if (message.channel === 'email') {
        if (!senders.email) throw new MessageError('email', 'channel-unavailable', 'SMTP_URL is not set');
        await senders.email.send({
          to: message.to,
          subject: message.subject ?? '',
          text: message.text,
          html: message.html,
          attachments: message.attachments,
        });
        return;
      }
      if (!senders.sms) throw new MessageError('sms', 'channel-unavailable', 'SMS_GATEWAY_URL is not set');
      await senders.sms.send({ to: message.to, text: message.text });
    },
    close: async () => senders.email?.close(),
  };
}

/** Messages stay in the database's demo mailbox, written with the caller's handle. */
export function createDemoMailboxTransport(): TMessageTransport {
  return {
    mode: 'demo-mailbox',
    channels: ['email', 'sms'],
    send: (db: Database, message) => insertDemoMailboxMessage(db, message),
    close: async () => {},
  };
}

/**
 * The transport of this server, decided once at start: SMTP and/or the SMS gateway when
 * configured; else the demo mailbox, while the demo accounts exist and can sign in (embedded
 * provider).
 * With an external issuer and nothing configured, a transport of no channel (every send refused).
 * @throws ConfigError when nothing is configured and there is no demo data, or when the SMS
 *   gateway's body template cannot be used.
 */
export async function createMessageTransport(
  db: Database,
  config: MessageTransportConfig,
): Promise<TMessageTransport> {
  const email =
    config.smtpUrl && config.mailFrom
      ? createSmtpEmailSender({ url: config.smtpUrl, from: config.mailFrom })
      : null;
  const sms = config.smsGatewayUrl
    ? createHttpSmsGateway({
        url: config.smsGatewayUrl,
        auth: config.smsGatewayAuth,
        authHeader: config.smsGatewayAuthHeader,
        user: config.smsGatewayUser,
        password: config.smsGatewayPassword,
        body: config.smsGatewayBody,
        contentType: config.smsGatewayContentType,
        from: config.smsFrom,
      })
    : null;
  if (email || sms) return createDeliveringTransport({ email, sms });
  if (!config.oidcIssuer && (await hasDemoAccounts(db))) return createDemoMailboxTransport();
  // Sign-in is the external issuer's: the server is useful without messages, only what sends a
  // code or an e-mail is refused (the start logs NO_MESSAGE_TRANSPORT_WARNING).
  if (config.oidcIssuer) return createDeliveringTransport({ email: null, sms: null });
  throw new ConfigError(NO_MESSAGE_TRANSPORT);
}
