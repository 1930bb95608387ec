import type {
  TFormDefinition,
  TFormMappingResponse,
  TListBlockElementsResponse,
  TListFormPagesResponse,
  TListFormsResponse,
  TListPageBlocksResponse,
  TLocale,
} from '@souscription/contract';
import { isElementOfferedForProduct } from '@souscription/form-engine';
import type { Actor } from '../../auth/actor.js';
import type { Database } from '../../db/client.js';
import { ApiError } from '../../shared/api-error.js';
import type { FormStore } from './form-store.js';
import { localizeBlock, localizeElement, localizePage } from './localize-form.js';
import { findFormIdOfBlock, findFormIdOfPage, findTenantForms, type StoredForm } from './queries.js';

/** A form of the actor's tenant, or 404 (another tenant's form is not shown to exist). */
async function findStoredForm(forms: FormStore, actor: Actor, formId: number): Promise<StoredForm> {
  const stored = await forms.getStoredForm(formId).catch(() => undefined);
  if (!stored || stored.form.tenantId !== actor.tenantId)
    throw ApiError.notFound('formId', 'api.error.form-not-found');
  return stored;
}

/** The forms of the actor's tenant, named in the language of `Accept-Language` (French by default). */
export async function listForms(
  db: Database,
  actor: Actor,
  acceptLanguage?: string,
): Promise<TListFormsResponse> {
  const rows = await findTenantForms(db, actor.tenantId);
  const english = /^en/i.test(acceptLanguage ?? '');
  return {
    forms: rows.map((f) => ({
      id: f.id,
      label: english && f.labelEn ? f.labelEn : f.label,
      product_choice_element_id: f.productChoiceElementId,
      back_office: f.isBackOffice,
      redirect_url: f.redirectUrl,
    })),
  };
}

/** Element names to ids, block ids and the product choice element of a form. */
export async function getFormMapping(
  forms: FormStore,
  actor: Actor,
  formId: number,
): Promise<TFormMappingResponse> {
  const stored = await findStoredForm(forms, actor, formId);
  return {
    elements: stored.elements.map((e) => ({ id: e.id, name: e.name })),
    blocks: stored.blocks.map((b) => ({ id: b.id })),
    productId: stored.form.productChoiceElementId,
  };
}

/** The pages of a form, in the asked language. */
export async function listFormPages(
  forms: FormStore,
  actor: Actor,
  formId: number,
  locale: TLocale,
): Promise<TListFormPagesResponse> {
  const stored = await findStoredForm(forms, actor, formId);
  return { pages: stored.pages.map((p) => localizePage(p, locale)) };
}

/** The blocks of a page, in the asked language. */
export async function listPageBlocks(
  db: Database,
  forms: FormStore,
  actor: Actor,
  pageId: number,
  locale: TLocale,
): Promise<TListPageBlocksResponse> {
  const formId = await findFormIdOfPage(db, pageId);
  if (formId === undefined) throw ApiError.notFound('pageId', 'api.error.page-not-found');
  const stored = await findStoredForm(forms, actor, formId);
  const page = stored.pages.find((p) => p.id === pageId);
  if (!page) throw ApiError.notFound('pageId', 'api.error.page-not-found');
  return {
    blocks: stored.blocks.filter((b) => b.page_id === page.id).map((b) => localizeBlock(b, locale)),
  };
}

/**
 * The elements of a block offered for a product code (a variant's reserved elements only for it),
 * in the asked language.
 */
export async function listBlockElements(
  db: Database,
  forms: FormStore,
  actor: Actor,
  blockId: number,
  locale: TLocale,
  productCode: string | null,
): Promise<TListBlockElementsResponse> {
  const formId = await findFormIdOfBlock(db, blockId);
  if (formId === undefined) throw ApiError.notFound('blockId', 'api.error.block-not-found');
  const stored = await findStoredForm(forms, actor, formId);
  return {
    elements: stored.elements
      .filter((e) => e.block_id === blockId && isElementOfferedForProduct(e, productCode))
      .map((e) => localizeElement(e, locale)),
  };
}

/** The whole form as the engine loads it, in the asked language. */
export async function getFormDefinition(
  forms: FormStore,
  actor: Actor,
  formId: number,
  locale: TLocale,
): Promise<TFormDefinition> {
  await findStoredForm(forms, actor, formId);
  return forms.getDefinition(formId, locale);
}
