import type {
  Block,
  FormDefinition,
  FormElement,
  Page,
  TenantConfiguration,
} from '@souscription/form-engine';
import type { Locale, StoredForm } from './queries.js';

type Translations = StoredForm['pages'][number]['i18n'];

const pick = (i18n: Translations, locale: Locale): Record<string, unknown> =>
  locale === 'fr' ? {} : ((i18n[locale] as Record<string, unknown> | undefined) ?? {});

/**
 * A page in the asked language, with its `progress` (spec 02 §3): 0, a page no folder has begun.
 * Note: a page's progress is the wizard's, for the folder being filled (spec 02 §2 and §4, computed
 * there block by block); the form's pages are the same for every folder and cached, so they carry
 * the value each bar starts from (docs/decisions.md).
 */
export function localizePage(page: StoredForm['pages'][number], locale: Locale): Page {
  const { i18n, ...rest } = page;
  const en = pick(i18n, locale);
  return {
    ...rest,
    progress: 0,
    title: (en.title as string | undefined) ?? rest.title,
    link_description: (en.link_description as string | undefined) ?? rest.link_description ?? null,
  };
}

/** A block in the asked language. */
export function localizeBlock(block: StoredForm['blocks'][number], locale: Locale): Block {
  const { i18n, ...rest } = block;
  const en = pick(i18n, locale);
  return {
    ...rest,
    title: (en.title as string | undefined) ?? rest.title,
    help: (en.help as string | undefined) ?? rest.help ?? null,
    confirmation: (en.confirmation as string | undefined) ?? rest.confirmation ?? null,
  };
}

/** An element in the asked language: label, help, error message, presentation, options, file types. */
export function localizeElement(element: StoredForm['elements'][number], locale: Locale): FormElement {
  const { i18n, ...rest } = element;
  const en = pick(i18n, locale) as {
    label?: string;
    help?: string;
    errorMessage?: string;
    presentation?: string;
    options?: Record<string, string>;
    optionPresentations?: Record<string, string>;
    types?: Record<string, string>;
  };
  if (locale === 'fr' || Object.keys(en).length === 0) return rest;
  const attributes = rest.attributes;
  return {
    ...rest,
    attributes: {
      ...attributes,
      ...(en.label ? { label: en.label } : {}),
      ...(en.help ? { help: en.help } : {}),
      ...(en.errorMessage ? { errorMessage: en.errorMessage } : {}),
      ...(en.presentation ? { presentation: en.presentation } : {}),
      ...(attributes.options && (en.options || en.optionPresentations)
        ? {
            options: attributes.options.map((o) => ({
              ...o,
              label: en.options?.[o.value] ?? o.label,
              // Note: the answer cards' descriptions (« Vous souscrivez pour vous-même… »).
              ...(o.presentation
                ? { presentation: en.optionPresentations?.[o.value] ?? o.presentation }
                : {}),
            })),
          }
        : {}),
      ...(attributes.types && en.types
        ? {
            types: attributes.types.map((ft) => ({
              ...ft,
              presentation: en.types?.[String(ft.id)] ?? ft.presentation,
            })),
          }
        : {}),
    },
  };
}

/** The engine's definition of a stored form, in the asked language. */
export function toFormDefinition(stored: StoredForm, locale: Locale): FormDefinition {
  return {
    form: {
      id: stored.form.id,
      label: locale === 'en' && stored.form.labelEn ? stored.form.labelEn : stored.form.label,
      product_choice_element_id: stored.form.productChoiceElementId,
    },
    pages: stored.pages.map((p) => localizePage(p, locale)),
    blocks: stored.blocks.map((b) => localizeBlock(b, locale)),
    elements: stored.elements.map((e) => localizeElement(e, locale)),
    tenant: (stored.form.tenantConfiguration ?? {
      code: 'default',
      products: {},
      rate_tables: { life: { bands: [] }, temporary: {}, default_temporary: null },
      rules: [],
    }) as unknown as TenantConfiguration,
  };
}
