// The vocabulary of condition rules, shared by the form's element and block conditions and the
// tenants' rules: its own file, so the form definition and the tenant configuration both build on it
// without importing each other.

/** Element ids are numbers, as the API serves them. */
export type ElementId = number;

/** The eight comparison operators of a condition rule (spec 5). */
export type RuleOperator =
  | 'equal'
  | 'not_equal'
  | 'greater'
  | 'greater_equal'
  | 'smaller'
  | 'smaller_equal'
  | 'contains'
  | 'not_contains';

/**
 * The five rule types (spec 5): `dossier` compares the dossier's direct flag, `input` an element's value,
 * `input_date` the age in whole years from an element's dd/mm/yyyy date, `select` an element's selected
 * values as a set, `state` the dossier's states.
 */
export type RuleType = 'dossier' | 'input' | 'input_date' | 'select' | 'state';

/** How the rules of a condition combine; `AND` when absent. */
export type LogicalOperator = 'AND' | 'OR';

/** A value a rule compares with: text, number, flag, or a list for `select` and `state` rules. */
export type RuleValue = string | number | boolean | readonly string[] | null;

/** One rule of a condition. */
export type ConditionRule = {
  /** What the rule reads. */
  type: RuleType;
  /** The element read by `input`, `input_date` and `select` rules. */
  input_id?: ElementId | null;
  /** The value compared with (for `input_date`, an age in years). */
  value?: RuleValue;
  /** The comparison. */
  operator: RuleOperator;
  /** For `dossier` rules: the expected direct flag (falls back to `value`). */
  direct?: boolean | null;
  /** For `state` rules: the expected dossier state (falls back to `value`). */
  state?: string | null;
};
