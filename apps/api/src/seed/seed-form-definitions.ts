import { eq } from 'drizzle-orm';
import { loadFormDefinition } from '@souscription/form-engine';
import type { Database } from '../db/client.js';
import { blocks, datalistOptions, datalists, elements, forms, pages, tenants } from '../db/schema.js';
import { normalizeSearchText } from '../shared/search-text.js';
import { BACK_OFFICE_FORM } from './forms/back-office-form.js';
import { buildFormCopy } from './forms/build-form-definition.js';
import { DEMO_SUBSCRIPTION_FORM } from './forms/demo-subscription-form.js';
import type { FormFixture } from './forms/form-fixture.types.js';
import { assertFormCopyLintsClean } from './forms/lint-form-copy.js';
import { TENANT_FORM_CONFIGURATIONS } from './forms/tenant-configurations.js';

/** Ids of a form's pages, blocks, elements and datalists: the form id × 10 000 + the fixture's own. */
export const FORM_ID_STRIDE = 10_000;

/**
 * Gives every seeded form its pages, blocks, elements and datalists from the fixtures, with the
 * tenant's products, rate tables and rules; each is loaded and linted by the engine first, so a fixture
 * with a cycle, a dangling reference or any other error-level lint finding stops the seed with the
 * findings named (FormLintError). A form that already has
 * pages is left alone.
 */
export async function seedFormDefinitions(
  db: Database,
  log: (message: string) => void = () => {},
): Promise<void> {
  const rows = await db
    .select({ form: forms, tenantCode: tenants.code })
    .from(forms)
    .innerJoin(tenants, eq(tenants.id, forms.tenantId));
  for (const { form, tenantCode } of rows) {
    const [existing] = await db
      .select({ id: pages.id })
      .from(pages)
      .where(eq(pages.formId, form.id))
      .limit(1);
    if (existing) continue;
    const fixture: FormFixture = form.isBackOffice ? BACK_OFFICE_FORM : DEMO_SUBSCRIPTION_FORM;
    const tenant = TENANT_FORM_CONFIGURATIONS[tenantCode] ?? TENANT_FORM_CONFIGURATIONS.default;
    if (!tenant) throw new Error(`no form configuration for tenant ${tenantCode}`);
    const offset = form.id * FORM_ID_STRIDE;
    // The tenant's copy: only its products, ids shifted; its fixture keeps the English texts.
    const copy = buildFormCopy(fixture, tenant, offset, { formId: form.id });
    const definition = copy.definition;
    loadFormDefinition(definition);
    assertFormCopyLintsClean(copy, offset, `${fixture.label} (form ${form.id}, ${tenantCode})`);

    const pageI18n = new Map(copy.fixture.pages.map((p) => [p.id, p.i18n ?? {}]));
    const blockI18n = new Map(copy.fixture.blocks.map((b) => [b.id, b.i18n ?? {}]));
    const elementI18n = new Map(copy.fixture.elements.map((e) => [e.id, e.i18n ?? {}]));

    await db.transaction(async (tx) => {
      await tx
        .update(forms)
        .set({
          label: fixture.label,
          labelEn: fixture.label_en,
          redirectUrl: fixture.redirect_url,
          productChoiceElementId: definition.form.product_choice_element_id ?? null,
          tenantConfiguration: definition.tenant as unknown as Record<string, unknown>,
          // Note: the fixture builder shifts element ids but not this map of the form's own.
          identityElements: Object.fromEntries(
            Object.entries(fixture.identity).map(([key, id]) => [key, (id as number) + offset]),
          ),
        })
        .where(eq(forms.id, form.id));
      await tx.insert(pages).values(
        definition.pages.map((p) => ({
          id: p.id,
          formId: form.id,
          title: p.title,
          rank: p.rank,
          linkDescription: p.link_description ?? null,
          slug: p.slug ?? null,
          i18n: pageI18n.get(p.id) as Record<string, Record<string, string>>,
        })),
      );
      await tx.insert(blocks).values(
        definition.blocks.map(({ id, page_id, rank, ...rest }) => ({
          id,
          pageId: page_id,
          formId: form.id,
          rank,
          definition: rest as Record<string, unknown>,
          i18n: blockI18n.get(id) as Record<string, Record<string, string>>,
        })),
      );
      const ranks = new Map<number, number>();
      await tx.insert(elements).values(
        definition.elements.map((e) => {
          const rank = (ranks.get(e.block_id) ?? 0) + 1;
          ranks.set(e.block_id, rank);
          return {
            id: e.id,
            blockId: e.block_id,
            formId: form.id,
            rank,
            name: e.name,
            type: e.type,
            cssClasses: e.css_classes ?? null,
            attributes: e.attributes as Record<string, unknown>,
            condition: (e.condition as Record<string, unknown> | null | undefined) ?? null,
            calculate: e.calculate ?? null,
            reference: e.reference ?? null,
            i18n: elementI18n.get(e.id) as Record<string, Record<string, unknown>>,
          };
        }),
      );
      for (const list of copy.fixture.datalists) {
        await tx.insert(datalists).values({ id: list.id, formId: form.id, name: list.name });
        if (list.options.length) {
          await tx.insert(datalistOptions).values(
            list.options.map((option, index) => ({
              datalistId: list.id,
              rank: index + 1,
              value: option.value,
              label: option.label,
              labelEn: option.label_en ?? null,
              presentation: option.presentation ?? null,
              searchText: normalizeSearchText(`${option.label} ${option.label_en ?? ''} ${option.value}`),
            })),
          );
        }
      }
    });
    log(
      `form ${form.id} (${tenantCode}${form.isBackOffice ? ', back office' : ''}): ${definition.elements.length} elements`,
    );
  }
}
