import type { DateBound } from '../dates/resolve-date-bound.js';
import type { ElementRole } from './element-role.js';
import type { SignatureParty } from './signature-party.js';
import type { ElementType } from './element-type.js';
import type { ConditionRule, ElementId, LogicalOperator } from './condition-rule.types.js';
import type { TenantConfiguration } from './tenant-configuration.types.js';

/**
 * What a holding condition does. Each action that is present decides its flag: the flag takes the
 * action's value while the condition holds and the opposite while it does not. An absent action leaves
 * the element's static attribute in force.
 */
export type ConditionActions = {
  /** Visibility while the condition holds. */
  visible?: boolean;
  /** Requirement while the condition holds. */
  required?: boolean;
  /** Disabling while the condition holds. */
  disabled?: boolean;
};

/** An element's condition; a condition without rules is ignored. */
export type ElementCondition = {
  /** The rules, combined by `logical_operator`. */
  rules: readonly ConditionRule[];
  /** `AND` (default) or `OR`. */
  logical_operator?: LogicalOperator | null;
  /** What the condition does to the element. */
  actions: ConditionActions;
};

/** A block's condition: only visibility applies to blocks. */
export type BlockCondition = {
  /** The rules, combined by `logical_operator`. */
  rules: readonly ConditionRule[];
  /** `AND` (default) or `OR`. */
  logical_operator?: LogicalOperator | null;
  /** Visibility while the condition holds. */
  actions: { visible?: boolean };
};

/** One option of a choice element. */
export type ElementOption = {
  /** The stored value. */
  value: string;
  /** The displayed label. */
  label: string;
  /** Optional richer presentation text. */
  presentation?: string | null;
};

/** A file type a file element accepts. */
export type ElementFileType = {
  /** The receipt type id. */
  id: number | string;
  /** Displayed name. */
  presentation: string;
  /** Icon name. */
  icon?: string | null;
};

/** A value an attribute may give as default; normalised like a stored value. */
export type DefaultValue = string | number | boolean | readonly string[] | null;

/** Element attributes (spec 3), all optional. */
export type ElementAttributes = {
  /** Label, also the `{{label}}` of required messages. */
  label?: string | null;
  /** Help text. */
  help?: string | null;
  /** Statically required. */
  required?: boolean | null;
  /** Read-only: the value is never taken from user input. */
  readonly?: boolean | null;
  /** Statically disabled: not validated, not taken from user input. */
  disabled?: boolean | null;
  /** Overrides the message of the required, min/max, range-group and 'must be Non' rules. */
  errorMessage?: string | null;
  /** Value used when the dossier holds none. */
  defaultValue?: DefaultValue;
  /** Lower bound of numeric elements (inclusive); also a range group's minimum sum. */
  min?: number | string | null;
  /** Upper bound of numeric elements (inclusive); also a range group's maximum sum. */
  max?: number | string | null;
  /** Start value of sliders. */
  start?: number | null;
  /** Rounding precision (decimal places) of a calculated value. */
  precision?: number | null;
  /** Display in bold. */
  bold?: boolean | null;
  /** Upper-case the input. */
  uppercase?: boolean | null;
  /** Display as an amount. */
  financial?: boolean | null;
  /**
   * Unit shown after a number field, when its type gives none (« % » for a decimal percentage such
   * as a debt ratio); display only.
   */
  unit?: string | null;
  /** Presentation text. */
  presentation?: string | null;
  /** Several values may be selected. */
  multiple?: boolean | null;
  /** Options of choice elements. */
  options?: readonly ElementOption[] | null;
  /** A single child element (widgets that wrap another). */
  childElementId?: ElementId | null;
  /** Child elements (percentage range groups, ordered-integer groups). */
  childrenElementsIds?: readonly ElementId[] | null;
  /** Datalist feeding a datalist choice. */
  datalistId?: number | null;
  /** Accepted file types. */
  types?: readonly ElementFileType[] | null;
  /** Widget variant (e.g. radio 'circle' or 'simple'). */
  variant?: string | null;
  /**
   * Product variant codes (spec 02 §9) the element is reserved to: it is offered (shown, required,
   * validated, listed by `GET …/elements?productCode=`) only while the product choice carries one of
   * them. Absent or empty: offered whatever the product.
   */
  product_variants?: readonly string[] | null;
  /** Earliest accepted date: a fixed day (dd/mm/yyyy or yyyy-mm-dd) or a day relative to today. */
  minDate?: DateBound | null;
  /** Latest accepted date: a fixed day (dd/mm/yyyy or yyyy-mm-dd) or a day relative to today. */
  maxDate?: DateBound | null;
  /**
   * A pattern the whole text answer must match (a JavaScript regular expression without slashes,
   * e.g. `^\d{5}$`), with the message key shown otherwise (default 'validation.error.pattern');
   * `when` applies it only while another element holds a value (a French postal code while the
   * country of residence is `FR`).
   */
  pattern?: {
    regex: string;
    message?: string | null;
    when?: { input_id: ElementId; value: string } | null;
  } | null;
  /** Button action. */
  action?: string | null;
  /** Icon of the widget. */
  icon?: { type: string; position: string } | null;
  /**
   * The signing step of an e-signature button (`button_docusign_iframe`): `mission` or `subscription`
   * (SIGNATURE_STEPS); one envelope of that step's generated documents per dossier.
   */
  docusignId?: string | number | null;
  /**
   * The party an e-signature button signs for (SIGNATURE_PARTIES); the subscriber when
   * absent. A form has one button per party per signing step, shown only when that party exists.
   */
  signatureParty?: SignatureParty | null;
  /** The business role this element plays, read by cross-field and tenant rules. */
  role?: ElementRole | null;
};

/** A form element as the API serves it, plus the id of the block holding it. */
export type FormElement = {
  /** Unique id within the form. */
  id: ElementId;
  /** Unique name; formulas may reference elements by name. */
  name: string;
  /** Widget and rule family. */
  type: ElementType;
  /** CSS classes of the widget. */
  css_classes?: string | null;
  /** Block holding the element. */
  block_id: number;
  /** Attributes. */
  attributes: ElementAttributes;
  /** Condition, or null. */
  condition?: ElementCondition | null;
  /** Formula of a calculated element (see the README), or null. */
  calculate?: string | null;
  /** Element this one refers to (the amount a number-to-words element must spell). */
  reference?: ElementId | null;
  /** Server timestamp. */
  timestamp?: string | null;
};

/** Block state in the wizard (spec 4). */
export type BlockState = 'progress' | 'waiting' | 'complete';

/** A block of a page. */
export type Block = {
  /** Block id. */
  id: number;
  /** Page holding the block. */
  page_id: number;
  /** Title. */
  title: string;
  /** Order within the page. */
  rank: number;
  /** Help text. */
  help?: string | null;
  /** Confirmation text. */
  confirmation?: string | null;
  /** Static visibility (default true); a condition decides when present. */
  visible?: boolean | null;
  /** Wizard state. */
  state?: BlockState | null;
  /** Visibility condition, or null. */
  condition?: BlockCondition | null;
  /** Icon. */
  icon?: string | null;
  /** URL slug. */
  slug?: string | null;
  /** CSS classes. */
  css_classes?: string | null;
  /**
   * Note: not in the spec's block fields; marks the blocks whose missing required files give
   * 'validation.error.upload-required' rather than 'validation.error.receipt'.
   */
  required_uploads?: boolean | null;
  /**
   * Note: not in the spec's block fields; keys of the generated documents this block carries
   * (previewed, downloaded and signed from it), in the tenant's document templates' order, e.g.
   * `['mission_letter', 'adequacy_report']` on the mission signature block. A key is a document
   * template of the form (lower-case letters, digits and `_`); a key names one block only.
   */
  documents?: readonly string[] | null;
};

/** A page of the wizard. */
export type Page = {
  /** Page id. */
  id: number;
  /** Form holding the page. */
  form_id: number;
  /** Title. */
  title: string;
  /** Order within the form. */
  rank: number;
  /** Link text. */
  link_description?: string | null;
  /** URL slug. */
  slug?: string | null;
  /** Progress percentage. */
  progress?: number | null;
};

/** The form itself. */
export type FormSummary = {
  /** Form id. */
  id: number;
  /** Label. */
  label: string;
  /** Element holding the chosen product code, or null when the product comes from the context. */
  product_choice_element_id?: ElementId | null;
};

/** A whole form definition: the form, its pages, blocks and elements, and the tenant's data. */
export type FormDefinition = {
  /** The form. */
  form: FormSummary;
  /** Pages, any order (rank decides). */
  pages: readonly Page[];
  /** Blocks, any order (page and rank decide). */
  blocks: readonly Block[];
  /** Elements; within a block, array order is display order. */
  elements: readonly FormElement[];
  /** The tenant's product map, rate tables and rules. */
  tenant: TenantConfiguration;
};
