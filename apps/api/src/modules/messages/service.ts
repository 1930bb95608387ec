import type { TListDemoMailboxQuery, TListDemoMailboxResponse } from '@souscription/contract';
import type { Actor } from '../../auth/actor.js';
import type { Database } from '../../db/client.js';
import { ApiError } from '../../shared/api-error.js';
import type { TMessageTransport } from './message.types.js';
import {
  findDemoMailboxPage,
  findLatestDemoMailboxMessage,
  isDemoAccount,
  type DemoMailboxRow,
} from './queries.js';

/** The six-digit code of a one-time-code message (the templates write it alone, between spaces). */
const ONE_TIME_CODE = /(?<!\d)\d{6}(?!\d)/;

function toDemoMailboxMessage(row: DemoMailboxRow): TListDemoMailboxResponse['messages'][number] {
  const code = row.templateId.startsWith('one-time-code')
    ? (ONE_TIME_CODE.exec(row.text)?.[0] ?? null)
    : null;
  return {
    id: row.id,
    channel: row.channel === 'sms' ? 'sms' : 'email',
    to: row.destination,
    subject: row.subject,
    text: row.text,
    template_id: row.templateId,
    one_time_code: code,
    dossier_id: row.dossierId,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * A page of the caller's tenant's demo mailbox, newest first: only while the mailbox exists (no
 * transport configured), and only to the demo accounts.
 */
export async function listDemoMailboxMessages(
  db: Database,
  transport: TMessageTransport,
  actor: Actor,
  query: TListDemoMailboxQuery,
): Promise<TListDemoMailboxResponse> {
  if (transport.mode !== 'demo-mailbox') throw ApiError.notFound('path', 'demo-mailbox.error.absent');
  if (!(await isDemoAccount(db, actor.userId))) {
    throw ApiError.forbidden('authorization', 'demo-mailbox.error.demo-accounts-only');
  }
  const { rows, total } = await findDemoMailboxPage(db, actor.tenantId, {
    offset: (query.page - 1) * query.itemsPerPage,
    limit: query.itemsPerPage,
  });
  return { messages: rows.map(toDemoMailboxMessage), total_items: total };
}

/**
 * The one-time code of the latest code message kept in the demo mailbox for a signature recipient,
 * as a demo user reads it on the mailbox page; null when none is there.
 */
export async function readDemoMailboxCode(db: Database, recipientId: number): Promise<string | null> {
  const row = await findLatestDemoMailboxMessage(db, recipientId, 'one-time-code');
  return row ? (ONE_TIME_CODE.exec(row.text)?.[0] ?? null) : null;
}
