import type { ElementId } from '../definition/condition-rule.types.js';
import type { ValidationMessage } from '../validation/validation-message.types.js';
import { areValuesEqual } from '../values/are-values-equal.js';
import type { ElementValue } from '../values/element-value.types.js';
import {
  CELL_ERRORS,
  CELL_FLAGS,
  CELL_INDEX,
  CELL_MARKS,
  CELL_PLAN,
  CELL_TRAITS,
  CELL_VALUE,
  CELL_VALUE_SHAPE,
  HAS_LISTENERS,
  HAS_REQUIRED_MESSAGE,
  HAS_SNAPSHOT,
  SLOT_SIZE,
  createSlotLayout,
  numberPlans,
  valueShape,
} from './element-slots.js';
import { OWN_LIST, sharedList, sharedListNumber } from './error-lists.js';
import type { ElementListener, ElementState } from './form-state.types.js';
import type { LoadedForm, ValidationPlan } from './loaded-form.types.js';

/** Low bits of the flags cell that are the element's VISIBLE | REQUIRED | DISABLED flags. */
const FLAG_MASK = 7;
/** Marks hold `epoch × MARK_BITS + bits`. */
const MARK_BITS = 16;

/** One slot's cells: its value, then small integers (see element-slots.ts). */
type Cell = ElementValue | number;

/**
 * The live data of a form's elements, by slot (see element-slots.ts): what a change reads and writes in
 * one array of cells, and what a change rarely reads (snapshots, listeners, error lists of their own,
 * tenant messages) in arrays read only when a flag bit says there is something there.
 */
export class ElementStore {
  /** Element index → slot. */
  readonly slotByIndex: Int32Array;
  readonly plans: readonly ValidationPlan[];
  private readonly cells: Cell[];
  private readonly byId: boolean;
  private readonly indexById: ReadonlyMap<number, number>;
  private readonly snapshots: (ElementState | undefined)[];
  private readonly listenerSets: (Set<ElementListener> | undefined)[];
  private readonly ownErrors: (readonly ValidationMessage[] | undefined)[];
  private readonly requiredMessages: (string | null)[];

  constructor(
    form: LoadedForm,
    valueOf: (index: number) => ElementValue,
    traitsOf: (index: number) => number,
  ) {
    const layout = createSlotLayout(form);
    const { plans, planByIndex } = numberPlans(form);
    this.byId = layout.byId;
    this.indexById = form.indexById;
    this.slotByIndex = layout.slotByIndex;
    this.plans = plans;
    // Note: a slot without element keeps index −1 (see slotOf); every cell holds a number or a value.
    this.cells = new Array<Cell>(layout.count * SLOT_SIZE).fill(-1);
    this.snapshots = new Array<ElementState | undefined>(layout.count).fill(undefined);
    this.listenerSets = new Array<Set<ElementListener> | undefined>(layout.count).fill(undefined);
    this.ownErrors = new Array<readonly ValidationMessage[] | undefined>(layout.count).fill(undefined);
    this.requiredMessages = new Array<string | null>(layout.count).fill(null);
    for (let index = 0; index < form.elements.length; index += 1) {
      const base = (this.slotByIndex[index] ?? 0) * SLOT_SIZE;
      const value = valueOf(index);
      this.cells.fill(0, base, base + SLOT_SIZE);
      this.cells[base + CELL_VALUE] = value;
      this.cells[base + CELL_INDEX] = index;
      this.cells[base + CELL_PLAN] = planByIndex[index] ?? 0;
      this.cells[base + CELL_VALUE_SHAPE] = valueShape(value);
      this.cells[base + CELL_TRAITS] = traitsOf(index);
    }
  }

  private number(slot: number, cell: number): number {
    return this.cells[slot * SLOT_SIZE + cell] as number;
  }

  /** The slot of an element id, or −1. Note: with slots by id, this reads the slot's own cells. */
  slotOf(id: ElementId): number {
    if (!this.byId) return this.indexById.get(id) ?? -1;
    if (!Number.isInteger(id) || id < 0 || id * SLOT_SIZE >= this.cells.length) return -1;
    return this.number(id, CELL_INDEX) >= 0 ? id : -1;
  }

  index(slot: number): number {
    return this.number(slot, CELL_INDEX);
  }

  traits(slot: number): number {
    return this.number(slot, CELL_TRAITS);
  }

  /** VISIBLE | REQUIRED | DISABLED. */
  flags(slot: number): number {
    return this.number(slot, CELL_FLAGS) & FLAG_MASK;
  }

  plan(slot: number): ValidationPlan {
    return this.plans[this.number(slot, CELL_PLAN)] as ValidationPlan;
  }

  value(slot: number): ElementValue {
    return this.cells[slot * SLOT_SIZE + CELL_VALUE] as ElementValue;
  }

  /** Stores a value; the old one is read only when it has the new one's shape. @returns whether it changed. */
  assign(slot: number, next: ElementValue): boolean {
    const base = slot * SLOT_SIZE;
    const shape = valueShape(next);
    if (this.cells[base + CELL_VALUE_SHAPE] === shape && areValuesEqual(this.value(slot), next)) return false;
    this.cells[base + CELL_VALUE_SHAPE] = shape;
    this.cells[base + CELL_VALUE] = next;
    return true;
  }

  /** Sets one of an element's marks for the epoch whose marks start at `stamp`. @returns whether it was not set. */
  mark(slot: number, bit: number, stamp: number): boolean {
    const at = slot * SLOT_SIZE + CELL_MARKS;
    const marks = this.cells[at] as number;
    if ((marks & -MARK_BITS) !== stamp) {
      this.cells[at] = stamp + bit;
      return true;
    }
    if ((marks & bit) !== 0) return false;
    this.cells[at] = marks | bit;
    return true;
  }

  /** Forgets every mark (when epochs start again from 0). */
  clearMarks(): void {
    for (let at = CELL_MARKS; at < this.cells.length; at += SLOT_SIZE) this.cells[at] = 0;
  }

  requiredMessage(slot: number): string | null {
    return (this.number(slot, CELL_FLAGS) & HAS_REQUIRED_MESSAGE) !== 0
      ? (this.requiredMessages[slot] ?? null)
      : null;
  }

  /** Sets the flags and the tenant message. @returns whether either changed. */
  setFlags(slot: number, flags: number, message: string | null): boolean {
    const word = this.number(slot, CELL_FLAGS);
    if ((word & FLAG_MASK) === flags && this.requiredMessage(slot) === message) return false;
    const bits = (word & ~(FLAG_MASK | HAS_REQUIRED_MESSAGE)) | flags;
    this.cells[slot * SLOT_SIZE + CELL_FLAGS] = message === null ? bits : bits | HAS_REQUIRED_MESSAGE;
    if (message !== null || (word & HAS_REQUIRED_MESSAGE) !== 0) this.requiredMessages[slot] = message;
    return true;
  }

  errors(slot: number): readonly ValidationMessage[] {
    const number = this.number(slot, CELL_ERRORS);
    return number === OWN_LIST ? (this.ownErrors[slot] ?? []) : sharedList(number);
  }

  /**
   * Stores a new error list. @returns 0 when it equals the old one, else 1, or 2 when the element went
   * from no error to some or back. Note: the old list is read only when both are lists of their own.
   */
  setErrors(slot: number, next: readonly ValidationMessage[]): number {
    const at = slot * SLOT_SIZE + CELL_ERRORS;
    const previous = this.cells[at] as number;
    const number = sharedListNumber(next);
    if (number === previous) {
      if (number !== OWN_LIST || areErrorsEqual(next, this.ownErrors[slot] ?? [])) return 0;
    }
    this.cells[at] = number;
    // Note: a list of its own left behind is never read again (the cell says shared).
    if (number === OWN_LIST) this.ownErrors[slot] = next;
    return (number === 0) !== (previous === 0) ? 2 : 1;
  }

  snapshot(slot: number): ElementState | undefined {
    return (this.number(slot, CELL_FLAGS) & HAS_SNAPSHOT) !== 0 ? this.snapshots[slot] : undefined;
  }

  setSnapshot(slot: number, snapshot: ElementState): void {
    this.snapshots[slot] = snapshot;
    this.cells[slot * SLOT_SIZE + CELL_FLAGS] = this.number(slot, CELL_FLAGS) | HAS_SNAPSHOT;
  }

  /** Drops a cached snapshot (reads nothing else when there is none). */
  dropSnapshot(slot: number): void {
    const word = this.number(slot, CELL_FLAGS);
    if ((word & HAS_SNAPSHOT) === 0) return;
    this.cells[slot * SLOT_SIZE + CELL_FLAGS] = word & ~HAS_SNAPSHOT;
    this.snapshots[slot] = undefined;
  }

  /** The element's listeners, null when none ever subscribed (told by a flag bit). */
  listeners(slot: number, create: boolean): Set<ElementListener> | null {
    const word = this.number(slot, CELL_FLAGS);
    if ((word & HAS_LISTENERS) !== 0) return this.listenerSets[slot] ?? null;
    if (!create) return null;
    const created = new Set<ElementListener>();
    this.listenerSets[slot] = created;
    this.cells[slot * SLOT_SIZE + CELL_FLAGS] = word | HAS_LISTENERS;
    return created;
  }
}

/** Same messages with the same parameters, in order. */
function areErrorsEqual(left: readonly ValidationMessage[], right: readonly ValidationMessage[]): boolean {
  if (left === right) return true;
  if (left.length !== right.length) return false;
  for (let i = 0; i < left.length; i += 1) {
    const a = left[i];
    const b = right[i];
    if (!a || !b || a.message !== b.message) return false;
    if (a.params !== b.params && !areParamsEqual(a.params, b.params)) return false;
  }
  return true;
}

/** Same parameters, counted and compared without listing their keys (no allocation). */
function areParamsEqual(left: ValidationMessage['params'], right: ValidationMessage['params']): boolean {
  let count = 0;
  for (const key in left) {
    if (left[key] !== right[key]) return false;
    count += 1;
  }
  for (const key in right) {
    if (!(key in left)) return false;
    count -= 1;
  }
  return count === 0;
}
