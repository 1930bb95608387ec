/**
 * Puts what a signing ceremony would send into the demo mailbox, through the real services: a
 * one-time code by SMS to the co-subscriber and one by e-mail to the subscriber.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../apps/api/src/db/client.js';
import { tenants } from '../../apps/api/src/db/schema.js';
import { createDemoMailboxTransport } from '../../apps/api/src/modules/messages/index.js';
import { sendOneTimeCode } from '../../apps/api/src/modules/one-time-codes/index.js';

export async function seedDemoMailbox(db: Database): Promise<void> {
  const [demo] = await db.select().from(tenants).where(eq(tenants.code, 'demo'));
  if (!demo) throw new Error('demo tenant missing');
  const deps = { db, transport: createDemoMailboxTransport() };
  const common = { tenantId: demo.id, locale: 'fr' as const };
  await sendOneTimeCode(deps, {
    ...common,
    recipientKey: 'e2e:subscriber',
    channel: 'email',
    destination: 'claire.martin@example.test',
    context: { brand: demo.name, recipientName: 'Claire Martin' },
    now: new Date(Date.now() - 60_000),
  });
  await sendOneTimeCode(deps, {
    ...common,
    recipientKey: 'e2e:co-subscriber',
    channel: 'sms',
    destination: '06 12 34 56 78',
    context: { brand: demo.name, recipientName: 'Pierre Martin' },
  });
}
