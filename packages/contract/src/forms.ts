import { z } from 'zod';
import { ELEMENT_ROLES, ELEMENT_TYPES, SIGNATURE_PARTIES } from '@souscription/form-engine';

// Note: a form's pages, blocks and elements are stored as the engine reads them and may carry
// fields of their own (the spec's definitions are open): every object here keeps unknown fields.

/** `fr` (default) or `en`. */
export const ZLocale = z.enum(['fr', 'en'], { error: 'api.error.locale' });
export type TLocale = z.infer<typeof ZLocale>;

const ZRuleOperator = z.enum([
  'equal',
  'not_equal',
  'greater',
  'greater_equal',
  'smaller',
  'smaller_equal',
  'contains',
  'not_contains',
]);
const ZLogicalOperator = z.enum(['AND', 'OR']).nullable().optional();
const ZRuleValue = z.union([z.string(), z.number(), z.boolean(), z.array(z.string()).readonly(), z.null()]);

/** One rule of a condition (spec 02 §5). */
export const ZConditionRule = z
  .looseObject({
    type: z.enum(['dossier', 'input', 'input_date', 'select', 'state']),
    input_id: z.number().int().nullable().optional(),
    value: ZRuleValue.optional(),
    operator: ZRuleOperator,
    direct: z.boolean().nullable().optional(),
    state: z.string().nullable().optional(),
  })
  .meta({ id: 'ConditionRule' });

/** An element's condition: its rules and what it does while they hold. */
export const ZElementCondition = z
  .looseObject({
    rules: z.array(ZConditionRule).readonly(),
    logical_operator: ZLogicalOperator,
    actions: z.looseObject({
      visible: z.boolean().optional(),
      required: z.boolean().optional(),
      disabled: z.boolean().optional(),
    }),
  })
  .meta({ id: 'ElementCondition' });

/** A block's condition: only visibility applies. */
export const ZBlockCondition = z
  .looseObject({
    rules: z.array(ZConditionRule).readonly(),
    logical_operator: ZLogicalOperator,
    actions: z.looseObject({ visible: z.boolean().optional() }),
  })
  .meta({ id: 'BlockCondition' });

const ZNullableString = z.string().nullable().optional();
const ZNullableBoolean = z.boolean().nullable().optional();
const ZNullableId = z.number().int().nullable().optional();

/**
 * A date bound: a fixed day (`date`, dd/mm/yyyy or yyyy-mm-dd) or a day relative to today
 * (`fromToday`: whole years, months, days; e.g. `{ years: -18 }` for the majority).
 */
const ZDateBound = z
  .looseObject({
    date: ZNullableString,
    fromToday: z
      .looseObject({
        years: z.number().int().nullable().optional(),
        months: z.number().int().nullable().optional(),
        days: z.number().int().nullable().optional(),
      })
      .nullable()
      .optional(),
  })
  .meta({ id: 'DateBound' });

/** Element attributes (spec 02 §3), all optional. */
export const ZElementAttributes = z
  .looseObject({
    label: ZNullableString,
    help: ZNullableString,
    required: ZNullableBoolean,
    readonly: ZNullableBoolean,
    disabled: ZNullableBoolean,
    errorMessage: ZNullableString,
    defaultValue: z
      .union([z.string(), z.number(), z.boolean(), z.array(z.string()).readonly(), z.null()])
      .optional(),
    min: z.union([z.number(), z.string()]).nullable().optional(),
    max: z.union([z.number(), z.string()]).nullable().optional(),
    start: z.number().nullable().optional(),
    precision: z.number().nullable().optional(),
    bold: ZNullableBoolean,
    uppercase: ZNullableBoolean,
    financial: ZNullableBoolean,
    unit: ZNullableString,
    presentation: ZNullableString,
    multiple: ZNullableBoolean,
    options: z
      .array(z.looseObject({ value: z.string(), label: z.string(), presentation: ZNullableString }))
      .readonly()
      .nullable()
      .optional(),
    childElementId: ZNullableId,
    childrenElementsIds: z.array(z.number().int()).readonly().nullable().optional(),
    datalistId: ZNullableId,
    types: z
      .array(
        z.looseObject({
          id: z.union([z.number(), z.string()]),
          presentation: z.string(),
          icon: ZNullableString,
        }),
      )
      .readonly()
      .nullable()
      .optional(),
    variant: ZNullableString,
    /** Product variant codes (spec 02 §9) the element is reserved to; absent: offered for every product. */
    product_variants: z.array(z.string()).readonly().nullable().optional(),
    minDate: ZDateBound.nullable().optional(),
    maxDate: ZDateBound.nullable().optional(),
    pattern: z
      .looseObject({
        regex: z.string(),
        message: ZNullableString,
        when: z.looseObject({ input_id: z.number().int(), value: z.string() }).nullable().optional(),
      })
      .nullable()
      .optional(),
    action: ZNullableString,
    icon: z.looseObject({ type: z.string(), position: z.string() }).nullable().optional(),
    docusignId: z.union([z.string(), z.number()]).nullable().optional(),
    signatureParty: z.enum(SIGNATURE_PARTIES).nullable().optional(),
    role: z.enum(ELEMENT_ROLES).nullable().optional(),
  })
  .meta({ id: 'ElementAttributes' });

/** A form element as the engine reads it. */
export const ZFormElement = z
  .looseObject({
    id: z.number().int(),
    name: z.string(),
    type: z.enum(ELEMENT_TYPES),
    css_classes: ZNullableString,
    block_id: z.number().int(),
    attributes: ZElementAttributes,
    condition: ZElementCondition.nullable().optional(),
    calculate: ZNullableString,
    reference: ZNullableId,
    timestamp: ZNullableString,
  })
  .meta({ id: 'FormElement' });
export type TFormElement = z.infer<typeof ZFormElement>;

/** A block of a page. */
export const ZFormBlock = z
  .looseObject({
    id: z.number().int(),
    page_id: z.number().int(),
    title: z.string(),
    rank: z.number(),
    help: ZNullableString,
    confirmation: ZNullableString,
    visible: ZNullableBoolean,
    state: z.enum(['progress', 'waiting', 'complete']).nullable().optional(),
    condition: ZBlockCondition.nullable().optional(),
    icon: ZNullableString,
    slug: ZNullableString,
    css_classes: ZNullableString,
    required_uploads: ZNullableBoolean,
    /** Keys of the generated documents the block carries (preview and download buttons). */
    documents: z.array(z.string()).readonly().nullable().optional(),
  })
  .meta({ id: 'FormBlock' });
export type TFormBlock = z.infer<typeof ZFormBlock>;

/** A page of the wizard. */
export const ZFormPage = z
  .looseObject({
    id: z.number().int(),
    form_id: z.number().int(),
    title: z.string(),
    rank: z.number(),
    link_description: ZNullableString,
    slug: ZNullableString,
    /**
     * The page's progress bar, in percent (spec 02 §3): the server answers 0, a page no folder has
     * begun; the wizard moves it as blocks are submitted (spec 02 §2 and §4).
     */
    progress: z.number().min(0).max(100).nullable().optional(),
  })
  .meta({ id: 'FormPage' });
export type TFormPage = z.infer<typeof ZFormPage>;

const ZRates = { usufruct: z.number(), bare_ownership: z.number() };

/** A tenant's product map, rate tables and rules, as the engine reads them. */
export const ZTenantConfiguration = z
  .looseObject({
    code: z.string(),
    products: z.record(
      z.string(),
      z.looseObject({
        unit_price_element_id: z.number().int(),
        dismemberment_table_element_id: z.number().int().nullable(),
        temporary_rate_table: ZNullableString,
      }),
    ),
    /** Product variants (spec 02 §9): variant code → the product it is an offer of, and the offer's name. */
    variants: z
      .record(
        z.string(),
        z.looseObject({ product: z.string(), label: z.string(), label_en: ZNullableString }),
      )
      .nullable()
      .optional(),
    rate_tables: z.looseObject({
      life: z.looseObject({
        bands: z.array(z.looseObject({ ...ZRates, max_age: z.number().nullable() })).readonly(),
      }),
      temporary: z.record(
        z.string(),
        z.looseObject({
          id: z.string(),
          label: z.string(),
          rows: z.array(z.looseObject({ ...ZRates, years: z.number() })).readonly(),
        }),
      ),
      default_temporary: z.string().nullable(),
    }),
    rules: z
      .array(
        z.looseObject({
          id: z.string(),
          description: z.string().optional(),
          target_role: z.enum(ELEMENT_ROLES),
          when: z.looseObject({
            logical_operator: ZLogicalOperator,
            tests: z
              .array(
                z.looseObject({
                  subject: z.union([z.enum(ELEMENT_ROLES), z.literal('product_code')]),
                  operator: ZRuleOperator,
                  value: z.union([z.string(), z.number()]),
                }),
              )
              .readonly(),
          }),
          actions: z.looseObject({
            required: z.boolean().optional(),
            disabled: z.boolean().optional(),
            visible: z.boolean().optional(),
          }),
          message: ZNullableString,
        }),
      )
      .readonly(),
  })
  .meta({ id: 'TenantConfiguration' });

/** The whole form as the engine loads it (spec 02 §1): the web compiles it with `loadFormDefinition`. */
export const ZFormDefinition = z
  .object({
    form: z.looseObject({
      id: z.number().int(),
      label: z.string(),
      product_choice_element_id: ZNullableId,
    }),
    pages: z.array(ZFormPage).readonly(),
    blocks: z.array(ZFormBlock).readonly(),
    elements: z.array(ZFormElement).readonly(),
    tenant: ZTenantConfiguration,
  })
  .meta({ id: 'FormDefinition' });
export type TFormDefinition = z.infer<typeof ZFormDefinition>;

/** `GET /forms`: the tenant's forms. */
export const ZListFormsResponse = z.object({
  forms: z.array(
    z
      .object({
        id: z.number().int(),
        label: z.string(),
        product_choice_element_id: z.number().int().nullable(),
        /** The shorter form the back office fills itself. */
        back_office: z.boolean(),
        /** Where the wizard goes after the last block of the last page (spec 02 §2). */
        redirect_url: z.string(),
      })
      .meta({ id: 'Form' }),
  ),
});
export type TListFormsResponse = z.infer<typeof ZListFormsResponse>;
export type TForm = TListFormsResponse['forms'][number];

/** `GET /{locale}/forms/{formId}/mapping`: element names to ids, block ids, the product element. */
export const ZFormMappingResponse = z.object({
  elements: z.array(z.object({ id: z.number().int(), name: z.string() })),
  blocks: z.array(z.object({ id: z.number().int() })),
  productId: z.number().int().nullable(),
});
export type TFormMappingResponse = z.infer<typeof ZFormMappingResponse>;

/** `GET /forms/{formId}/pages`. */
export const ZListFormPagesResponse = z.object({ pages: z.array(ZFormPage).readonly() });
export type TListFormPagesResponse = z.infer<typeof ZListFormPagesResponse>;

/** `GET /{locale}/pages/{pageId}/blocks`. */
export const ZListPageBlocksResponse = z.object({ blocks: z.array(ZFormBlock).readonly() });
export type TListPageBlocksResponse = z.infer<typeof ZListPageBlocksResponse>;

/** `GET /{locale}/blocks/{blockId}/elements`. */
export const ZListBlockElementsResponse = z.object({ elements: z.array(ZFormElement).readonly() });
export type TListBlockElementsResponse = z.infer<typeof ZListBlockElementsResponse>;
