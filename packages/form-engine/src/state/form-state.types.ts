import type { ElementId } from '../definition/condition-rule.types.js';
import type { ValidationError, ValidationMessage } from '../validation/validation-message.types.js';
import type { ElementValue, RawValueEntry, ValueEntry } from '../values/element-value.types.js';
import type { FormContext } from './form-context.types.js';
import type { LoadedForm } from './loaded-form.types.js';

/**
 * What the UI shows of one element. Immutable: a new object replaces it whenever one of its fields
 * changes, so it can be compared by identity (React's useSyncExternalStore).
 */
export type ElementState = {
  /** The element. */
  readonly id: ElementId;
  /** Its value (hidden values are kept). */
  readonly value: ElementValue;
  /** Shown: its own condition and tenant rules allow it and its block is visible. */
  readonly visible: boolean;
  /** Required now (attribute, condition, tenant rules; never in read-only mode). */
  readonly required: boolean;
  /** Disabled now (attribute, condition, tenant rules; always in read-only mode). */
  readonly disabled: boolean;
  /** Current errors; always empty while hidden or disabled. */
  readonly errors: readonly ValidationMessage[];
};

/** Called with the element's new state after a change that touched it. */
export type ElementListener = (state: ElementState) => void;

/** Called with a block's new visibility after a change that flipped it. */
export type BlockListener = (visible: boolean) => void;

/** Called once per change with the ids of every element whose state changed. */
export type FormListener = (changedElementIds: readonly ElementId[]) => void;

/** Options of {@link createFormState}. */
export type FormStateOptions = {
  /**
   * Re-evaluate only what depends on a change (default true). With false, every change recomputes every
   * calculation, condition and validation, and every validate call re-runs every validator: the
   * benchmark's baseline, and a safety switch.
   */
  incremental?: boolean;
};

/** The live state of one dossier's form. */
export type FormState = {
  /** The loaded definition this state runs. */
  readonly form: LoadedForm;
  /** The state of an element. @throws RangeError for an unknown id. */
  get(id: ElementId): ElementState;
  /** An element's value. */
  getValue(id: ElementId): ElementValue;
  /** Whether an element is visible. */
  isVisible(id: ElementId): boolean;
  /** Whether an element is required. */
  isRequired(id: ElementId): boolean;
  /** Whether an element is disabled. */
  isDisabled(id: ElementId): boolean;
  /** An element's current errors. */
  getErrors(id: ElementId): readonly ValidationMessage[];
  /** Whether a block is visible. @throws RangeError for an unknown id. */
  isBlockVisible(blockId: number): boolean;
  /** Ids of the visible blocks of a page, in order. */
  getVisibleBlockIds(pageId: number): number[];
  /**
   * Sets an element's value (normalised: numbers to text, booleans to 'true' / 'false') and re-evaluates
   * what depends on it. Calculated elements cannot be set.
   * @returns whether the value changed.
   */
  set(id: ElementId, value: unknown): boolean;
  /** Sets several values at once, re-evaluating once. @returns whether any value changed. */
  setMany(entries: readonly RawValueEntry[]): boolean;
  /** Replaces the dossier's receipts (file elements with a receipt count as filled). */
  setReceipts(receipts: readonly { elementId: ElementId }[]): void;
  /** Changes the context (direct flag, dossier state, today, product, read-only) and re-evaluates all. */
  setContext(context: Partial<FormContext>): void;
  /** Listens to one element. @returns a function that stops listening. */
  subscribe(id: ElementId, listener: ElementListener): () => void;
  /** Listens to one block's visibility. @returns a function that stops listening. */
  subscribeBlock(blockId: number, listener: BlockListener): () => void;
  /** Listens to every change. @returns a function that stops listening. */
  subscribeAll(listener: FormListener): () => void;
  /** Errors of one element, located. */
  validateElement(id: ElementId): ValidationError[];
  /** Errors of a block's elements, display order (none when the block is hidden). */
  validateBlock(blockId: number): ValidationError[];
  /** Errors of a page's elements, display order. */
  validatePage(pageId: number): ValidationError[];
  /** Errors of the whole form, display order. */
  validateAll(): ValidationError[];
  /** Value entries to store or submit: every element with a non-empty value, display order. */
  getValueEntries(): ValueEntry[];
};
