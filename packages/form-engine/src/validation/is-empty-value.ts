import { FILE_ELEMENT_TYPES } from '../definition/element-categories.js';
import type { FormElement } from '../definition/form-definition.types.js';
import type { ElementValue } from '../values/element-value.types.js';

/**
 * How an element tells that it has no answer: a file (no receipt and no value), a phone (a bare
 * international prefix counts as empty), a single checkbox (anything but 'true'), any other (blank).
 */
export type Emptiness = 'file' | 'phone' | 'checkbox' | 'text';

/** The way {@link isEmptyValue} reads an element's answer, decided from its type once. */
export function getEmptiness(element: FormElement): Emptiness {
  if (FILE_ELEMENT_TYPES.has(element.type)) return 'file';
  if (element.type === 'input_tel') return 'phone';
  if (element.type === 'input_checkbox' && !element.attributes.options?.length) return 'checkbox';
  return 'text';
}

/** {@link isEmptyValue} with the element's way decided beforehand ({@link getEmptiness}). */
export function isEmptyAnswer(
  emptiness: Emptiness,
  value: ElementValue,
  hasReceipt: boolean = false,
): boolean {
  if (emptiness === 'file') {
    return !hasReceipt && (typeof value === 'string' ? value.trim() === '' : value.length === 0);
  }
  if (typeof value !== 'string') return value.every((item) => item.trim() === '');
  const text = value.trim();
  if (text === '') return true;
  if (emptiness === 'phone') return /^\+\d{0,3}$/.test(text.replace(/\s/g, ''));
  if (emptiness === 'checkbox') return text !== 'true';
  return false;
}

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
  return isEmptyAnswer(getEmptiness(element), value, hasReceipt);
}
