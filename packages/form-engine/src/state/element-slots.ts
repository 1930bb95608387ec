import type { LoadedForm, ValidationPlan } from './loaded-form.types.js';

/**
 * The live data of an element, as SLOT_SIZE cells of one array (its value, then small integers), at
 * the element's *slot*: its id when the form's ids are dense enough for a table (see
 * `LoadedForm.indexByIdTable`), else its display index.
 *
 * Why: on a form too large for the processor's cache, each line a change reads comes from memory. An id
 * table pointing to one object per element cost two such reads one after the other (the table's entry,
 * then the object), and parallel arrays one read per array; here the cells found from the id alone (64
 * bytes, one or two adjacent lines fetched together) hold all a typical change reads and writes: value,
 * index, flags, traits, marks, error list and validation plan.
 */
export const SLOT_SIZE = 8;

/** Cells of a slot. */
export const CELL_VALUE = 0;
export const CELL_INDEX = 1;
/** VISIBLE | REQUIRED | DISABLED and the HAS_* bits. */
export const CELL_FLAGS = 2;
/** `epoch × 16 + marks`: what the current epoch has already queued for the element. */
export const CELL_MARKS = 3;
/** Its error list: 0 none, > 0 a shared list (see error-lists.ts), −1 a list of its own. */
export const CELL_ERRORS = 4;
/** Its validation plan's number in the state's table of distinct plans. */
export const CELL_PLAN = 5;
/** See {@link valueShape}. */
export const CELL_VALUE_SHAPE = 6;
/** TRAIT_* bits, fixed when the state is created. */
export const CELL_TRAITS = 7;

/** Bits of an element's flags word. */
export const VISIBLE = 1;
export const REQUIRED = 2;
export const DISABLED = 4;
/** A snapshot is cached for the element (else there is nothing to drop when it changes). */
export const HAS_SNAPSHOT = 8;
/** Someone subscribed to the element. */
export const HAS_LISTENERS = 16;
/** A tenant rule's message replaces the required message. */
export const HAS_REQUIRED_MESSAGE = 32;

/** Bits of an element's traits. */
export const TRAIT_DISABLED_BY_DEFINITION = 1;
export const TRAIT_CALCULATED = 2;
export const TRAIT_TOGGLE = 4;
export const TRAIT_REQUIRED_BY_DEFINITION = 8;
/** Offered for some products only (`product_variants`). */
export const TRAIT_PRODUCT_VARIANTS = 16;
/** Trait bit of a non-empty dependant list of kind k (see LoadedForm.dependantOffsets): `32 << k`. */
export const TRAIT_DEPENDANTS = 32;

/**
 * A value's length, negative for a list: two values of different shapes differ, so a change tells a new
 * value from the old one without reading the old one (a text, elsewhere in memory) in most cases.
 */
export function valueShape(value: string | readonly string[]): number {
  return typeof value === 'string' ? value.length : -1 - value.length;
}

/** Where each element's live data sits: its slot, and the slot of an element id. */
export type SlotLayout = {
  /** Number of slots (the id table's size, or the number of elements). */
  count: number;
  /** Whether slots are ids (else display indices, and ids go through `LoadedForm.indexById`). */
  byId: boolean;
  /** Element index → slot. */
  slotByIndex: Int32Array;
};

export function createSlotLayout(form: LoadedForm): SlotLayout {
  const table = form.indexByIdTable;
  const slotByIndex = new Int32Array(form.elements.length);
  form.elements.forEach((loaded) => {
    slotByIndex[loaded.index] = table ? loaded.element.id : loaded.index;
  });
  return { count: table ? table.length : form.elements.length, byId: table !== null, slotByIndex };
}

/**
 * The form's distinct validation plans (elements validated alike share one, see build-validation-plan)
 * and each element's number in that list.
 */
export function numberPlans(form: LoadedForm): { plans: ValidationPlan[]; planByIndex: Int32Array } {
  const numbers = new Map<ValidationPlan, number>();
  const planByIndex = new Int32Array(form.elements.length);
  for (const loaded of form.elements) {
    let number = numbers.get(loaded.validation);
    if (number === undefined) {
      number = numbers.size;
      numbers.set(loaded.validation, number);
    }
    planByIndex[loaded.index] = number;
  }
  return { plans: [...numbers.keys()], planByIndex };
}
