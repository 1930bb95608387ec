import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { appSecrets } from '../db/schema.js';

/**
 * Returns the named secret, creating it on first use. Every replica agrees on the value: the first
 * insert wins and the others read it back.
 */
export async function getOrCreateSecret<T>(db: Database, name: string, create: () => Promise<T>): Promise<T> {
  const existing = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  if (existing[0]) return existing[0].value as T;
  await db
    .insert(appSecrets)
    .values({ name, value: await create() })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  if (!row) throw new Error(`secret ${name} could not be stored`);
  return row.value as T;
}
