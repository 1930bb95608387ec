import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  customers,
  documentTemplates,
  dossierLocales,
  dossiers,
  generatedDocuments,
  tenants,
  users,
} from '../../db/schema.js';
import type { DocumentLocale, DocumentTemplate } from './document-template.types.js';

export type DossierRecord = typeof dossiers.$inferSelect;
export type GeneratedDocumentRow = typeof generatedDocuments.$inferSelect;
export type TemplateRow = { id: number; documentKey: string; rank: number; template: DocumentTemplate };

/** The dossier itself, whoever asks (the caller's rights are checked before). */
export async function findDossierRecord(db: Database, id: number): Promise<DossierRecord | undefined> {
  const [row] = await db.select().from(dossiers).where(eq(dossiers.id, id));
  return row;
}

/** The people a document names: the dossier's advisor and customer. */
export async function findDossierPeople(db: Database, dossier: DossierRecord) {
  const [advisor] = dossier.advisorId
    ? await db
        .select({ firstname: users.firstname, lastname: users.lastname, email: users.email })
        .from(users)
        .where(eq(users.id, dossier.advisorId))
    : [];
  const [client] = dossier.clientId
    ? await db
        .select({
          username: customers.username,
          civility: customers.civility,
          firstName: customers.firstName,
          lastName: customers.lastName,
          email: customers.email,
        })
        .from(customers)
        .where(eq(customers.id, dossier.clientId))
    : [];
  return { advisor, client };
}

/** The tenant's name, colours and logo (the header of its documents). */
export async function findTenantLook(db: Database, tenantId: number) {
  const [row] = await db
    .select({ code: tenants.code, name: tenants.name, theme: tenants.theme, logoPng: tenants.logoPng })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  return row;
}

/** The form's document templates with these keys (all when none given), in their rank order. */
export async function findTemplates(
  db: Database,
  formId: number,
  keys?: readonly string[],
): Promise<TemplateRow[]> {
  if (keys && keys.length === 0) return [];
  const rows = await db
    .select({
      id: documentTemplates.id,
      documentKey: documentTemplates.documentKey,
      rank: documentTemplates.rank,
      definition: documentTemplates.definition,
    })
    .from(documentTemplates)
    .where(
      keys
        ? and(eq(documentTemplates.formId, formId), inArray(documentTemplates.documentKey, [...keys]))
        : eq(documentTemplates.formId, formId),
    )
    .orderBy(asc(documentTemplates.rank), asc(documentTemplates.id));
  return rows.map((row) => ({
    id: row.id,
    documentKey: row.documentKey,
    rank: row.rank,
    template: row.definition as unknown as DocumentTemplate,
  }));
}

/** The dossier's generated documents with these keys. */
export function findGeneratedDocuments(
  db: Database,
  dossierId: number,
  keys: readonly string[],
): Promise<GeneratedDocumentRow[]> {
  if (keys.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(generatedDocuments)
    .where(
      and(eq(generatedDocuments.dossierId, dossierId), inArray(generatedDocuments.documentKey, [...keys])),
    );
}

/** One generated document of a dossier. */
export async function findGeneratedDocument(
  db: Database,
  dossierId: number,
  documentId: number,
): Promise<GeneratedDocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(generatedDocuments)
    .where(and(eq(generatedDocuments.dossierId, dossierId), eq(generatedDocuments.id, documentId)));
  return row;
}

/** Records a document made again (or for the first time); answers its row. */
export async function upsertGeneratedDocument(
  db: Database,
  row: Omit<GeneratedDocumentRow, 'id' | 'generatedAt'>,
): Promise<GeneratedDocumentRow> {
  const { dossierId: _dossierId, documentKey: _documentKey, tenantId: _tenantId, ...changes } = row;
  const [saved] = await db
    .insert(generatedDocuments)
    .values(row)
    .onConflictDoUpdate({
      target: [generatedDocuments.dossierId, generatedDocuments.documentKey],
      set: { ...changes, generatedAt: new Date() },
    })
    .returning();
  return saved!;
}

/** The language recorded for a dossier's documents; French when none. */
export async function findDossierLocale(db: Database, dossierId: number): Promise<DocumentLocale> {
  const [row] = await db
    .select({ locale: dossierLocales.locale })
    .from(dossierLocales)
    .where(eq(dossierLocales.dossierId, dossierId));
  return row?.locale === 'en' ? 'en' : 'fr';
}

/** Records the language of a dossier's documents. */
export async function saveDossierLocale(
  db: Database,
  dossierId: number,
  tenantId: number,
  locale: DocumentLocale,
): Promise<void> {
  await db
    .insert(dossierLocales)
    .values({ dossierId, tenantId, locale })
    .onConflictDoUpdate({ target: dossierLocales.dossierId, set: { locale, updatedAt: new Date() } });
}
