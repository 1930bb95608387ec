import { FILE_ELEMENT_TYPES, SELECT_ELEMENT_TYPES } from '../definition/element-categories.js';
import type { FormElement } from '../definition/form-definition.types.js';
import { MESSAGE_KEYS } from '../messages/message-keys.js';
import type { ElementValue } from '../values/element-value.types.js';
import { createValidationMessage } from './create-validation-message.js';
import { isEmptyValue } from './is-empty-value.js';
import type { ValidationMessage } from './validation-message.types.js';

/** What the required rule needs besides the element and its value. */
export type RequiredRuleOptions = {
  /** A receipt for this element is on the dossier (file elements). */
  hasReceipt?: boolean;
  /** The element's block requires its uploads (missing files give 'validation.error.upload-required'). */
  uploadsRequired?: boolean;
  /** A message imposed by a tenant rule, which wins over the others. */
  messageOverride?: string | null;
};

/**
 * Checks a required element (spec 5) and says which message an empty one gets:
 * - a select: 'validation.error.select-multiple' or 'validation.error.select-single';
 * - a file: the element's errorMessage, else 'validation.error.upload-required' on blocks that require
 *   uploads, else 'validation.error.receipt' {label};
 * - a checkbox: the element's errorMessage, else 'validation.error.checkbox' {label} (« Veuillez cocher
 *   la case … »), or 'validation.error.checkboxes' for a group of options;
 * - anything else: the element's errorMessage, else 'validation.error.required' {label}.
 * A tenant rule's message wins over all of these. The label falls back to the element's name.
 */
export function validateRequired(
  element: FormElement,
  value: ElementValue,
  options: RequiredRuleOptions = {},
): ValidationMessage | null {
  if (!isEmptyValue(element, value, options.hasReceipt)) return null;
  return createRequiredMessage(element, options);
}

/** The message of a required element left empty (see {@link validateRequired}). */
export function createRequiredMessage(
  element: FormElement,
  options: RequiredRuleOptions = {},
): ValidationMessage {
  const label = { label: element.attributes.label || element.name };
  if (options.messageOverride) return createValidationMessage(options.messageOverride, label);
  if (SELECT_ELEMENT_TYPES.has(element.type)) {
    return createValidationMessage(
      element.attributes.multiple ? MESSAGE_KEYS.selectMultiple : MESSAGE_KEYS.selectSingle,
    );
  }
  if (element.attributes.errorMessage) return createValidationMessage(element.attributes.errorMessage, label);
  if (FILE_ELEMENT_TYPES.has(element.type)) {
    return options.uploadsRequired
      ? createValidationMessage(MESSAGE_KEYS.uploadRequired)
      : createValidationMessage(MESSAGE_KEYS.receipt, label);
  }
  if (element.type === 'input_checkbox') {
    return element.attributes.options?.length
      ? createValidationMessage(MESSAGE_KEYS.checkboxes)
      : createValidationMessage(MESSAGE_KEYS.checkbox, label);
  }
  return createValidationMessage(MESSAGE_KEYS.required, label);
}
