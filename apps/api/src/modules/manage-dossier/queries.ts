import { and, desc, eq, sql } from 'drizzle-orm';
import type { TPairingChoice } from '@souscription/contract';
import type { Database } from '../../db/client.js';
import { customers, dossiers, forms, integrationHistory, users } from '../../db/schema.js';

export type ManagedDossier = typeof dossiers.$inferSelect & {
  clientUsername: string | null;
  advisorUsername: string | null;
  advisorName: string | null;
  identityElements: Record<string, number> | null;
};

/** A dossier of the tenant with what management reads beside it; nothing for another tenant's. */
export async function findManagedDossier(
  db: Database,
  tenantId: number,
  id: number,
): Promise<ManagedDossier | undefined> {
  const [row] = await db
    .select({
      dossier: dossiers,
      clientUsername: customers.username,
      advisorUsername: users.username,
      advisorName: sql<string | null>`nullif(trim(${users.firstname} || ' ' || ${users.lastname}), '')`,
      identityElements: forms.identityElements,
    })
    .from(dossiers)
    .innerJoin(forms, eq(forms.id, dossiers.formId))
    .leftJoin(customers, eq(customers.id, dossiers.clientId))
    .leftJoin(users, eq(users.id, dossiers.advisorId))
    .where(and(eq(dossiers.id, id), eq(dossiers.tenantId, tenantId)));
  if (!row) return undefined;
  return {
    ...row.dossier,
    clientUsername: row.clientUsername,
    advisorUsername: row.advisorUsername,
    advisorName: row.advisorName,
    identityElements: row.identityElements,
  };
}

export type HistoryInsert = {
  tenantId: number;
  dossierId: number;
  kind: 'state' | 'pairing' | 'delivery' | 'correction' | 'correction-sent';
  state: string;
  reason: string | null;
  userId: string | null;
  pairing?: TPairingChoice | null;
  /** The revision a `correction-sent` entry sends, or a `delivery` entry delivered. */
  revision?: number | null;
};

/** Appends an entry to a dossier's integration history. */
export async function insertHistory(db: Database, entry: HistoryInsert) {
  const [row] = await db
    .insert(integrationHistory)
    .values({ ...entry, pairing: entry.pairing ?? null })
    .returning();
  if (!row) throw new Error('history insert returned nothing');
  return row;
}

/** A dossier's history, newest first, with who did each entry. */
export function findHistory(db: Database, dossierId: number) {
  return db
    .select({
      entry: integrationHistory,
      username: users.username,
      firstname: users.firstname,
      lastname: users.lastname,
    })
    .from(integrationHistory)
    .leftJoin(users, eq(users.id, integrationHistory.userId))
    .where(eq(integrationHistory.dossierId, dossierId))
    .orderBy(desc(integrationHistory.id));
}

/** A user's names, for a history entry just written. */
export async function findUserNames(db: Database, userId: string) {
  const [row] = await db
    .select({ username: users.username, firstname: users.firstname, lastname: users.lastname })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

export type DossierChange = Partial<
  Pick<
    typeof dossiers.$inferInsert,
    'integrationState' | 'validationDate' | 'pairingNp' | 'pairingUsu' | 'forceMandate'
  >
>;

/** Changes a dossier if it is still at `version`; nothing when it changed meanwhile. */
export async function updateDossierAtVersion(
  db: Database,
  id: number,
  version: number,
  change: DossierChange,
) {
  const [row] = await db
    .update(dossiers)
    .set({ ...change, version: sql`${dossiers.version} + 1`, updatedAt: new Date() })
    .where(and(eq(dossiers.id, id), eq(dossiers.version, version)))
    .returning();
  return row;
}
