import type { Principal } from '../../auth/token-verifier.js';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { ApiError } from '../../shared/api-error.js';
import { findTenantByCode } from '../tenants/queries.js';
import { findUserByUsername } from './queries.js';

/**
 * Maps a user of an external issuer to the local user of the same username, creating it on first
 * sight in the tenant its token names (role and tenant come from the token each time).
 */
export async function provisionExternalUser(
  db: Database,
  identity: Omit<Principal, 'userId'> & { sub: string },
): Promise<string> {
  const existing = await findUserByUsername(db, identity.username);
  if (existing) {
    if (existing.tenantCode !== identity.tenantCode)
      throw ApiError.forbidden('tenant', 'api.error.tenant-mismatch');
    return existing.id;
  }
  const tenant = await findTenantByCode(db, identity.tenantCode);
  if (!tenant) throw ApiError.forbidden('tenant', 'api.error.tenant-not-found');
  await db
    .insert(users)
    .values({
      tenantId: tenant.id,
      username: identity.username,
      firstname: identity.username,
      lastname: '',
      email: '',
      role: identity.role,
    })
    .onConflictDoNothing();
  const created = await findUserByUsername(db, identity.username);
  if (!created) throw ApiError.unauthorized('api.error.unknown-user');
  return created.id;
}
