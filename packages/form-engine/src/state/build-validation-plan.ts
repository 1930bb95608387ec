import type { ElementRole } from '../definition/element-role.js';
import {
  DATE_ELEMENT_TYPES,
  DECIMAL_ELEMENT_TYPES,
  INTEGER_ELEMENT_TYPES,
  NON_INPUT_ELEMENT_TYPES,
  NUMERIC_ELEMENT_TYPES,
} from '../definition/element-categories.js';
import type { ElementType } from '../definition/element-type.js';
import type { FormElement } from '../definition/form-definition.types.js';
import { MESSAGE_KEYS } from '../messages/message-keys.js';
import { getEmptiness } from '../validation/is-empty-value.js';
import { FormDefinitionError } from './form-definition-error.js';
import type { ValidationPlan } from './loaded-form.types.js';

/** Containers whose own value is not an answer: `required` does not apply to it. */
const CONTAINER_TYPES: ReadonlySet<ElementType> = new Set([
  'input_percentage_range_group',
  'group_ordered_integers',
]);

const DIFFERS_FROM: Partial<
  Record<ElementRole, { kind: 'phone' | 'email'; subject: ElementRole; message: string }>
> = {
  co_subscriber_phone: { kind: 'phone', subject: 'subscriber_phone', message: MESSAGE_KEYS.phonesMustDiffer },
  partner_phone: { kind: 'phone', subject: 'subscriber_phone', message: MESSAGE_KEYS.phonesMustDiffer },
  spouse_phone: { kind: 'phone', subject: 'subscriber_phone', message: MESSAGE_KEYS.spousePhoneMustDiffer },
  co_subscriber_email: {
    kind: 'email',
    subject: 'subscriber_email',
    message: MESSAGE_KEYS.mailMustDifferFromCoSubscriber,
  },
  partner_email: {
    kind: 'email',
    subject: 'subscriber_email',
    message: MESSAGE_KEYS.mailMustDifferFromPartner,
  },
  spouse_email: {
    kind: 'email',
    subject: 'subscriber_email',
    message: MESSAGE_KEYS.mailMustDifferFromSpouse,
  },
};

function getFormat(element: FormElement): ValidationPlan['format'] {
  switch (element.type) {
    case 'input_tel':
      return 'phone';
    case 'input_mail':
      return 'email';
    case 'input_iban':
      return 'iban';
    case 'input_iban_code':
      return 'iban-parts';
    case 'input_bic_code':
      return 'bic-parts';
    default:
      if (DATE_ELEMENT_TYPES.has(element.type)) return 'date';
      if (NUMERIC_ELEMENT_TYPES.has(element.type)) return 'number';
      return null;
  }
}

/**
 * The element's `pattern` as a regular expression, with its message. A pattern that is no regular
 * expression fails loading: the form linter reports it before a form is seeded.
 */
function compilePattern(
  element: FormElement,
  resolveIndex: (id: number) => number,
): ValidationPlan['pattern'] {
  const pattern = element.attributes.pattern;
  if (!pattern?.regex) return null;
  try {
    return {
      regex: new RegExp(pattern.regex, 'u'),
      message: pattern.message || MESSAGE_KEYS.pattern,
      whenIndex: pattern.when ? resolveIndex(pattern.when.input_id) : -1,
      whenValue: pattern.when?.value ?? '',
    };
  } catch {
    throw new FormDefinitionError([
      {
        kind: 'invalid-pattern',
        elementIds: [element.id],
        message: `element ${element.id}: its pattern is not a regular expression`,
      },
    ]);
  }
}

/**
 * Decides once how an element is validated: its type's format check, its bounds, the rules of its
 * declared role, and the other elements it reads.
 */
export function buildValidationPlan(
  element: FormElement,
  resolveIndex: (id: number) => number,
  roleIndices: ReadonlyMap<ElementRole, readonly number[]>,
  calculated: boolean,
): ValidationPlan {
  const { attributes } = element;
  const role = attributes.role ?? null;
  const format = getFormat(element);
  const differs = role ? DIFFERS_FROM[role] : undefined;
  const isGroup =
    element.type === 'input_percentage_range_group' && (attributes.childrenElementsIds?.length ?? 0) > 0;
  return {
    calculated,
    requirable: !CONTAINER_TYPES.has(element.type) && !NON_INPUT_ELEMENT_TYPES.has(element.type),
    emptiness: getEmptiness(element),
    format,
    numberRange:
      format === 'number'
        ? {
            min: attributes.min ?? null,
            max: attributes.max ?? null,
            integer: INTEGER_ELEMENT_TYPES.has(element.type),
            // A calculation rounds to its own precision; only typed decimals are held to the step.
            maxDecimals: DECIMAL_ELEMENT_TYPES.has(element.type) && !element.calculate ? 2 : null,
            errorMessage: attributes.errorMessage ?? null,
          }
        : null,
    dateBounds:
      format === 'date' ? { minDate: attributes.minDate ?? null, maxDate: attributes.maxDate ?? null } : null,
    pattern: compilePattern(element, resolveIndex),
    siret: role === 'siret',
    suitability: role === 'suitability_yes' ? 'yes' : role === 'suitability_no' ? 'no' : null,
    wordsReferenceIndex:
      element.type === 'convert_number_to_word' && element.reference != null
        ? resolveIndex(element.reference)
        : -1,
    groupChildren: isGroup ? (attributes.childrenElementsIds ?? []).map(resolveIndex) : null,
    rankingGroupLabel: element.type === 'ordonnancement' ? attributes.label || element.name : null,
    rankedChildren:
      element.type === 'group_ordered_integers' && (attributes.childrenElementsIds?.length ?? 0) > 0
        ? (attributes.childrenElementsIds ?? []).map(resolveIndex)
        : null,
    allocationGroup:
      role === 'allocation_percentage' ? (roleIndices.get('allocation_percentage') ?? []) : null,
    differsFrom: differs
      ? {
          kind: differs.kind,
          subjectIndices: roleIndices.get(differs.subject) ?? [],
          message: differs.message,
        }
      : null,
  };
}
