import { asc, eq } from 'drizzle-orm';
import type { Block, FormElement, Page } from '@souscription/form-engine';
import type { Database } from '../../db/client.js';
import { blocks, elements, forms, pages } from '../../db/schema.js';
import { ApiError } from '../../shared/api-error.js';

export type Locale = 'fr' | 'en';

type Translations = Record<string, Record<string, unknown>>;

/** A form with its rows, read once and kept for a short while: forms change only when configured. */
export type StoredForm = {
  form: typeof forms.$inferSelect;
  pages: (Page & { i18n: Translations })[];
  blocks: (Block & { i18n: Translations })[];
  elements: (FormElement & { i18n: Translations })[];
};

/** Reads a form and its pages, blocks and elements, in rank order. */
export async function readStoredForm(db: Database, formId: number): Promise<StoredForm> {
  const [form] = await db.select().from(forms).where(eq(forms.id, formId));
  if (!form) throw ApiError.notFound('formId', 'api.error.form-not-found');
  const [pageRows, blockRows, elementRows] = await Promise.all([
    db.select().from(pages).where(eq(pages.formId, formId)).orderBy(asc(pages.rank), asc(pages.id)),
    db.select().from(blocks).where(eq(blocks.formId, formId)).orderBy(asc(blocks.rank), asc(blocks.id)),
    db
      .select()
      .from(elements)
      .where(eq(elements.formId, formId))
      .orderBy(asc(elements.rank), asc(elements.id)),
  ]);
  return {
    form,
    pages: pageRows.map((p) => ({
      id: p.id,
      form_id: p.formId,
      title: p.title,
      rank: p.rank,
      link_description: p.linkDescription,
      slug: p.slug,
      i18n: p.i18n,
    })),
    blocks: blockRows.map((b) => ({
      ...(b.definition as Omit<Block, 'id' | 'page_id' | 'rank'>),
      id: b.id,
      page_id: b.pageId,
      rank: b.rank,
      i18n: b.i18n,
    })),
    elements: elementRows.map((e) => ({
      id: e.id,
      name: e.name,
      type: e.type as FormElement['type'],
      css_classes: e.cssClasses,
      block_id: e.blockId,
      attributes: e.attributes as FormElement['attributes'],
      condition: (e.condition as FormElement['condition']) ?? null,
      calculate: e.calculate,
      reference: e.reference,
      i18n: e.i18n,
    })),
  };
}

export type Form = typeof forms.$inferSelect;

/** The forms of a tenant, in id order. */
export function findTenantForms(db: Database, tenantId: number): Promise<Form[]> {
  return db.select().from(forms).where(eq(forms.tenantId, tenantId)).orderBy(asc(forms.id));
}

/** The form of a page, or nothing when there is no such page. */
export async function findFormIdOfPage(db: Database, pageId: number): Promise<number | undefined> {
  const [row] = await db.select({ formId: pages.formId }).from(pages).where(eq(pages.id, pageId));
  return row?.formId;
}

/** The form of a block, or nothing when there is no such block. */
export async function findFormIdOfBlock(db: Database, blockId: number): Promise<number | undefined> {
  const [row] = await db.select({ formId: blocks.formId }).from(blocks).where(eq(blocks.id, blockId));
  return row?.formId;
}
