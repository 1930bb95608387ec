import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { isCustomerRole, type TCreateProspectResponse } from '@souscription/contract';
import type { Database } from '../../db/client.js';
import { authorizedClients, customers, dossiers, users } from '../../db/schema.js';
import { ApiError } from '../../shared/api-error.js';
import type { Actor } from '../dossiers/access.js';
import { findDossierForActor } from '../dossiers/find-dossier.js';
import { buildDossierSearchText } from '../dossiers/search-text.js';
import type { FormStore } from '../forms/form-store.js';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * `POST /prospects`: creates the prospect's customer record and account from the dossier's
 * identity values, makes it the dossier's client and authorizes it, in one transaction. Errors as
 * spec 02 §8: 'User already exists for customer email', 'An error occurred when creating the prospect'.
 */
export async function createProspect(
  db: Database,
  forms: FormStore,
  actor: Actor,
  dossierId: number,
): Promise<TCreateProspectResponse> {
  if (isCustomerRole(actor.role)) throw ApiError.forbidden();
  const dossier = await findDossierForActor(db, actor, dossierId);
  if (dossier.clientId)
    throw ApiError.unprocessable([{ property: 'dossierId', message: 'api.error.dossier-has-client' }]);
  const { form } = await forms.getStoredForm(dossier.formId);
  const identity = form.identityElements ?? {};
  const valueOf = (key: string) =>
    identity[key] === undefined ? '' : text(dossier.values[String(identity[key])]);
  const person = {
    civility: valueOf('civility'),
    firstName: valueOf('first_name'),
    lastName: valueOf('last_name'),
    email: valueOf('email').toLowerCase(),
    birthDate: valueOf('birth_date') || null,
    birthCity: valueOf('birth_city') || null,
  };
  const missing = (['firstName', 'lastName', 'email'] as const).filter((key) => !person[key]);
  if (missing.length) {
    throw ApiError.unprocessable(
      missing.map((key) => ({ property: key, message: 'An error occurred when creating the prospect' })),
    );
  }
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, actor.tenantId), sql`lower(${users.email}) = ${person.email}`));
  if (existing)
    throw ApiError.unprocessable([{ property: 'email', message: 'User already exists for customer email' }]);

  return db.transaction(async (tx) => {
    const [{ next } = { next: 1 }] = await tx
      .select({ next: sql<number>`coalesce(max(${customers.id}), 0) + 1` })
      .from(customers);
    const username = `P${String(next).padStart(5, '0')}${randomBytes(1).toString('hex').toUpperCase()}`;
    const [customer] = await tx
      .insert(customers)
      .values({
        tenantId: actor.tenantId,
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
      tenantId: actor.tenantId,
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
    return {
      prospect: {
        id: customer.id,
        civility: customer.civility,
        first_name: customer.firstName,
        last_name: customer.lastName,
        username: customer.username,
        email: customer.email,
      },
    };
  });
}
