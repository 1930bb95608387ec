import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { dossiers } from '../../db/schema.js';
import { ApiError } from '../../shared/api-error.js';
import type { Tenant } from '../tenants/queries.js';
import type { Actor } from './access.js';
import { findDossierForAction } from './find-dossier.js';

/** `PUT /dossiers/{id}/status` with `canceled`: abandons a folder when the action table allows it. */
export async function abandonDossier(
  db: Database,
  actor: Actor,
  tenant: Tenant,
  id: number,
): Promise<{ id: number; status: string[] }> {
  const dossier = await findDossierForAction(db, actor, tenant, id, 'abandon', {
    property: 'status',
    message: 'folder.error.cannot-delete-subscription-folder',
  });
  const [updated] = await db
    .update(dossiers)
    .set({ status: ['canceled'], version: sql`${dossiers.version} + 1`, updatedAt: new Date() })
    .where(and(eq(dossiers.id, id), eq(dossiers.version, dossier.version)))
    .returning({ id: dossiers.id, status: dossiers.status });
  if (!updated) throw ApiError.conflict('version', 'api.error.dossier-changed');
  return updated;
}
