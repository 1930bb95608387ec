import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';

/** Changes the e-mail a partner signs with. */
export async function updateUserSignerEmail(db: Database, id: string, email: string): Promise<void> {
  await db.update(users).set({ signerEmail: email }).where(eq(users.id, id));
}
