import { NON_INPUT_ELEMENT_TYPES } from '../definition/element-categories.js';
import type { FormDefinition } from '../definition/form-definition.types.js';
import { formatElementInput } from '../formatting/format-element-input.js';
import { MESSAGE_KEYS } from '../messages/message-keys.js';
import type { RawValueEntry, ValueEntry } from '../values/element-value.types.js';
import { getDefaultValue, normalizeValue } from '../values/normalize-value.js';
import { createFormState } from './create-form-state.js';
import type { FormContext } from './form-context.types.js';
import type { LoadedForm } from './loaded-form.types.js';
import { loadFormDefinition } from './load-form-definition.js';

/** One error in the wire shape (`{ errors: [{ property, message }] }`), with the message's params. */
export type SubmissionError = {
  /** The element id as text, or 'submittingBlockId' for an error about the block itself. */
  property: string;
  /** Message key (or an element's own errorMessage). */
  message: string;
  /** Values of the message's placeholders. */
  params: Readonly<Record<string, string>>;
};

/** What the server gives {@link validateSubmission}. */
export type SubmissionInput = {
  /** The form (a loaded form is reused as is). */
  definition: FormDefinition | LoadedForm;
  /** The dossier's context. */
  context: FormContext;
  /** Values already stored on the dossier. */
  storedValues: readonly RawValueEntry[];
  /** Values sent by the client. */
  submittedValues: readonly RawValueEntry[];
  /** The block being submitted. */
  submittingBlockId: number;
};

/** Outcome of {@link validateSubmission}. */
export type SubmissionResult = {
  /** Errors of the submitting block; empty when the submission is accepted. */
  errors: SubmissionError[];
  /** The complete cleaned values to store (every element with a non-empty value). */
  values: ValueEntry[];
  /** Ids of submitted entries that were not taken (other blocks, unknown, calculated, read-only, outputs, disabled). */
  ignoredElementIds: number[];
};

/**
 * Validates a block submission on the server with the same engine as the browser. Only submitted
 * entries of elements of the submitting block are taken, formatted like the browser formats them;
 * entries of unknown, calculated, read-only or output elements are never trusted, and an entry of an
 * element that ends up disabled is reverted to its stored value. Calculated values are recomputed.
 * @returns the block's errors ([{ property: String(elementId), message, params }]) and the values to store.
 */
export function validateSubmission(input: SubmissionInput): SubmissionResult {
  const form = 'indexById' in input.definition ? input.definition : loadFormDefinition(input.definition);
  const state = createFormState(form, input.context, input.storedValues);
  const blockIndex = form.blockIndexById.get(input.submittingBlockId);
  if (blockIndex === undefined) {
    return {
      errors: [{ property: 'submittingBlockId', message: MESSAGE_KEYS.unknownBlock, params: {} }],
      values: state.getValueEntries(),
      ignoredElementIds: input.submittedValues.map((entry) => entry.elementId),
    };
  }

  const accepted: RawValueEntry[] = [];
  const ignoredElementIds: number[] = [];
  for (const entry of input.submittedValues) {
    const index = form.indexById.get(entry.elementId);
    const loaded = index === undefined ? undefined : form.elements[index];
    const trusted =
      loaded !== undefined &&
      loaded.blockIndex === blockIndex &&
      !loaded.formula &&
      loaded.element.attributes.readonly !== true &&
      !NON_INPUT_ELEMENT_TYPES.has(loaded.element.type);
    if (!trusted) {
      ignoredElementIds.push(entry.elementId);
      continue;
    }
    accepted.push({
      elementId: entry.elementId,
      value: formatElementInput(loaded.element, normalizeValue(loaded.element, entry.value)),
    });
  }
  state.setMany(accepted);

  const stored = new Map(input.storedValues.map((entry) => [entry.elementId, entry.value]));
  const reverts: RawValueEntry[] = [];
  for (const entry of accepted) {
    if (!state.isDisabled(entry.elementId)) continue;
    const index = form.indexById.get(entry.elementId) ?? -1;
    const element = form.elements[index]?.element;
    if (!element) continue;
    ignoredElementIds.push(entry.elementId);
    reverts.push({
      elementId: entry.elementId,
      value: stored.has(entry.elementId) ? stored.get(entry.elementId) : getDefaultValue(element),
    });
  }
  state.setMany(reverts);

  const errors: SubmissionError[] = state.isBlockVisible(input.submittingBlockId)
    ? state.validateBlock(input.submittingBlockId).map((error) => ({
        property: String(error.elementId),
        message: error.message,
        params: error.params,
      }))
    : [{ property: 'submittingBlockId', message: MESSAGE_KEYS.blockNotVisible, params: {} }];
  return { errors, values: state.getValueEntries(), ignoredElementIds };
}
