import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { tenants } from '../db/schema.js';

/** The tenant that sends an analytics event on signing (spec 02 §4: one tenant), and its event. */
export const SIGNATURE_ANALYTICS_SEED = { tenant: 'demo', event: 'signature_completed' } as const;

/**
 * Seeds the one tenant's analytics event (idempotent). Note: only the two columns it sets are named
 * (Drizzle's insert names every column), so the seed also runs on a schema older than the later
 * settings columns, as the storage migration test seeds it; the others take their defaults.
 */
export async function seedSignatureSettings(db: Database): Promise<void> {
  const [tenant] = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(tenants.code, SIGNATURE_ANALYTICS_SEED.tenant));
  if (!tenant) return;
  await db.execute(
    sql`insert into signature_settings (tenant_id, analytics_event) values (${tenant.id}, ${SIGNATURE_ANALYTICS_SEED.event}) on conflict do nothing`,
  );
}
