import type { DefaultValue, FormElement } from '../definition/form-definition.types.js';
import type { ElementValue } from './element-value.types.js';

function toText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return '';
}

/**
 * Turns a stored or typed value into an element value: numbers become text, booleans 'true' / 'false'
 * (spec 3: booleans are stored as strings), lists stay lists of text, anything else becomes empty.
 * A toggle whose value is neither a boolean nor a string is reset to its default (spec 5).
 */
export function normalizeValue(element: FormElement, value: unknown): ElementValue {
  if (element.type === 'toggle' && typeof value !== 'boolean' && typeof value !== 'string') {
    return getDefaultValue(element);
  }
  return normalizeAnswer(value);
}

/** {@link normalizeValue} for any element but a toggle (which reads nothing of the element). */
export function normalizeAnswer(value: unknown): ElementValue {
  if (Array.isArray(value)) return value.map(toText);
  return toText(value);
}

/** The element's default value (its `defaultValue` attribute), normalised; empty when none. */
export function getDefaultValue(element: FormElement): ElementValue {
  const defaultValue: DefaultValue | undefined = element.attributes.defaultValue;
  if (defaultValue === undefined || defaultValue === null) return '';
  if (Array.isArray(defaultValue)) return defaultValue.map(toText);
  return toText(defaultValue);
}
