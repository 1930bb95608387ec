import type { ElementRole } from '../definition/element-role.js';
import type { RuleOperator } from '../definition/condition-rule.types.js';
import type {
  Block,
  BlockCondition,
  ElementCondition,
  FormDefinition,
  FormElement,
  Page,
} from '../definition/form-definition.types.js';
import type { TenantRule } from '../definition/tenant-configuration.types.js';
import type { CompiledFormula } from '../formulas/compile-formula.js';
import type { DateBound } from '../dates/resolve-date-bound.js';
import type { NumberRange } from '../validation/validate-number-range.js';
import type { Emptiness } from '../validation/is-empty-value.js';

/** A tenant rule test resolved to element indices (`null`: the product code). */
export type LoadedTenantRuleTest = {
  /** Indices of the elements with the subject role, or null for the product code. */
  subjectIndices: readonly number[] | null;
  /** Comparison. */
  operator: RuleOperator;
  /** Compared value. */
  value: string;
};

/** A tenant rule resolved against a form. */
export type LoadedTenantRule = {
  /** The rule as configured. */
  rule: TenantRule;
  /** Its tests. */
  tests: readonly LoadedTenantRuleTest[];
};

/**
 * What validating an element involves, decided once at load (elements validated alike and reading no
 * other element share one plan object).
 */
export type ValidationPlan = {
  /** A calculated element: its value is not typed, nothing of it is validated. */
  calculated: boolean;
  /** Whether the required rule applies (not to containers and elements that take no answer). */
  requirable: boolean;
  /** How an empty answer is told (the element's type read once). */
  emptiness: Emptiness;
  /** Format check of the element's type ('iban-parts', 'bic-parts': typed by parts, each part checked). */
  format: 'phone' | 'email' | 'iban' | 'iban-parts' | 'bic' | 'bic-parts' | 'date' | 'number' | null;
  /** Bounds of numeric elements. */
  numberRange: NumberRange | null;
  /** Bounds of date elements, fixed or relative to today (resolved when checked). */
  dateBounds: { minDate: DateBound | null; maxDate: DateBound | null } | null;
  /** The pattern a text answer must match, and the message otherwise, or null. */
  pattern: { regex: RegExp; message: string; whenIndex: number; whenValue: string } | null;
  /** Digits only. */
  siret: boolean;
  /** Suitability answer expected. */
  suitability: 'yes' | 'no' | null;
  /** Number-to-words: index of the referenced amount, or -1. */
  wordsReferenceIndex: number;
  /** Percentage range group: indices of the children, or null. */
  groupChildren: readonly number[] | null;
  /**
   * Child of an ordered-integer group: the group's label, so that its unranked children say « rank
   * the choices of {label} » once rather than one « required » line each; a sort element's own
   * label; null otherwise.
   */
  rankingGroupLabel: string | null;
  /** Ordered-integer group: indices of the children, whose ranks must differ, or null. */
  rankedChildren: readonly number[] | null;
  /** Named percentage fields: indices of every field of the group, or null. */
  allocationGroup: readonly number[] | null;
  /** Must differ from the subscriber's phone or e-mail. */
  differsFrom: { kind: 'phone' | 'email'; subjectIndices: readonly number[]; message: string } | null;
};

/** An element with everything the state needs, computed once. */
export type LoadedElement = {
  /** Position in display order. */
  index: number;
  /** The element as defined. */
  element: FormElement;
  /** Index of its block. */
  blockIndex: number;
  /** Its compiled formula, or null when not calculated. */
  formula: CompiledFormula | null;
  /** Decimal places of its calculated value (`attributes.precision`), read once. */
  precision: number | null;
  /** Slot → element index, for the formula's references. */
  formulaSlots: readonly number[];
  /** Its condition when it has rules, else null. */
  condition: ElementCondition | null;
  /** Tenant rules that target it. */
  tenantRules: readonly LoadedTenantRule[];
  /** How to validate it. */
  validation: ValidationPlan;
};

/** A block with its elements' indices. */
export type LoadedBlock = {
  /** Position in display order. */
  index: number;
  /** The block as defined. */
  block: Block;
  /** Index of its page. */
  pageIndex: number;
  /** Its condition when it has rules, else null. */
  condition: BlockCondition | null;
  /** Its elements, display order. */
  elementIndices: readonly number[];
};

/** A page with its blocks' indices. */
export type LoadedPage = {
  /** The page as defined. */
  page: Page;
  /** Its blocks, display order. */
  blockIndices: readonly number[];
};

/**
 * A definition checked, ordered, compiled and indexed once (formulas parsed, dependency graph built).
 * Load once per form and tenant, then create any number of states from it.
 */
export type LoadedForm = {
  /** The definition it was loaded from. */
  definition: FormDefinition;
  /** Elements in display order (page rank, block rank, array order). */
  elements: readonly LoadedElement[];
  /** Blocks in display order. */
  blocks: readonly LoadedBlock[];
  /** Pages in rank order. */
  pages: readonly LoadedPage[];
  /** Element id → index. */
  indexById: ReadonlyMap<number, number>;
  /** Block id → index. */
  blockIndexById: ReadonlyMap<number, number>;
  /** Page id → index. */
  pageIndexById: ReadonlyMap<number, number>;
  /** Calculated elements in dependency order. */
  calculationOrder: readonly number[];
  /** Element index → rank in `calculationOrder`, or -1. */
  calculationRank: Int32Array;
  /** Element index → calculated elements reading it. */
  calculationDependants: readonly (readonly number[])[];
  /** Element index → elements whose flags (condition, tenant rules) read it. */
  flagDependants: readonly (readonly number[])[];
  /** Element index → blocks whose condition reads it. */
  blockDependants: readonly (readonly number[])[];
  /** Element index → elements whose validation reads its value or visibility. */
  validationDependants: readonly (readonly number[])[];
  /**
   * The four dependant lists above packed for the hot path (one cache line per element instead of eight):
   * for element i and kind k (0 calculations, 1 flags, 2 blocks, 3 validations) the entries of
   * `dependantData` from `dependantOffsets[i * 4 + k]` to `dependantOffsets[i * 4 + k + 1]`.
   */
  dependantOffsets: Int32Array;
  /** See `dependantOffsets`. */
  dependantData: Int32Array;
  /** Element id → index (−1 when absent) when ids are dense enough for a table, else null (use `indexById`). */
  indexByIdTable: Int32Array | null;
  /** Index of the product choice element, or -1. */
  productChoiceIndex: number;
  /** Product code → index of its unit-price element. */
  productPriceIndexByCode: ReadonlyMap<string, number>;
  /** Indices of file elements. */
  fileIndices: readonly number[];
  /** Element indices by declared role. */
  roleIndices: ReadonlyMap<ElementRole, readonly number[]>;
};
