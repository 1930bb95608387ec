import nodemailer from 'nodemailer';
import { MessageError, type TEmailSender } from './message.types.js';

export type SmtpOptions = {
  /** `smtp://user:password@host:587` (STARTTLS when the server offers it) or `smtps://…:465`. */
  url: string;
  /** The sender (`Souscription <no-reply@example.com>`). */
  from: string;
};

/** E-mails through an SMTP server (nodemailer, a pool of connections kept open). */
export function createSmtpEmailSender(options: SmtpOptions): TEmailSender {
  const transporter = nodemailer.createTransport(
    {
      url: options.url,
      pool: true,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    },
    { from: options.from },
  );
  return {
    send: async (email) => {
      try {
        await transporter.sendMail({
          to: email.to,
          subject: email.subject,
          text: email.text,
          ...(email.html ? { html: email.html } : {}),
          ...(email.attachments?.length
            ? {
                attachments: email.attachments.map((file) => ({
                  filename: file.filename,
                  contentType: file.contentType,
                  content: Buffer.from(file.content),
                })),
              }
            : {}),
        });
      } catch (error) {
        // Note: the server's answer names the problem (auth, relay refused); the address is not echoed.
        throw new MessageError('email', 'refused', `SMTP: ${(error as Error).message}`);
      }
    },
    close: async () => transporter.close(),
  };
}
