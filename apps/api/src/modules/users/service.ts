import type { TCurrentUserResponse, TProfileResponse, TUpdateProfileRequest } from '@souscription/contract';
import type { Principal } from '../../auth/token-verifier.js';
import type { Database } from '../../db/client.js';
import { ApiError } from '../../shared/api-error.js';
import type { Tenant } from '../tenants/queries.js';
import { findUserById, updateUserSignerEmail, type UserWithTenant } from './queries.js';

async function loadUser(db: Database, principal: Principal): Promise<UserWithTenant> {
  const user = await findUserById(db, principal.userId);
  if (!user) throw ApiError.unauthorized('api.error.unknown-user');
  return user;
}

/** The signed-in user with the tenant's look and feature switches. */
export async function getCurrentUser(
  db: Database,
  principal: Principal,
  tenant: Tenant,
): Promise<TCurrentUserResponse> {
  const user = await loadUser(db, principal);
  return {
    user: {
      username: user.username,
      firstname: user.firstname,
      lastname: user.lastname,
      role: principal.role,
    },
    tenant: { code: tenant.code, name: tenant.name, theme: tenant.theme, features: tenant.features },
  };
}

/** The account page is the partner's, and only where the tenant turned it on (spec 01 §6). */
function assertProfileAllowed(principal: Principal, tenant: Tenant): void {
  if (principal.role !== 'partner' || !tenant.features.profilePage) throw ApiError.forbidden();
}

export async function getProfile(
  db: Database,
  principal: Principal,
  tenant: Tenant,
): Promise<TProfileResponse> {
  assertProfileAllowed(principal, tenant);
  const user = await loadUser(db, principal);
  return {
    user: {
      firstname: user.firstname,
      lastname: user.lastname,
      username: user.username,
      email: user.signerEmail ?? user.email,
    },
  };
}

export async function updateProfileSignerEmail(
  db: Database,
  principal: Principal,
  tenant: Tenant,
  request: TUpdateProfileRequest,
): Promise<{ email: string }> {
  assertProfileAllowed(principal, tenant);
  await loadUser(db, principal);
  await updateUserSignerEmail(db, principal.userId, request.emailSigner);
  return { email: request.emailSigner };
}
