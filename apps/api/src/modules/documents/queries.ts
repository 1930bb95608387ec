import { and, asc, eq, inArray, sql } from 'drizzle-orm';
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

/**
 * In one query, what a dossier's documents show around its values: the language recorded for them
 * (French when none), the dossier's advisor and customer, and the tenant's name, colours and the
 * SHA-256 of its logo. Note: the logo's bytes are not read here; documents take them from a cache by
 * that hash (load-tenant-logo.ts), as a bytea crosses PGlite's driver byte by byte.
 */
export async function findDocumentSurroundings(db: Database, dossier: DossierRecord) {
  const [row] = await db
    .select({
      locale: dossierLocales.locale,
      look: {
        code: tenants.code,
        name: tenants.name,
        theme: tenants.theme,
        logoSha256: sql<string | null>`encode(sha256(${tenants.logoPng}), 'hex')`,
      },
      advisor: { firstname: users.firstname, lastname: users.lastname, email: users.email },
      client: {
        username: customers.username,
        civility: customers.civility,
        firstName: customers.firstName,
        lastName: customers.lastName,
        email: customers.email,
      },
    })
    .from(tenants)
    .leftJoin(dossierLocales, eq(dossierLocales.dossierId, dossier.id))
    .leftJoin(users, dossier.advisorId ? eq(users.id, dossier.advisorId) : sql`false`)
    .leftJoin(customers, dossier.clientId ? eq(customers.id, dossier.clientId) : sql`false`)
    .where(eq(tenants.id, dossier.tenantId));
  return {
    locale: (row?.locale === 'en' ? 'en' : 'fr') as DocumentLocale,
    look: row?.look,
    advisor: row?.advisor ?? undefined,
    client: row?.client ?? undefined,
  };
}

/** The tenant's logo (PNG), null when it has none. */
export async function findTenantLogo(db: Database, tenantId: number): Promise<Uint8Array | null> {
  const [row] = await db.select({ logoPng: tenants.logoPng }).from(tenants).where(eq(tenants.id, tenantId));
  return row?.logoPng ?? null;
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
