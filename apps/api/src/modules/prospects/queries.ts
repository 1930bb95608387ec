import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.js';
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
  values: Record<string, unknown>;
};

/**
 * Locks the dossier's row until the transaction ends, if it still has no client; nothing when it
 * has one (then the caller refuses). Concurrent creations on one dossier wait here for each other.
 */
export async function lockDossierWithoutClient(
  tx: Database,
  dossierId: number,
): Promise<DossierOfProspect | undefined> {
  const [row] = await tx
    .select({
      id: dossiers.id,
      advisorId: dossiers.advisorId,
      productCode: dossiers.productCode,
      title: dossiers.title,
      values: dossiers.values,
    })
    .from(dossiers)
    .where(and(eq(dossiers.id, dossierId), isNull(dossiers.clientId)))
    .for('update');
  return row;
}

/**
 * Holds a lock on this e-mail of the tenant until the transaction ends, so that two creations
 * with one e-mail (on two dossiers) check and insert one after the other.
 */
export async function lockProspectEmail(tx: Database, tenantId: number, email: string): Promise<void> {
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(hashtextextended(${`prospect-email|${tenantId}|${email}`}, 0))`,
  );
}

/**
 * The prospect's customer record (code P + its id + 2 random hex digits) and account, made the
 * dossier's client — only while it still has none (nothing then) — and authorized on it. Runs in the
 * caller's transaction.
 */
export async function insertProspect(
  tx: Database,
  tenantId: number,
  dossier: DossierOfProspect,
  person: ProspectIdentity,
): Promise<typeof customers.$inferSelect | undefined> {
  // The id comes first from the customers' own sequence, so that concurrent creations never pick
  // the same code.
  const [{ id } = { id: 0 }] = await queryRows<{ id: number }>(
    tx,
    sql`SELECT nextval(pg_get_serial_sequence('customers', 'id'))::int AS id`,
  );
  const username = `P${String(id).padStart(5, '0')}${randomBytes(1).toString('hex').toUpperCase()}`;
  const [customer] = await tx
    .insert(customers)
    .values({
      id,
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
  const updated = await tx
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
      updatedAt: new Date(),
    })
    .where(and(eq(dossiers.id, dossier.id), isNull(dossiers.clientId)))
    .returning({ id: dossiers.id });
  if (updated.length === 0) return undefined;
  await tx
    .insert(authorizedClients)
    .values({ dossierId: dossier.id, customerId: customer.id })
    .onConflictDoNothing();
  return customer;
}
