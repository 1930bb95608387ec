import type { FastifyInstance } from 'fastify';
import { operations } from '@souscription/contract';
import { registerOperation } from '../../shared/register-operation.js';
import type { TMessageTransport } from './message.types.js';
import { listDemoMailboxMessages } from './service.js';

export type DemoMailboxRoutesOptions = { transport: TMessageTransport };

/** The demo mailbox page's call. */
export async function demoMailboxRoutes(app: FastifyInstance, options: DemoMailboxRoutesOptions) {
  registerOperation(app, operations.listDemoMailboxMessages, async ({ actor, query }) =>
    listDemoMailboxMessages(app.db, options.transport, actor, query),
  );
}
