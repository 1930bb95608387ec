import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { authorizedClients, customers, dossiers, users } from '../../db/schema.js';
import { buildDossierSearchText } from '../../shared/search-text.js';

/** Whether an account of the tenant already uses this e-mail (lower case). */
export async function existsUserWithEmail(db: Database, tenantId: number, email: string): Promise<boolean> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), sql`lower(${users.email}) = ${email}`));
  return Boolean(existing);
}

export type ProspectIdentity = {
  civility: string;
  firstName: string;
  lastName: string;
  email: string;
  birthDate: string | null;
  birthCity: string | null;
};

type DossierOfProspect = {
  id: number;
  advisorId: string | null;
  productCode: string | null;
  title: string | null;
};

/**
 * In one transaction: the prospect's customer record (code P00042 + 2 random hex digits) and
 * account, made the dossier's client and authorized on it.
 */
export async function insertProspect(
  db: Database,
  tenantId: number,
  dossier: DossierOfProspect,
  person: ProspectIdentity,
): Promise<typeof customers.$inferSelect> {
  return db.transaction(async (tx) => {
    const [{ next } = { next: 1 }] = await tx
      .select({ next: sql<number>`coalesce(max(${customers.id}), 0) + 1` })
      .from(customers);
    const username = `P${String(next).padStart(5, '0')}${randomBytes(1).toString('hex').toUpperCase()}`;
    const [customer] = await tx
      .insert(customers)
      .values({
        tenantId,
        username,
        civility: person.civility || 'M.',
        firstName: person.firstName,
        lastName: person.lastName,
        email: person.email,
        birthDate: person.birthDate,
        birthCity: person.birthCity,
        isProspect: true,
        advisorId: dossier.advisorId,
      })
      .returning();
    if (!customer) throw new Error('customer insert returned nothing');
    // The account has no password yet: the prospect sets one through the issuer's own flow.
    await tx.insert(users).values({
      tenantId,
      username,
      firstname: person.firstName,
      lastname: person.lastName,
      email: person.email,
      role: 'prospect',
      customerId: customer.id,
    });
    const [advisor] = dossier.advisorId
      ? await tx.select().from(users).where(eq(users.id, dossier.advisorId))
      : [];
    await tx
      .update(dossiers)
      .set({
        clientId: customer.id,
        searchText: buildDossierSearchText({
          customer,
          advisor: advisor ?? null,
          productCode: dossier.productCode,
          title: dossier.title,
        }),
        version: sql`${dossiers.version} + 1`,
      })
      .where(eq(dossiers.id, dossier.id));
    await tx
      .insert(authorizedClients)
      .values({ dossierId: dossier.id, customerId: customer.id })
      .onConflictDoNothing();
    return customer;
  });
}
