import { and, count, desc, eq, inArray, like, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { demoAccounts, demoMailboxMessages } from '../../db/schema.js';
import type { TOutgoingMessage } from './message.types.js';

export type DemoMailboxRow = typeof demoMailboxMessages.$inferSelect;

/** Keeps one message in the demo mailbox. */
export async function insertDemoMailboxMessage(db: Database, message: TOutgoingMessage): Promise<void> {
  await db.insert(demoMailboxMessages).values({
    tenantId: message.tenantId,
    channel: message.channel,
    destination: message.to,
    subject: message.subject ?? null,
    text: message.text,
    html: message.html ?? null,
    templateId: message.templateId,
    locale: message.locale,
    dossierId: message.dossierId ?? null,
    recipientId: message.recipientId ?? null,
    // Note: the demo mailbox keeps what was attached (name, type, size), not the bytes.
    attachments: (message.attachments ?? []).map((file) => ({
      filename: file.filename,
      contentType: file.contentType,
      size: file.content.byteLength,
    })),
  });
}

/** A page of a tenant's demo mailbox, newest first, and how many messages it holds. */
export async function findDemoMailboxPage(
  db: Database,
  tenantId: number,
  page: { offset: number; limit: number },
): Promise<{ rows: DemoMailboxRow[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(demoMailboxMessages)
      .where(eq(demoMailboxMessages.tenantId, tenantId))
      .orderBy(desc(demoMailboxMessages.createdAt), desc(demoMailboxMessages.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(demoMailboxMessages).where(eq(demoMailboxMessages.tenantId, tenantId)),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** The latest demo mailbox message of a signature recipient whose template starts with `templatePrefix`. */
export async function findLatestDemoMailboxMessage(
  db: Database,
  recipientId: number,
  templatePrefix: string,
): Promise<DemoMailboxRow | undefined> {
  const [row] = await db
    .select()
    .from(demoMailboxMessages)
    .where(
      and(
        eq(demoMailboxMessages.recipientId, recipientId),
        like(demoMailboxMessages.templateId, `${templatePrefix}%`),
      ),
    )
    .orderBy(desc(demoMailboxMessages.id))
    .limit(1);
  return row;
}

/** Empties the demo mailbox of these dossiers' messages. */
export async function deleteDemoMailboxMessagesOf(
  db: Database,
  dossierIds: readonly number[],
): Promise<void> {
  if (dossierIds.length === 0) return;
  await db.delete(demoMailboxMessages).where(inArray(demoMailboxMessages.dossierId, [...dossierIds]));
}

/** Records these users as demo accounts (the demo seed's). */
export async function insertDemoAccounts(db: Database, userIds: readonly string[]): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .insert(demoAccounts)
    .values(userIds.map((userId) => ({ userId })))
    .onConflictDoNothing();
}

/** Whether any demo account exists. */
export async function hasDemoAccounts(db: Database): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(demoAccounts)
    .limit(1);
  return rows.length > 0;
}

/** Whether this user is a demo account. */
export async function isDemoAccount(db: Database, userId: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(demoAccounts)
    .where(eq(demoAccounts.userId, userId))
    .limit(1);
  return rows.length > 0;
}
