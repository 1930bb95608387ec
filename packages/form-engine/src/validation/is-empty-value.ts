import { FILE_ELEMENT_TYPES } from '../definition/element-categories.js';
import type { FormElement } from '../definition/form-definition.types.js';
import type { ElementValue } from '../values/element-value.types.js';

/**
 * Tells whether an element has no answer: empty text or list; for a phone, a bare international prefix
 * such as the default '+33'; for a single checkbox (no options), anything but 'true'; for a file, no
 * receipt on the dossier and no value.
 */
export function isEmptyValue(
  element: FormElement,
  value: ElementValue,
  hasReceipt: boolean = false,
): boolean {
  if (FILE_ELEMENT_TYPES.has(element.type)) {
    return !hasReceipt && (typeof value === 'string' ? value.trim() === '' : value.length === 0);
  }
  if (typeof value !== 'string') return value.every((item) => item.trim() === '');
  const text = value.trim();
  if (text === '') return true;
  if (element.type === 'input_tel') return /^\+\d{0,3}$/.test(text.replace(/\s/g, ''));
  if (element.type === 'input_checkbox' && !element.attributes.options?.length) return text !== 'true';
  return false;
}
