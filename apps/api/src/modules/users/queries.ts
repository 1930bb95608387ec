import { eq, sql } from 'drizzle-orm';
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

/** A user seen for the first time at an external issuer (nothing when the username is taken meanwhile). */
export async function insertExternalUser(
  db: Database,
  user: { tenantId: number; username: string; role: (typeof users.$inferInsert)['role'] },
): Promise<void> {
  await db
    .insert(users)
    .values({
      tenantId: user.tenantId,
      username: user.username,
      firstname: user.username,
      lastname: '',
      email: '',
      role: user.role,
    })
    .onConflictDoNothing();
}
