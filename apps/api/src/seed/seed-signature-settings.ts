import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { signatureSettings, tenants } from '../db/schema.js';

/** The tenant that sends an analytics event on signing (spec 02 §4: one tenant), and its event. */
export const SIGNATURE_ANALYTICS_SEED = { tenant: 'demo', event: 'signature_completed' } as const;

/** Seeds the one tenant's analytics event (idempotent). */
export async function seedSignatureSettings(db: Database): Promise<void> {
  const [tenant] = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(tenants.code, SIGNATURE_ANALYTICS_SEED.tenant));
  if (!tenant) return;
  await db
    .insert(signatureSettings)
    .values({ tenantId: tenant.id, analyticsEvent: SIGNATURE_ANALYTICS_SEED.event })
    .onConflictDoNothing();
}
