import { and, eq, inArray } from 'drizzle-orm';
import { ADVISOR_ROLES, BACK_OFFICE_ROLES } from '@souscription/contract';
import type { Database } from '../../db/client.js';
import { forms, users } from '../../db/schema.js';

/** The roles that open dossiers for others, whose dossiers the advisor filter narrows to. */
const CREATOR_ROLES = [...ADVISOR_ROLES, ...BACK_OFFICE_ROLES];

/** The ids of the tenant's forms. */
export async function findTenantFormIds(db: Database, tenantId: number): Promise<number[]> {
  const rows = await db.select({ id: forms.id }).from(forms).where(eq(forms.tenantId, tenantId));
  return rows.map((row) => row.id);
}

/** The tenant's users who open dossiers for others, by name. */
export async function findTenantCreators(db: Database, tenantId: number) {
  return db
    .select({ id: users.id, firstname: users.firstname, lastname: users.lastname })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.role, CREATOR_ROLES)))
    .orderBy(users.lastname, users.firstname, users.id);
}

/** Whether a user of the tenant has that id. */
export async function isTenantUser(db: Database, tenantId: number, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
  return row !== undefined;
}
