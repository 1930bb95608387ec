import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { tenants } from '../../db/schema.js';

export type Tenant = typeof tenants.$inferSelect;

export async function findTenantByCode(db: Database, code: string): Promise<Tenant | undefined> {
  const [row] = await db.select().from(tenants).where(eq(tenants.code, code));
  return row;
}

/** Every tenant (a handful: read whole by the tenant directory). */
export function findAllTenants(db: Database): Promise<Tenant[]> {
  return db.select().from(tenants);
}
