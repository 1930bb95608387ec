import type { ElementValue } from '@souscription/form-engine';

/** The selected values of a choice, whether stored as one text or a list. */
export function toSelectedValues(value: ElementValue): string[] {
  if (typeof value === 'string') return value === '' ? [] : [value];
  return value.filter((item) => item !== '');
}

/** Adds or removes one value of a multiple choice, keeping the options' order. */
export function toggleValue(
  selected: readonly string[],
  value: string,
  checked: boolean,
  order: readonly string[],
): string[] {
  const next = new Set(selected);
  if (checked) next.add(value);
  else next.delete(value);
  const known = order.filter((item) => next.has(item));
  return [...known, ...[...next].filter((item) => !order.includes(item))];
}
