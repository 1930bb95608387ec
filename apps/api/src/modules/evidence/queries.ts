import { and, asc, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  customers,
  dossierEvidence,
  dossiers,
  forms,
  integrationHistory,
  tenants,
  users,
} from '../../db/schema.js';

export type EvidenceRow = typeof dossierEvidence.$inferSelect;

/** The latest revision of a dossier's evidence file, if it was built. */
export async function findLatestEvidence(db: Database, dossierId: number): Promise<EvidenceRow | undefined> {
  const [row] = await db
    .select()
    .from(dossierEvidence)
    .where(eq(dossierEvidence.dossierId, dossierId))
    .orderBy(desc(dossierEvidence.revision))
    .limit(1);
  return row;
}

/**
 * Records a revision; false when another process recorded the same revision first (the caller reads
 * the file again and starts over from it).
 */
export async function insertEvidenceRevision(
  db: Database,
  row: Omit<EvidenceRow, 'id' | 'createdAt'>,
): Promise<boolean> {
  const inserted = await db
    .insert(dossierEvidence)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: dossierEvidence.id });
  return inserted.length > 0;
}

/** The dossier as its evidence file describes it: form, tenant, customer and advisor. */
export async function findEvidenceDossier(db: Database, dossierId: number) {
  const [row] = await db
    .select({
      dossier: dossiers,
      formLabel: forms.label,
      tenantCode: tenants.code,
      tenantName: tenants.name,
      client: { civility: customers.civility, firstName: customers.firstName, lastName: customers.lastName },
      advisor: { firstname: users.firstname, lastname: users.lastname },
    })
    .from(dossiers)
    .innerJoin(forms, eq(forms.id, dossiers.formId))
    .innerJoin(tenants, eq(tenants.id, dossiers.tenantId))
    .leftJoin(customers, eq(customers.id, dossiers.clientId))
    .leftJoin(users, eq(users.id, dossiers.advisorId))
    .where(eq(dossiers.id, dossierId));
  return row;
}

/** The dossier manager's decisions (state changes and pairings) after a history entry, oldest first. */
export async function findDecisionsAfter(db: Database, dossierId: number, afterId: number | null) {
  return db
    .select({
      id: integrationHistory.id,
      kind: integrationHistory.kind,
      state: integrationHistory.state,
      reason: integrationHistory.reason,
      pairing: integrationHistory.pairing,
      createdAt: integrationHistory.createdAt,
      firstname: users.firstname,
      lastname: users.lastname,
      username: users.username,
    })
    .from(integrationHistory)
    .leftJoin(users, eq(users.id, integrationHistory.userId))
    .where(
      and(
        eq(integrationHistory.dossierId, dossierId),
        inArray(integrationHistory.kind, ['state', 'pairing']),
        afterId === null ? undefined : gt(integrationHistory.id, afterId),
      ),
    )
    .orderBy(asc(integrationHistory.id));
}

export type DecisionRow = Awaited<ReturnType<typeof findDecisionsAfter>>[number];
