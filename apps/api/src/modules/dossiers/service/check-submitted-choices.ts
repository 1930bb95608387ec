import { FILE_ELEMENT_TYPES, MESSAGE_KEYS, type FormDefinition } from '@souscription/form-engine';
import type { TApiError, TValueEntry } from '@souscription/contract';

/**
 * What the engine leaves to the server: a file element is filled by an uploaded receipt, never by a
 * value sent with the block (such entries are dropped); a value of an element that lists its
 * options must be one of them (422 `validation.error.unknown-option` otherwise).
 */
export function checkSubmittedChoices(
  definition: FormDefinition,
  submittingBlockId: number,
  values: readonly TValueEntry[],
): { values: TValueEntry[]; errors: TApiError[] } {
  const elementsById = new Map(definition.elements.map((element) => [element.id, element]));
  const kept: TValueEntry[] = [];
  const errors: TApiError[] = [];
  for (const entry of values) {
    const element = elementsById.get(entry.elementId);
    if (element && FILE_ELEMENT_TYPES.has(element.type)) continue;
    kept.push(entry);
    const options = element?.attributes.options;
    if (!element || element.block_id !== submittingBlockId || !options?.length) continue;
    const chosen = Array.isArray(entry.value)
      ? entry.value
      : entry.value === null
        ? []
        : [String(entry.value)];
    const allowed = new Set(options.map((option) => option.value));
    if (chosen.some((value) => value !== '' && !allowed.has(value))) {
      errors.push({ property: String(element.id), message: MESSAGE_KEYS.unknownOption });
    }
  }
  return { values: kept, errors };
}
