import type { CalendarDate } from '../dates/calendar-date.types.js';
import { resolveDateBound } from '../dates/resolve-date-bound.js';
import { MESSAGE_KEYS } from '../messages/message-keys.js';
import { createValidationMessage } from '../validation/create-validation-message.js';
import { validateAmountInWords } from '../validation/validate-amount-in-words.js';
import { splitBicParts, splitIbanParts } from '../formatting/split-bank-parts.js';
import { validateBicParts, validateIbanParts } from '../validation/validate-bank-parts.js';
import { validateBic } from '../validation/validate-bic.js';
import { validateDate } from '../validation/validate-date.js';
import { validateDifferentEmail, validateDifferentPhone } from '../validation/validate-different-contacts.js';
import { validateDistinctRanks } from '../validation/validate-distinct-ranks.js';
import { validateEmail } from '../validation/validate-email.js';
import { validateIban } from '../validation/validate-iban.js';
import { validateNumberRange } from '../validation/validate-number-range.js';
import { validatePercentageSum } from '../validation/validate-percentage-sum.js';
import { validatePhone } from '../validation/validate-phone.js';
import { createRequiredMessage } from '../validation/validate-required.js';
import { validateSiret } from '../validation/validate-siret.js';
import { validateSuitabilityAnswer } from '../validation/validate-suitability-answer.js';
import { isEmptyAnswer } from '../validation/is-empty-value.js';
import type { ValidationMessage } from '../validation/validation-message.types.js';
import type { ElementValue } from '../values/element-value.types.js';
import { parseNumber } from '../values/parse-number.js';
import { toSingleValue } from '../values/to-single-value.js';
import { DISABLED, REQUIRED, VISIBLE } from './element-slots.js';
import { NO_ERRORS, toErrorList } from './error-lists.js';
import type { LoadedElement, LoadedForm, ValidationPlan } from './loaded-form.types.js';

/** What validating an element reads of the element itself. */
export type ElementFacts = {
  /** Its display index (its loaded element is read only to word an error or for rare checks). */
  index: number;
  value: ElementValue;
  /** VISIBLE | REQUIRED | DISABLED. */
  flags: number;
  /** Message imposed by a holding tenant rule. */
  requiredMessage: string | null;
  /** How it is validated. */
  plan: ValidationPlan;
};

/** What computing an element's errors reads from the state. */
export type ErrorEnvironment = {
  /** Value by element index. */
  value: (index: number) => ElementValue;
  /** Effective visibility by element index. */
  visible: (index: number) => boolean;
  /** A receipt exists for this element id. */
  hasReceipt: (elementId: number) => boolean;
  /** The day of the context, which date bounds relative to today count from. */
  today: () => CalendarDate;
};

function checkFormat(
  plan: ValidationPlan,
  text: string,
  today: () => CalendarDate,
): ValidationMessage | null {
  switch (plan.format) {
    case 'phone':
      return validatePhone(text);
    case 'email':
      return validateEmail(text);
    case 'iban':
      return validateIban(text);
    case 'iban-parts':
      return validateIbanParts(splitIbanParts(text)) ?? validateIban(text);
    case 'bic':
      return validateBic(text);
    case 'bic-parts':
      return validateBicParts(splitBicParts(text)) ?? validateBic(text);
    case 'date':
      return validateDate(
        text,
        plan.dateBounds
          ? {
              minDate: resolveDateBound(plan.dateBounds.minDate, today()),
              maxDate: resolveDateBound(plan.dateBounds.maxDate, today()),
            }
          : {},
      );
    case 'number':
      return validateNumberRange(text, plan.numberRange ?? {});
    default:
      return null;
  }
}

function loadedOf(form: LoadedForm, own: ElementFacts): LoadedElement {
  return form.elements[own.index] as LoadedElement;
}

function collectVisibleTexts(indices: readonly number[], environment: ErrorEnvironment): string[] {
  const values: string[] = [];
  for (const index of indices) {
    if (!environment.visible(index)) continue;
    const text = toSingleValue(environment.value(index));
    if (text.trim() !== '') values.push(text);
  }
  return values;
}

/** The checks of a non-empty answer: its type's format and bounds, pattern, role and cross-field rules. */
function checkAnswer(
  plan: ValidationPlan,
  text: string,
  environment: ErrorEnvironment,
  errors: ValidationMessage[],
): void {
  const format = checkFormat(plan, text, environment.today);
  if (format) errors.push(format);
  const pattern = plan.pattern;
  const applies =
    pattern !== null &&
    (pattern.whenIndex < 0 || toSingleValue(environment.value(pattern.whenIndex)) === pattern.whenValue);
  if (pattern && applies && !pattern.regex.test(text)) errors.push(createValidationMessage(pattern.message));
  if (plan.siret) {
    const siret = validateSiret(text);
    if (siret) errors.push(siret);
  }
  if (plan.wordsReferenceIndex >= 0) {
    const words = validateAmountInWords(text, toSingleValue(environment.value(plan.wordsReferenceIndex)));
    if (words) errors.push(words);
  }
  if (plan.differsFrom) {
    const { kind, subjectIndices, message } = plan.differsFrom;
    for (const other of collectVisibleTexts(subjectIndices, environment)) {
      const differs =
        kind === 'phone'
          ? validateDifferentPhone(text, other, message)
          : validateDifferentEmail(text, other, message);
      if (differs) {
        errors.push(differs);
        break;
      }
    }
  }
}

/** The checks of a group: percentages that add up, distinct ranks, an allocation that adds up. */
function checkGroups(
  form: LoadedForm,
  own: ElementFacts,
  environment: ErrorEnvironment,
  errors: ValidationMessage[],
): void {
  const { plan } = own;
  if (plan.groupChildren) {
    const visibleChildren = plan.groupChildren.filter((child) => environment.visible(child));
    const values = visibleChildren.map((child) => toSingleValue(environment.value(child)));
    if (values.some((child) => child.trim() !== '') || (own.flags & REQUIRED) !== 0) {
      const { attributes } = loadedOf(form, own).element;
      const min = parseNumber(attributes.min ?? null) ?? undefined;
      const max = parseNumber(attributes.max ?? null) ?? undefined;
      const sum = validatePercentageSum(values, min, max, attributes.errorMessage);
      if (sum) errors.push(sum);
    }
  }
  if (plan.rankedChildren) {
    const ranks = plan.rankedChildren
      .filter((child) => environment.visible(child))
      .map((child) => toSingleValue(environment.value(child)));
    const distinct = validateDistinctRanks(ranks, loadedOf(form, own).element.attributes.errorMessage);
    if (distinct) errors.push(distinct);
  }
  if (plan.allocationGroup) {
    const members = plan.allocationGroup.filter((member) => environment.visible(member));
    const values = members.map((member) => toSingleValue(environment.value(member)));
    if (values.some((member) => member.trim() !== '')) {
      const sum = validatePercentageSum(values);
      if (sum) errors.push(sum);
    }
  }
}

/**
 * Computes the errors of one element (spec 5) from the current state: its own value and flags in `own`,
 * the other elements' through `environment`. A hidden or disabled element has none, and so has a
 * calculated one (its value is not typed). Order: required (which stops the rest when the element is
 * empty), format and bounds of the type, then the rules of its role and its cross-field rules.
 */
export function computeElementErrors(
  form: LoadedForm,
  own: ElementFacts,
  environment: ErrorEnvironment,
): readonly ValidationMessage[] {
  const { flags, plan } = own;
  if ((flags & DISABLED) !== 0 || (flags & VISIBLE) === 0 || plan.calculated) return NO_ERRORS;
  // Note: the plan (shared by elements validated alike) says what to check; the loaded element and its
  // definition are read only to word an error or for rare checks, which keeps them out of the cache.
  const { value } = own;
  const required = (flags & REQUIRED) !== 0;
  const isFile = plan.emptiness === 'file';
  const hasReceipt = isFile && environment.hasReceipt(loadedOf(form, own).element.id);
  const empty = isEmptyAnswer(plan.emptiness, value, hasReceipt);

  if (required && plan.requirable && empty) {
    const loaded = loadedOf(form, own);
    const message = createRequiredMessage(loaded.element, {
      hasReceipt,
      uploadsRequired: isFile && form.blocks[loaded.blockIndex]?.block.required_uploads === true,
      messageOverride: own.requiredMessage,
    });
    return plan.rankingGroupLabel !== null && message.message === MESSAGE_KEYS.required
      ? [createValidationMessage(MESSAGE_KEYS.orderingRequired, { label: plan.rankingGroupLabel })]
      : toErrorList([message]);
  }

  const text = toSingleValue(value);
  const errors: ValidationMessage[] = [];
  if (!empty) checkAnswer(plan, text, environment, errors);
  if (plan.suitability) {
    const { attributes } = loadedOf(form, own).element;
    const answer = validateSuitabilityAnswer(text, plan.suitability, attributes.errorMessage);
    if (answer) errors.push(answer);
  }
  if (plan.groupChildren || plan.rankedChildren || plan.allocationGroup)
    checkGroups(form, own, environment, errors);
  return toErrorList(errors);
}
