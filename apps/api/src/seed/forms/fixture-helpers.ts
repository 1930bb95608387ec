import type {
  BlockCondition,
  ConditionActions,
  ElementAttributes,
  ElementCondition,
  ElementOption,
  ElementType,
  RuleOperator,
  RuleValue,
} from '@souscription/form-engine';
import type { BlockFixture, ElementFixture, ElementTranslation, PageFixture } from './form-fixture.types.js';

const NBSP = '\u00a0';
const NARROW_NBSP = '\u202f';

/**
 * French typography for displayed texts, so that fixtures stay readable in the source: typographic
 * apostrophe, no-break spaces inside « guillemets », before ':' , '%' and '€', narrow no-break spaces
 * before '?', '!' and ';' and between thousands (« 100 000 »). Never applied to values or formulas.
 */
export function frenchTypography(text: string): string {
  return text
    .replace(/'/g, '’')
    .replace(/« /g, `«${NBSP}`)
    .replace(/ »/g, `${NBSP}»`)
    .replace(/ :/g, `${NBSP}:`)
    .replace(/ %/g, `${NBSP}%`)
    .replace(/ €/g, `${NBSP}€`)
    .replace(/ ([?!;])/g, `${NARROW_NBSP}$1`)
    .replace(/(\d) (?=\d{3}(?!\d))/g, `$1${NARROW_NBSP}`);
}

/** English typography for displayed texts: typographic apostrophe only. */
export function englishTypography(text: string): string {
  return text.replace(/'/g, '’');
}

function mapText<T extends string | null | undefined>(text: T, apply: (value: string) => string): T {
  return (typeof text === 'string' ? apply(text) : text) as T;
}

function typesetAttributes(attributes: ElementAttributes): ElementAttributes {
  const result: ElementAttributes = { ...attributes };
  result.label = mapText(attributes.label, frenchTypography);
  result.help = mapText(attributes.help, frenchTypography);
  result.presentation = mapText(attributes.presentation, frenchTypography);
  result.errorMessage = mapText(attributes.errorMessage, frenchTypography);
  if (attributes.options) {
    result.options = attributes.options.map((option) => ({
      ...option,
      label: frenchTypography(option.label),
      ...(option.presentation ? { presentation: frenchTypography(option.presentation) } : {}),
    }));
  }
  if (attributes.types) {
    result.types = attributes.types.map((type) => ({
      ...type,
      presentation: frenchTypography(type.presentation),
    }));
  }
  for (const key of Object.keys(result) as (keyof ElementAttributes)[]) {
    if (result[key] === undefined) delete result[key];
  }
  return result;
}

function typesetTranslation(en: ElementTranslation): ElementTranslation {
  const result: ElementTranslation = {};
  if (en.label !== undefined) result.label = englishTypography(en.label);
  if (en.help !== undefined) result.help = englishTypography(en.help);
  if (en.errorMessage !== undefined) result.errorMessage = englishTypography(en.errorMessage);
  if (en.presentation !== undefined) result.presentation = englishTypography(en.presentation);
  if (en.options) {
    result.options = Object.fromEntries(
      Object.entries(en.options).map(([value, label]) => [value, englishTypography(label)]),
    );
  }
  if (en.optionPresentations) {
    result.optionPresentations = Object.fromEntries(
      Object.entries(en.optionPresentations).map(([value, text]) => [value, englishTypography(text)]),
    );
  }
  if (en.types) {
    result.types = Object.fromEntries(
      Object.entries(en.types).map(([id, label]) => [id, englishTypography(label)]),
    );
  }
  return result;
}

/** What an element may have besides its attributes. */
export type ElementExtra = {
  condition?: ElementCondition | null;
  calculate?: string | null;
  reference?: number | null;
  css_classes?: string | null;
};

/**
 * Declares an element: French texts in `attributes` (typeset), English texts in `en` (typeset).
 * Formulas reference other elements by name, never by id.
 */
export function element(
  id: number,
  name: string,
  type: ElementType,
  blockId: number,
  attributes: ElementAttributes,
  en: ElementTranslation,
  extra: ElementExtra = {},
): ElementFixture {
  return {
    id,
    name,
    type,
    css_classes: extra.css_classes ?? null,
    block_id: blockId,
    attributes: typesetAttributes(attributes),
    condition: extra.condition ?? null,
    calculate: extra.calculate ?? null,
    reference: extra.reference ?? null,
    i18n: { en: typesetTranslation(en) },
  };
}

/** Declares a page, titles typeset. */
export function page(
  id: number,
  rank: number,
  slug: string,
  fr: { title: string; link_description: string },
  en: { title: string; link_description: string },
): PageFixture {
  return {
    id,
    rank,
    slug,
    title: frenchTypography(fr.title),
    link_description: frenchTypography(fr.link_description),
    progress: 0,
    i18n: {
      en: { title: englishTypography(en.title), link_description: englishTypography(en.link_description) },
    },
  };
}

/** French and English texts of a block. */
export type BlockTexts = { title: string; help?: string; confirmation?: string };

/** Declares a block, texts typeset. */
export function block(
  id: number,
  pageId: number,
  rank: number,
  fr: BlockTexts,
  en: BlockTexts,
  extra: Partial<
    Pick<BlockFixture, 'condition' | 'icon' | 'slug' | 'css_classes' | 'required_uploads' | 'documents'>
  > = {},
): BlockFixture {
  const translation: NonNullable<NonNullable<BlockFixture['i18n']>['en']> = {
    title: englishTypography(en.title),
  };
  if (en.help) translation.help = englishTypography(en.help);
  if (en.confirmation) translation.confirmation = englishTypography(en.confirmation);
  return {
    id,
    page_id: pageId,
    title: frenchTypography(fr.title),
    rank,
    help: fr.help ? frenchTypography(fr.help) : null,
    confirmation: fr.confirmation ? frenchTypography(fr.confirmation) : null,
    visible: true,
    state: 'waiting',
    condition: extra.condition ?? null,
    icon: extra.icon ?? null,
    slug: extra.slug ?? null,
    css_classes: extra.css_classes ?? null,
    required_uploads: extra.required_uploads ?? false,
    ...(extra.documents ? { documents: extra.documents } : {}),
    i18n: { en: translation },
  };
}

/** A condition on one element's value (`input` rule): by default shows and requires while it holds. */
export function whenInput(
  inputId: number,
  operator: RuleOperator,
  value: RuleValue,
  actions: ConditionActions = { visible: true, required: true },
): ElementCondition {
  return { rules: [{ type: 'input', input_id: inputId, operator, value }], logical_operator: 'AND', actions };
}

/** A block shown while one element's value compares so. */
export function showBlockWhen(inputId: number, operator: RuleOperator, value: RuleValue): BlockCondition {
  return {
    rules: [{ type: 'input', input_id: inputId, operator, value }],
    logical_operator: 'AND',
    actions: { visible: true },
  };
}

/** The 'Oui' / 'Non' options every yes-no question uses (the values the suitability rules expect). */
export const YES_NO: readonly ElementOption[] = [
  { value: 'Oui', label: 'Oui' },
  { value: 'Non', label: 'Non' },
];

/** English labels of {@link YES_NO}. */
export const YES_NO_EN: Record<string, string> = { Oui: 'Yes', Non: 'No' };

/** Civility options and their English labels. */
export const CIVILITIES: readonly ElementOption[] = [
  { value: 'M.', label: 'Monsieur' },
  { value: 'Mme', label: 'Madame' },
];
export const CIVILITIES_EN: Record<string, string> = { 'M.': 'Mr', Mme: 'Mrs' };

/** Birth dates accepted for adults: born in 1900 or later, and 18 years ago today or earlier. */
export const ADULT_BIRTH_DATE_BOUNDS = {
  minDate: { date: '01/01/1900' },
  maxDate: { fromToday: { years: -18 } },
} as const;

/** A document still valid: an expiry date after today. */
export const VALID_DOCUMENT_EXPIRY_BOUND = { minDate: { fromToday: {} } } as const;

/**
 * A French postal code (five digits): checked while the country of residence element holds `FR`,
 * or always on a form that asks no country.
 */
export function frenchPostalCodePattern(countryElementId?: number) {
  return {
    pattern: {
      regex: '^\\d{5}$',
      message: 'validation.error.postal-code',
      when: countryElementId === undefined ? null : { input_id: countryElementId, value: 'FR' },
    },
  };
}

/** An option row: `[value, French label, English label]`, optionally with French and English presentations. */
export type OptionRow =
  | readonly [value: string, fr: string, en: string]
  | readonly [value: string, fr: string, en: string, frPresentation: string, enPresentation: string];

/** Builds options and their English texts (labels and presentations by value) from rows. */
export function options(rows: readonly OptionRow[]): {
  options: ElementOption[];
  en: Record<string, string>;
  enPresentations: Record<string, string>;
} {
  return {
    options: rows.map((row) =>
      row.length === 5
        ? { value: row[0], label: row[1], presentation: row[3] }
        : { value: row[0], label: row[1] },
    ),
    en: Object.fromEntries(rows.map((row) => [row[0], row[2]])),
    enPresentations: Object.fromEntries(rows.flatMap((row) => (row.length === 5 ? [[row[0], row[4]]] : []))),
  };
}
