import {
  PRODUCT_VARIANT_CODES,
  type BlockCondition,
  type ConditionRule,
  type ElementCondition,
  type ElementOption,
  type FormDefinition,
  type TemporaryRateTable,
  type TenantCode,
} from '@souscription/form-engine';
import type { ElementFixture, FormFixture, TenantFixture } from './form-fixture.types.js';
import { TENANT_CALCULATIONS } from './tenant-calculations.js';
import { PRODUCT_CODES } from './products.js';

/** Product choice elements whose options are product codes. */
const PRODUCT_CHOICE_TYPES: ReadonlySet<string> = new Set([
  'unique_select_product_choice',
  'unique_select_product_choice_autocomplete',
  'unique_select_product_choice_radio',
]);

/** A fixture whose product map does not fit it. */
export class FormFixtureError extends Error {
  override readonly name = 'FormFixtureError';
}

function formatRate(rate: number): string {
  return String(rate).replace('.', ',');
}

/** The options of a dismemberment table element: one per duration of the table. */
export function toDurationOptions(table: TemporaryRateTable): ElementOption[] {
  return table.rows.map((row) => ({
    value: String(row.years),
    label: `${row.years}\u00a0ans`,
    presentation: `Usufruit ${formatRate(row.usufruct)}\u00a0% — nue-propriété ${formatRate(row.bare_ownership)}\u00a0%`,
  }));
}

/** English texts of {@link toDurationOptions}, by value. */
export function toDurationOptionsEn(table: TemporaryRateTable): {
  labels: Record<string, string>;
  presentations: Record<string, string>;
} {
  return {
    labels: Object.fromEntries(table.rows.map((row) => [String(row.years), `${row.years} years`])),
    presentations: Object.fromEntries(
      table.rows.map((row) => [
        String(row.years),
        `Usufruct ${row.usufruct}% — bare ownership ${row.bare_ownership}%`,
      ]),
    ),
  };
}

function checkProductMap(fixture: FormFixture, tenant: TenantFixture): void {
  const ids = new Set(fixture.elements.map((element) => element.id));
  const problems: string[] = [];
  const tableByElement = new Map<number, string | null>();
  for (const [code, product] of Object.entries(tenant.products)) {
    if (!ids.has(product.unit_price_element_id)) {
      problems.push(`${code}: unit-price element #${product.unit_price_element_id} is not in the form`);
    }
    if (product.dismemberment_table_element_id !== null && !ids.has(product.dismemberment_table_element_id)) {
      problems.push(
        `${code}: dismemberment table element #${product.dismemberment_table_element_id} is not in the form`,
      );
    }
    const table = product.temporary_rate_table ?? tenant.rate_tables.default_temporary;
    if (table && !tenant.rate_tables.temporary[table]) {
      problems.push(`${code}: temporary rate table "${table}" is not among the tenant's tables`);
    }
    const elementId = product.dismemberment_table_element_id;
    if (elementId !== null) {
      const other = tableByElement.get(elementId);
      if (other !== undefined && other !== table) {
        problems.push(
          `${code}: dismemberment table element #${elementId} would show two tables ("${other}" and "${table}")`,
        );
      }
      tableByElement.set(elementId, table);
    }
  }
  for (const [code, variant] of Object.entries(tenant.variants ?? {})) {
    if (!(PRODUCT_VARIANT_CODES as readonly string[]).includes(code)) {
      problems.push(`variant ${code}: not a product variant code of spec 02 §9`);
    }
    if (!(variant.product in tenant.products)) {
      problems.push(`variant ${code}: product ${variant.product} is not among the tenant's products`);
    }
  }
  if (problems.length > 0) {
    throw new FormFixtureError(
      `Tenant ${tenant.code} does not fit form "${fixture.label}": ${problems.join('; ')}`,
    );
  }
}

/**
 * An element reserved to product variants keeps the tenant's ones; without any, the tenant does not
 * get it.
 */
function keepTenantVariants(element: ElementFixture, tenant: TenantFixture): ElementFixture[] {
  const reserved = element.attributes.product_variants;
  if (!reserved?.length) return [element];
  const kept = reserved.filter((code) => code in (tenant.variants ?? {}));
  return kept.length === 0
    ? []
    : [{ ...element, attributes: { ...element.attributes, product_variants: kept } }];
}

/** The form's product choice offers each variant of the tenant right after its product. */
function addVariantOptions(element: ElementFixture, tenant: TenantFixture): ElementFixture {
  const variants = Object.entries(tenant.variants ?? {});
  const { options } = element.attributes;
  if (variants.length === 0 || !options) return element;
  const en = element.i18n?.en;
  const enOptions = { ...en?.options };
  const enPresentations = { ...en?.optionPresentations };
  const withVariants = options.flatMap((option) => [
    option,
    ...variants
      .filter(([, variant]) => variant.product === option.value)
      .map(([code, variant]) => {
        enOptions[code] =
          `${en?.options?.[option.value] ?? option.label} — ${variant.label_en ?? variant.label}`;
        const presentationEn = en?.optionPresentations?.[option.value];
        if (presentationEn) enPresentations[code] = presentationEn;
        return { ...option, value: code, label: `${option.label} — ${variant.label}` };
      }),
  ]);
  return {
    ...element,
    attributes: { ...element.attributes, options: withVariants },
    i18n: en ? { en: { ...en, options: enOptions, optionPresentations: enPresentations } } : element.i18n,
  };
}

/**
 * Cuts the base form down to a tenant, keeping local ids:
 * - product choices (the three `unique_select_product_choice` types) keep only the tenant's products
 *   among the product codes of spec 9 (other option values are kept);
 * - unit-price elements (`output_product_unit_price`) of products the tenant does not sell are dropped;
 * - the form's product choice offers the tenant's product variants after their products, and elements
 *   reserved to variants keep the tenant's ones (dropped when it has none);
 * - a dismemberment table element without options gets one option per duration of its products' table
 *   (their `temporary_rate_table`, else the tenant's default table);
 * - an element the tenant calculates its own way ({@link TENANT_CALCULATIONS}) gets its formula.
 * @throws FormFixtureError when the tenant's product map names elements or tables that do not exist, or
 * gives one dismemberment table element two tables (its options could not fit both).
 */
export function tailorFormFixture(fixture: FormFixture, tenant: TenantFixture): FormFixture {
  checkProductMap(fixture, tenant);
  const products = Object.values(tenant.products);
  const priceIds = new Set(products.map((product) => product.unit_price_element_id));
  const tableKeyByElement = new Map<number, string | null>();
  for (const product of products) {
    if (product.dismemberment_table_element_id === null) continue;
    const key = product.temporary_rate_table ?? tenant.rate_tables.default_temporary;
    tableKeyByElement.set(product.dismemberment_table_element_id, key);
  }

  const elements = fixture.elements
    .filter((element) => element.type !== 'output_product_unit_price' || priceIds.has(element.id))
    .flatMap((element) => keepTenantVariants(element, tenant))
    .map((element) =>
      element.id === fixture.product_choice_element_id ? addVariantOptions(element, tenant) : element,
    )
    .map((element): ElementFixture => {
      const { attributes } = element;
      if (PRODUCT_CHOICE_TYPES.has(element.type) && attributes.options) {
        const keep = (value: string): boolean => !PRODUCT_CODES.has(value) || value in tenant.products;
        const en = element.i18n?.en;
        return {
          ...element,
          attributes: { ...attributes, options: attributes.options.filter((option) => keep(option.value)) },
          i18n: en
            ? {
                en: {
                  ...en,
                  ...(en.options
                    ? {
                        options: Object.fromEntries(
                          Object.entries(en.options).filter(([value]) => keep(value)),
                        ),
                      }
                    : {}),
                  ...(en.optionPresentations
                    ? {
                        optionPresentations: Object.fromEntries(
                          Object.entries(en.optionPresentations).filter(([value]) => keep(value)),
                        ),
                      }
                    : {}),
                },
              }
            : element.i18n,
        };
      }
      const tableKey = tableKeyByElement.get(element.id);
      const table = tableKey ? tenant.rate_tables.temporary[tableKey] : undefined;
      if (table && !attributes.options?.length) {
        const en = toDurationOptionsEn(table);
        return {
          ...element,
          attributes: { ...attributes, options: toDurationOptions(table) },
          i18n: { en: { ...element.i18n?.en, options: en.labels, optionPresentations: en.presentations } },
        };
      }
      return element;
    })
    .map((element): ElementFixture => {
      const calculate = TENANT_CALCULATIONS[tenant.code as TenantCode]?.[element.name];
      return calculate ? { ...element, calculate } : element;
    });
  return { ...fixture, elements };
}

function shiftRules(rules: readonly ConditionRule[], offset: number): ConditionRule[] {
  return rules.map((rule) =>
    rule.input_id === null || rule.input_id === undefined
      ? rule
      : { ...rule, input_id: rule.input_id + offset },
  );
}

function shiftCondition<T extends ElementCondition | BlockCondition>(
  condition: T | null | undefined,
  offset: number,
): T | null {
  return condition ? { ...condition, rules: shiftRules(condition.rules, offset) } : null;
}

/**
 * Shifts every local id of a fixture and of its tenant's product map by `idOffset`: pages, blocks and
 * their page ids, elements and their block ids, condition rules' `input_id`, `reference`,
 * `childElementId`, `childrenElementsIds`, `datalistId`, `pattern.when.input_id`, datalists,
 * `product_choice_element_id`, and the
 * product map's element ids. Formulas reference elements by name and need no shifting.
 */
export function shiftFormFixture(
  fixture: FormFixture,
  tenant: TenantFixture,
  idOffset: number,
): { fixture: FormFixture; tenant: TenantFixture } {
  const shift = (id: number): number => id + idOffset;
  const shiftNullable = (id: number | null | undefined): number | null | undefined =>
    id === null || id === undefined ? id : shift(id);
  const shifted: FormFixture = {
    ...fixture,
    product_choice_element_id:
      fixture.product_choice_element_id === null ? null : shift(fixture.product_choice_element_id),
    pages: fixture.pages.map((page) => ({ ...page, id: shift(page.id) })),
    blocks: fixture.blocks.map((block) => ({
      ...block,
      id: shift(block.id),
      page_id: shift(block.page_id),
      condition: shiftCondition(block.condition, idOffset),
    })),
    elements: fixture.elements.map((element) => {
      const attributes = { ...element.attributes };
      if (attributes.childElementId !== undefined)
        attributes.childElementId = shiftNullable(attributes.childElementId);
      if (attributes.childrenElementsIds)
        attributes.childrenElementsIds = attributes.childrenElementsIds.map(shift);
      if (attributes.datalistId !== undefined) attributes.datalistId = shiftNullable(attributes.datalistId);
      if (attributes.pattern?.when)
        attributes.pattern = {
          ...attributes.pattern,
          when: { ...attributes.pattern.when, input_id: shift(attributes.pattern.when.input_id) },
        };
      return {
        ...element,
        id: shift(element.id),
        block_id: shift(element.block_id),
        attributes,
        condition: shiftCondition(element.condition, idOffset),
        reference: shiftNullable(element.reference) ?? null,
      };
    }),
    datalists: fixture.datalists.map((datalist) => ({ ...datalist, id: shift(datalist.id) })),
  };
  const products = Object.fromEntries(
    Object.entries(tenant.products).map(([code, product]) => [
      code,
      {
        ...product,
        unit_price_element_id: shift(product.unit_price_element_id),
        dismemberment_table_element_id:
          product.dismemberment_table_element_id === null
            ? null
            : shift(product.dismemberment_table_element_id),
      },
    ]),
  );
  return { fixture: shifted, tenant: { ...tenant, products } };
}

/** Options of {@link buildFormDefinition}. */
export type BuildFormDefinitionOptions = {
  /** The form's id (`form.id` and every page's `form_id`); 1 by default. */
  formId?: number;
};

/** Drops the fixture-only fields (`i18n`) of an element, a block or a page. */
function withoutI18n<T extends { i18n?: unknown }>(item: T): Omit<T, 'i18n'> {
  const { i18n: _i18n, ...rest } = item;
  return rest;
}

/** A tenant's copy of a form: the tailored, shifted fixture (with its English texts) and its definition. */
export type FormCopy = {
  /** The fixture cut down to the tenant and shifted: what the seed stores, English texts included. */
  fixture: FormFixture;
  /** The engine's definition of the copy (French texts), with the tenant's shifted product map. */
  definition: FormDefinition;
};

/**
 * Builds a tenant's copy of a form: the fixture is cut down to the tenant's products
 * ({@link tailorFormFixture}) and every local id is shifted by `idOffset` ({@link shiftFormFixture}), so
 * that every copy of a form in one database has ids of its own. Store `fixture` (its i18n holds the
 * English texts of the tailored options) and load `definition` with the engine.
 */
export function buildFormCopy(
  fixture: FormFixture,
  tenant: TenantFixture,
  idOffset = 0,
  options: BuildFormDefinitionOptions = {},
): FormCopy {
  const formId = options.formId ?? 1;
  const { fixture: form, tenant: shiftedTenant } = shiftFormFixture(
    tailorFormFixture(fixture, tenant),
    tenant,
    idOffset,
  );
  return {
    fixture: form,
    definition: {
      form: { id: formId, label: form.label, product_choice_element_id: form.product_choice_element_id },
      pages: form.pages.map((page) => ({ ...withoutI18n(page), form_id: formId })),
      blocks: form.blocks.map((block) => withoutI18n(block)),
      elements: form.elements.map((element) => withoutI18n(element)),
      tenant: shiftedTenant,
    },
  };
}

/** The engine's FormDefinition of a tenant's copy of a form (see {@link buildFormCopy}). */
export function buildFormDefinition(
  fixture: FormFixture,
  tenant: TenantFixture,
  idOffset = 0,
  options: BuildFormDefinitionOptions = {},
): FormDefinition {
  return buildFormCopy(fixture, tenant, idOffset, options).definition;
}
