import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { tenants, users } from '../../db/schema.js';

/** A user row joined with its tenant code. */
export type UserWithTenant = typeof users.$inferSelect & { tenantCode: string };

const userWithTenant = {
  id: users.id,
  tenantId: users.tenantId,
  username: users.username,
  firstname: users.firstname,
  lastname: users.lastname,
  email: users.email,
  signerEmail: users.signerEmail,
  role: users.role,
  passwordHash: users.passwordHash,
  customerId: users.customerId,
  createdAt: users.createdAt,
  oidcIssuer: users.oidcIssuer,
  oidcSubject: users.oidcSubject,
  tenantCode: tenants.code,
};

export async function findUserById(db: Database, id: string): Promise<UserWithTenant | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const [row] = await db
    .select(userWithTenant)
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .where(eq(users.id, id));
  return row;
}

export async function findUserByUsername(
  db: Database,
  username: string,
): Promise<UserWithTenant | undefined> {
  const [row] = await db
    .select(userWithTenant)
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .where(sql`lower(${users.username}) = lower(${username})`);
  return row;
}

/** The tenant and customer record of a user account (customers' accounts stand for a customer). */
export async function findUserTenantAndCustomer(
  db: Database,
  id: string,
): Promise<{ tenantId: number; customerId: number | null } | undefined> {
  const [row] = await db
    .select({ tenantId: users.tenantId, customerId: users.customerId })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

/** The account an external issuer's `sub` is keyed to. */
export async function findUserByIssuerSubject(
  db: Database,
  issuer: string,
  subject: string,
): Promise<UserWithTenant | undefined> {
  const [row] = await db
    .select(userWithTenant)
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .where(and(eq(users.oidcIssuer, issuer), eq(users.oidcSubject, subject)));
  return row;
}

/** What an external issuer's token says of a user, copied onto its account at each sign-in. */
export type ExternalUserProfile = {
  username: string;
  firstname: string;
  lastname: string;
  email: string;
  role: string;
};

/** A user seen for the first time at an external issuer (nothing when its key or username is taken meanwhile). */
export async function insertExternalUser(
  db: Database,
  user: ExternalUserProfile & { tenantId: number; issuer: string; subject: string },
): Promise<void> {
  await db
    .insert(users)
    .values({
      tenantId: user.tenantId,
      username: user.username,
      firstname: user.firstname,
      lastname: user.lastname,
      email: user.email,
      role: user.role,
      oidcIssuer: user.issuer,
      oidcSubject: user.subject,
    })
    .onConflictDoNothing();
}

/**
 * Keys an account not yet tied to any external issuer (the embedded provider's, or one made before
 * issuers were keyed by `sub`) to this issuer's subject; false when another request did it first.
 */
export async function linkUserToIssuer(
  db: Database,
  id: string,
  identity: { issuer: string; subject: string },
): Promise<boolean> {
  const linked = await db
    .update(users)
    .set({ oidcIssuer: identity.issuer, oidcSubject: identity.subject })
    .where(and(eq(users.id, id), isNull(users.oidcIssuer)))
    .returning({ id: users.id });
  return linked.length > 0;
}

/** Copies the token's username, names, e-mail and role onto the account. */
export async function updateUserProfile(
  db: Database,
  id: string,
  profile: Partial<ExternalUserProfile>,
): Promise<void> {
  await db.update(users).set(profile).where(eq(users.id, id));
}
