import type { TCurrentUserResponse } from '@souscription/contract';
import type { Actor } from '../../auth/actor.js';
import type { ExternalIdentityClaims } from '../../auth/token-verifier.js';
import type { Database } from '../../db/client.js';
import { ApiError } from '../../shared/api-error.js';
import { findTenantByCode } from '../tenants/index.js';
import {
  findUserById,
  findUserByIssuerSubject,
  findUserByUsername,
  insertExternalUser,
  linkUserToIssuer,
  updateUserProfile,
  type ExternalUserProfile,
  type UserWithTenant,
} from './queries.js';

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

/** Who an external issuer's token names: its key (issuer, `sub`), tenant, role, username, names and e-mail. */
export type ExternalIdentity = ExternalIdentityClaims;

/** What of the token differs from the stored account (a username another account holds is kept as is). */
async function findProfileChanges(
  db: Database,
  user: UserWithTenant,
  identity: ExternalIdentity,
): Promise<Partial<ExternalUserProfile>> {
  const wanted: Partial<ExternalUserProfile> = {
    username: identity.username,
    role: identity.role,
    ...(identity.firstname !== undefined ? { firstname: identity.firstname } : {}),
    ...(identity.lastname !== undefined ? { lastname: identity.lastname } : {}),
    ...(identity.email !== undefined ? { email: identity.email } : {}),
  };
  const changes = Object.fromEntries(
    Object.entries(wanted).filter(([key, value]) => user[key as keyof ExternalUserProfile] !== value),
  ) as Partial<ExternalUserProfile>;
  if (changes.username !== undefined) {
    const holder = await findUserByUsername(db, changes.username);
    if (holder && holder.id !== user.id) delete changes.username;
  }
  return changes;
}

/** The account's tenant must be the token's: an account never moves between tenants. */
function checkSameTenant(user: UserWithTenant, identity: ExternalIdentity): void {
  if (user.tenantCode !== identity.tenantCode)
    throw ApiError.forbidden('tenant', 'api.error.tenant-mismatch');
}

/** Copies the token's username, names, e-mail and role onto the account when they changed. */
async function refreshProfile(
  db: Database,
  user: UserWithTenant,
  identity: ExternalIdentity,
): Promise<string> {
  checkSameTenant(user, identity);
  const changes = await findProfileChanges(db, user, identity);
  if (Object.keys(changes).length > 0) await updateUserProfile(db, user.id, changes);
  return user.id;
}

/**
 * Maps a user of an external issuer to its local account, keyed by issuer and `sub`: found by that
 * key; else an account of the same username in the token's tenant that no issuer holds yet (the
 * embedded provider's, or one made before 0015) is keyed to it, once; else one is created in the
 * token's tenant. Username, names, e-mail and role are copied from the token each time.
 */
export async function provisionExternalUser(db: Database, identity: ExternalIdentity): Promise<string> {
  const keyed = await findUserByIssuerSubject(db, identity.issuer, identity.sub);
  if (keyed) return refreshProfile(db, keyed, identity);
  const key = { issuer: identity.issuer, subject: identity.sub };
  const unkeyed = await findUserByUsername(db, identity.username);
  if (unkeyed && unkeyed.oidcIssuer === null) {
    checkSameTenant(unkeyed, identity);
    if (await linkUserToIssuer(db, unkeyed.id, key)) return refreshProfile(db, unkeyed, identity);
  } else if (!unkeyed) {
    const tenant = await findTenantByCode(db, identity.tenantCode);
    if (!tenant) throw ApiError.forbidden('tenant', 'api.error.tenant-not-found');
    await insertExternalUser(db, {
      ...key,
      tenantId: tenant.id,
      username: identity.username,
      role: identity.role,
      firstname: identity.firstname ?? identity.username,
      lastname: identity.lastname ?? '',
      email: identity.email ?? '',
    });
  }
  const created = await findUserByIssuerSubject(db, identity.issuer, identity.sub);
  // Note: the username belongs to an account another subject (of this or another issuer) holds.
  if (!created) throw ApiError.forbidden('username', 'api.error.username-taken');
  return created.id;
}
