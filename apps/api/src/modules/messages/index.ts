export {
  MessageError,
  type TAttachment,
  type TEmail,
  type TEmailSender,
  type TMessageChannel,
  type TMessageTransport,
  type TOutgoingMessage,
  type TSms,
  type TSmsProvider,
} from './message.types.js';
export {
  NO_MESSAGE_TRANSPORT,
  NO_MESSAGE_TRANSPORT_WARNING,
  createDeliveringTransport,
  createDemoMailboxTransport,
  createMessageTransport,
  type MessageTransportConfig,
} from './create-message-transport.js';
export { createSmtpEmailSender, type SmtpOptions } from './smtp-email-sender.js';
export {
  createHttpSmsGateway,
  renderSmsGatewayBody,
  type HttpSmsGatewayOptions,
} from './http-sms-gateway.js';
export { sendMessage, type MessageDeps, type SendMessageInput } from './send-message.js';
export { renderMessage, type TRenderedMessage } from './templates/render-message.js';
export { MESSAGE_STRINGS, type TEmailContent, type TMessageStrings } from './templates/message-strings.js';
export type {
  TCorrectionNoticeItem,
  TMessageTemplateId,
  TMessageTemplateParams,
  TRenderedEmail,
  TRenderedSms,
} from './templates/message-templates.types.js';
export { deleteDemoMailboxMessagesOf, insertDemoAccounts } from './queries.js';
export { readDemoMailboxCode } from './service.js';
export { demoMailboxRoutes, type DemoMailboxRoutesOptions } from './routes.js';
