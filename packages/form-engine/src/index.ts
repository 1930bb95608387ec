/**
 * @souscription/form-engine — the public entry. Pure TypeScript: definition types, conditions,
 * formulas, validation, formatting, French amounts in words, dismemberment tables and the incremental
 * form state, shared by the browser and the server.
 */

// Definition
export { ELEMENT_TYPES, type ElementType } from './definition/element-type.js';
export { ELEMENT_ROLES, type ElementRole } from './definition/element-role.js';
export {
  SIGNATURE_PARTIES,
  SIGNATURE_STEPS,
  type SignatureParty,
  type SignatureStep,
} from './definition/signature-party.js';
export {
  DATE_ELEMENT_TYPES,
  FILE_ELEMENT_TYPES,
  DECIMAL_ELEMENT_TYPES,
  INTEGER_ELEMENT_TYPES,
  NON_INPUT_ELEMENT_TYPES,
  NUMERIC_ELEMENT_TYPES,
  SELECT_ELEMENT_TYPES,
} from './definition/element-categories.js';
export type {
  ConditionRule,
  ElementId,
  LogicalOperator,
  RuleOperator,
  RuleType,
  RuleValue,
} from './definition/condition-rule.types.js';
export type {
  Block,
  BlockCondition,
  BlockState,
  ConditionActions,
  DefaultValue,
  ElementAttributes,
  ElementCondition,
  ElementFileType,
  ElementOption,
  FormDefinition,
  FormElement,
  FormSummary,
  Page,
} from './definition/form-definition.types.js';
export {
  TENANT_CODES,
  type ProductConfiguration,
  type ProductVariant,
  type TenantCode,
  type TenantConfiguration,
  type TenantRateTables,
  type TenantRule,
  type TenantRuleTest,
} from './definition/tenant-configuration.types.js';

// Values
export type { ElementValue, RawValue, RawValueEntry, ValueEntry } from './values/element-value.types.js';
export { parseNumber } from './values/parse-number.js';
export { getDefaultValue, normalizeValue } from './values/normalize-value.js';
export { areValuesEqual } from './values/are-values-equal.js';
export { toValueList } from './values/to-value-list.js';
export { toSingleValue } from './values/to-single-value.js';

// Dates and numbers
export type { CalendarDate } from './dates/calendar-date.types.js';
export { parseAnyDate, parseDate } from './dates/parse-date.js';
export { formatDate } from './dates/format-date.js';
export { isRealDate } from './dates/is-real-date.js';
export { compareDates } from './dates/compare-dates.js';
export { computeAge } from './dates/compute-age.js';
export { getTodayInParis } from './dates/get-today-in-paris.js';
export { resolveDateBound, shiftDate, type DateBound, type DateOffset } from './dates/resolve-date-bound.js';
export { roundHalfAwayFromZero } from './numbers/round-half-away-from-zero.js';
export { CALCULATION_SIGNIFICANT_DIGITS, toSignificantDigits } from './numbers/to-significant-digits.js';
export { formatPlainNumber } from './numbers/format-plain-number.js';

// Conditions
export type { RuleEnvironment } from './conditions/rule-environment.types.js';
export { compareValues } from './conditions/compare-values.js';
export { compareLists } from './conditions/compare-lists.js';
export { evaluateRule } from './conditions/evaluate-rule.js';
export { evaluateCondition } from './conditions/evaluate-condition.js';
export { applyConditionAction } from './conditions/apply-condition-action.js';

// Formulas
export type { FormulaBinaryOperator, FormulaNode, FormulaValue } from './formulas/formula-ast.types.js';
export { FormulaSyntaxError } from './formulas/formula-syntax-error.js';
export { tokenizeFormula, type FormulaToken } from './formulas/tokenize-formula.js';
export { parseFormula } from './formulas/parse-formula.js';
export { FORMULA_FUNCTIONS, type FormulaFunction } from './formulas/formula-functions.js';
export type { FormulaRuntime } from './formulas/formula-runtime.types.js';
export {
  compileFormula,
  toFormulaValue,
  type CompiledFormula,
  type FormulaReferenceResolver,
} from './formulas/compile-formula.js';
export { collectFormulaReferences, type FormulaReferences } from './formulas/collect-formula-references.js';
export { finalizeCalculatedValue } from './formulas/finalize-calculated-value.js';
export { evaluateFormula, type EvaluateFormulaOptions } from './formulas/evaluate-formula.js';
export { isFormulaTruthy, toFormulaNumber } from './formulas/to-formula-number.js';

// Words
export { convertNumberToWords } from './words/convert-number-to-words.js';
export { convertAmountToWords } from './words/convert-amount-to-words.js';

// Dismemberment
export type {
  DismembermentRates,
  LifeRateBand,
  LifeRateTable,
  TemporaryRateRow,
  TemporaryRateTable,
} from './dismemberment/rate-table.types.js';
export {
  DEMONSTRATION_TEMPORARY_RATE_TABLE,
  SAMPLE_RATE_TABLES,
  STANDARD_TEMPORARY_RATE_TABLE,
  VARIANT_A_TEMPORARY_RATE_TABLE,
  VARIANT_B_TEMPORARY_RATE_TABLE,
  VARIANT_C_TEMPORARY_RATE_TABLE,
  VIAGER_RATE_TABLE,
} from './dismemberment/sample-rate-tables.js';
export { findLifeRates } from './dismemberment/find-life-rates.js';
export { findTemporaryRates } from './dismemberment/find-temporary-rates.js';
export { findTemporaryRateTable } from './dismemberment/find-temporary-rate-table.js';
export { findDismembermentRates } from './dismemberment/find-dismemberment-rates.js';
export { isLifeDismemberment, VIAGER_DISMEMBERMENT_TYPE } from './dismemberment/is-life-dismemberment.js';

// Products
export {
  isElementOfferedForProduct,
  PRODUCT_VARIANT_CODES,
  resolveProductCode,
  type ProductVariantCode,
} from './products/product-variant.js';

// Tenants
export { AESTIAM_RULES, SWISSLIFE_AM_RULES, TENANT_RULES } from './tenants/tenant-rules.js';
export { PLEIN_AIR_INVEST_PRODUCT_CODE, TENANT_THRESHOLDS } from './tenants/tenant-thresholds.js';

// Messages
export { MESSAGE_KEYS, type MessageCatalogue, type MessageKey } from './messages/message-keys.js';
export { MESSAGES_EN } from './messages/messages-en.js';
export { MESSAGES_FR } from './messages/messages-fr.js';
export { translateMessage } from './messages/translate-message.js';

// Validation
export type { ValidationError, ValidationMessage } from './validation/validation-message.types.js';
export { createValidationMessage } from './validation/create-validation-message.js';
export { isEmptyValue } from './validation/is-empty-value.js';
export { validateRequired, type RequiredRuleOptions } from './validation/validate-required.js';
export { DEFAULT_PHONE_COUNTRY, DEFAULT_PHONE_PREFIX, validatePhone } from './validation/validate-phone.js';
export { normalizePhone } from './validation/normalize-phone.js';
export { formatPhone } from './formatting/format-phone.js';
export { validateEmail } from './validation/validate-email.js';
export { validateIban } from './validation/validate-iban.js';
export { validateBic } from './validation/validate-bic.js';
export {
  validateBicParts,
  validateIbanParts,
  BIC_PART_SPECS,
  IBAN_PART_SPECS,
  type BankPartSpec,
  type BicParts,
  type IbanParts,
} from './validation/validate-bank-parts.js';
export { validateSiret } from './validation/validate-siret.js';
export { validateDate, type DateBounds } from './validation/validate-date.js';
export { validateNumberRange, type NumberRange } from './validation/validate-number-range.js';
export { normalizeWords, validateAmountInWords } from './validation/validate-amount-in-words.js';
export { PERCENTAGE_GROUP_TOTAL, validatePercentageSum } from './validation/validate-percentage-sum.js';
export { validateDistinctRanks } from './validation/validate-distinct-ranks.js';
export { SUITABILITY_ANSWERS, validateSuitabilityAnswer } from './validation/validate-suitability-answer.js';
export {
  findUnsuitableAnswers,
  isProductSuitable,
  type TUnsuitableAnswer,
} from './validation/is-product-suitable.js';
export { validateDifferentEmail, validateDifferentPhone } from './validation/validate-different-contacts.js';

// Formatting
export { formatIban } from './formatting/format-iban.js';
export { joinBicParts, joinIbanParts, splitBicParts, splitIbanParts } from './formatting/split-bank-parts.js';
export { formatBic } from './formatting/format-bic.js';
export { formatUppercase } from './formatting/format-uppercase.js';
export { formatCurrency } from './formatting/format-currency.js';
export { formatElementInput } from './formatting/format-element-input.js';

// State
export type { FormContext } from './state/form-context.types.js';
export { FormDefinitionError, type DefinitionProblem } from './state/form-definition-error.js';
export type {
  LoadedBlock,
  LoadedElement,
  LoadedForm,
  LoadedPage,
  LoadedTenantRule,
  LoadedTenantRuleTest,
  ValidationPlan,
} from './state/loaded-form.types.js';
export { loadFormDefinition } from './state/load-form-definition.js';
export type {
  BlockListener,
  ElementListener,
  ElementState,
  FormListener,
  FormState,
  FormStateOptions,
} from './state/form-state.types.js';
export { createFormState } from './state/create-form-state.js';
export {
  validateSubmission,
  type SubmissionError,
  type SubmissionInput,
  type SubmissionResult,
} from './state/validate-submission.js';

// Lint
export {
  LINT_FINDING_CODES,
  type LintFinding,
  type LintFindingCode,
  type LintSeverity,
} from './lint/lint-finding.types.js';
export type { ElementEnglishTexts, LintableFormDefinition, LintOptions } from './lint/lint-input.types.js';
export { decideCondition, type ConditionVerdict } from './lint/decide-condition.js';
export { lintFormDefinition } from './lint/lint-form-definition.js';
export { isMoneyElement, isNumericElement } from './lint/is-numeric-element.js';
