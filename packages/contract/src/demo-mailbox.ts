import { z } from 'zod';

/** Messages per page of the demo mailbox, unless the caller asks another size. */
export const DEMO_MAILBOX_PAGE_SIZE = 20;

/** `GET /demo-mailbox` query: a page of the caller's tenant's demo mailbox. */
export const ZListDemoMailboxQuery = z.object({
  page: z.coerce
    .number<number | string>()
    .int('api.error.page')
    .min(1, 'api.error.page')
    .max(1_000_000, 'api.error.page')
    .default(1),
  itemsPerPage: z.coerce
    .number<number | string>()
    .int('api.error.items-per-page')
    .min(1, 'api.error.items-per-page')
    .max(100, 'api.error.items-per-page')
    .default(DEMO_MAILBOX_PAGE_SIZE),
});
export type TListDemoMailboxQuery = z.infer<typeof ZListDemoMailboxQuery>;

/** One message of the demo mailbox: what would have gone out by e-mail or SMS. */
export const ZDemoMailboxMessage = z
  .object({
    id: z.number().int(),
    channel: z.enum(['email', 'sms']),
    /** The e-mail address or mobile number (E.164) it was sent to. */
    to: z.string(),
    /** E-mails only. */
    subject: z.string().nullable(),
    text: z.string(),
    /** The template that wrote it (`one-time-code-sms`, `signature-reminder`…). */
    template_id: z.string(),
    /** The one-time code the message carries, when it carries one. */
    one_time_code: z.string().nullable(),
    dossier_id: z.number().int().nullable(),
    created_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'DemoMailboxMessage' });
export type TDemoMailboxMessage = z.infer<typeof ZDemoMailboxMessage>;

/** `GET /demo-mailbox`: newest first. */
export const ZListDemoMailboxResponse = z.object({
  messages: z.array(ZDemoMailboxMessage),
  total_items: z.number().int(),
});
export type TListDemoMailboxResponse = z.infer<typeof ZListDemoMailboxResponse>;
