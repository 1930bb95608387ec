import { defineOperation } from '../../operation.js';
import { ZListDemoMailboxQuery, ZListDemoMailboxResponse } from '../../demo-mailbox.js';

/** `GET /demo-mailbox`: the demo mailbox of the caller's tenant, newest first. */
export const listDemoMailboxMessages = defineOperation({
  operationId: 'listDemoMailboxMessages',
  method: 'GET',
  path: '/demo-mailbox',
  summary: "A page of the demo mailbox of the caller's tenant",
  description:
    'On an installation with neither SMTP_URL nor SMS_GATEWAY_URL, the messages the platform would send (one-time codes, reminders, notices) are kept here, newest first, for the demo accounts to read. ' +
    'Answers 404 demo-mailbox.error.absent once a transport is configured (messages then really go out), and 403 demo-mailbox.error.demo-accounts-only to an account the demo seed did not make.',
  tags: ['demo-mailbox'],
  query: ZListDemoMailboxQuery,
  responses: { 200: ZListDemoMailboxResponse },
  errors: {
    403: ['demo-mailbox.error.demo-accounts-only'],
    404: ['demo-mailbox.error.absent'],
  },
});
