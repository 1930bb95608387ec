import type { Database } from '../../../db/client.js';
import { findAnalyticsEvent } from '../queries.js';

/** The analytics part of the public config: present only for a tenant that names an event. */
export async function getSignatureAnalytics(
  db: Database,
  tenantId: number,
): Promise<{ analytics?: { signatureEvent: string } }> {
  const event = await findAnalyticsEvent(db, tenantId);
  return event ? { analytics: { signatureEvent: event } } : {};
}
