import type { TCurrentUserResponse } from '@souscription/contract';
import type { Actor } from '../../auth/actor.js';
import type { Principal } from '../../auth/token-verifier.js';
import type { Database } from '../../db/client.js';
import { ApiError } from '../../shared/api-error.js';
import { findTenantByCode } from '../tenants/index.js';
import { findUserById, findUserByUsername, insertExternalUser, type UserWithTenant } from './queries.js';

/** The signed-in user's row: 401 when it no longer exists. */
export async function findSignedInUser(db: Database, actor: Actor): Promise<UserWithTenant> {
  const user = await findUserById(db, actor.userId);
  if (!user) throw ApiError.unauthorized('api.error.unknown-user');
  return user;
}

/** The signed-in user with the tenant's look and feature switches. */
export async function getCurrentUser(db: Database, actor: Actor): Promise<TCurrentUserResponse> {
  const user = await findSignedInUser(db, actor);
  const { tenant } = actor;
  return {
    user: {
      id: user.id,
      username: user.username,
      firstname: user.firstname,
      lastname: user.lastname,
      role: actor.role,
    },
    tenant: { code: tenant.code, name: tenant.name, theme: tenant.theme, features: tenant.features },
  };
}

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
  await insertExternalUser(db, { tenantId: tenant.id, username: identity.username, role: identity.role });
  const created = await findUserByUsername(db, identity.username);
  if (!created) throw ApiError.unauthorized('api.error.unknown-user');
  return created.id;
}
