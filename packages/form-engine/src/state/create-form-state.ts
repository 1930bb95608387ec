import { applyConditionAction } from '../conditions/apply-condition-action.js';
import { compareValues } from '../conditions/compare-values.js';
import { evaluateCondition } from '../conditions/evaluate-condition.js';
import type { RuleEnvironment } from '../conditions/rule-environment.types.js';
import type { CalendarDate } from '../dates/calendar-date.types.js';
import { parseAnyDate } from '../dates/parse-date.js';
import type { ElementId } from '../definition/condition-rule.types.js';
import type { FormDefinition } from '../definition/form-definition.types.js';
import { toFormulaValue } from '../formulas/compile-formula.js';
import { finalizeCalculatedValue } from '../formulas/finalize-calculated-value.js';
import type { FormulaRuntime } from '../formulas/formula-runtime.types.js';
import { isElementOfferedForProduct, resolveProductCode } from '../products/product-variant.js';
import type { ValidationError, ValidationMessage } from '../validation/validation-message.types.js';
import { areValuesEqual } from '../values/are-values-equal.js';
import type { ElementValue, RawValueEntry, ValueEntry } from '../values/element-value.types.js';
import { getDefaultValue, normalizeValue } from '../values/normalize-value.js';
import { toSingleValue } from '../values/to-single-value.js';
import { computeElementErrors, type ErrorEnvironment } from './compute-element-errors.js';
import type { FormContext } from './form-context.types.js';
import type {
  BlockListener,
  ElementListener,
  ElementState,
  FormListener,
  FormState,
  FormStateOptions,
} from './form-state.types.js';
import type { LoadedForm, LoadedTenantRule } from './loaded-form.types.js';
import { loadFormDefinition } from './load-form-definition.js';

const EPOCH_LIMIT = 0xffffffff;

/** Bits of an element's flags byte. */
const VISIBLE = 1;
const REQUIRED = 2;
const DISABLED = 4;

/** Marks are interleaved per element (one cache line for the four of an element). */
const MARK_STRIDE = 4;
const MARK_CALCULATION = 0;
const MARK_FLAGS = 1;
const MARK_VALIDATION = 2;
const MARK_SNAPSHOT = 3;

/** Kinds of the packed dependant lists (see LoadedForm.dependantOffsets). */
const DEPENDANT_KINDS = 4;
const CALCULATION_DEPENDANTS = 0;
const FLAG_DEPENDANTS = 1;
const BLOCK_DEPENDANTS = 2;
const VALIDATION_DEPENDANTS = 3;
const NO_ERRORS: readonly ValidationMessage[] = Object.freeze([]);

function isLoadedForm(value: FormDefinition | LoadedForm): value is LoadedForm {
  return 'indexById' in value;
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

function parseToday(text: string): CalendarDate {
  const today = parseAnyDate(text);
  if (!today) throw new RangeError(`context.today is not a date (dd/mm/yyyy or yyyy-mm-dd): "${text}"`);
  return today;
}

class FormStateEngine implements FormState {
  readonly form: LoadedForm;
  private readonly incremental: boolean;
  private context: FormContext;
  private today: CalendarDate;
  private receipts: Set<number>;

  private readonly values: ElementValue[];
  private readonly flags: Uint8Array;
  private readonly requiredMessages: (string | null)[];
  private readonly errors: (readonly ValidationMessage[])[];
  private readonly blockVisible: Uint8Array;
  /** Snapshots built on demand and dropped when their element changes. */
  private readonly snapshots: (ElementState | undefined)[];

  private readonly elementListeners: (Set<ElementListener> | undefined)[];
  private readonly blockListeners: (Set<BlockListener> | undefined)[];
  private readonly formListeners = new Set<FormListener>();

  private epoch = 1;
  private readonly marks: Uint32Array;
  private readonly blockMarks: Uint32Array;
  private readonly pendingCalculations: number[] = [];
  private readonly pendingFlags: number[] = [];
  private readonly pendingValidations: number[] = [];
  private readonly pendingSnapshots: number[] = [];
  private readonly pendingBlocks: number[] = [];
  private readonly changedBlocks: number[] = [];
  private readonly sources: number[] = [];
  private readonly pendingClears: number[] = [];

  private readonly ruleEnvironment: RuleEnvironment;
  private readonly runtime: FormulaRuntime;
  private readonly errorEnvironment: ErrorEnvironment;
  private readonly formulaReaders: ((slot: number) => ElementValue)[];

  constructor(
    form: LoadedForm,
    context: FormContext,
    storedValues: readonly RawValueEntry[],
    options: FormStateOptions,
  ) {
    this.form = form;
    this.incremental = options.incremental !== false;
    this.context = context;
    this.today = parseToday(context.today);
    this.receipts = new Set((context.receipts ?? []).map((receipt) => receipt.elementId));
    const size = form.elements.length;
    const blockCount = form.blocks.length;

    const stored = new Map<number, unknown>();
    for (const entry of storedValues) stored.set(entry.elementId, entry.value);
    this.values = form.elements.map(({ element }) =>
      stored.has(element.id) ? normalizeValue(element, stored.get(element.id)) : getDefaultValue(element),
    );
    this.flags = new Uint8Array(size);
    this.requiredMessages = new Array<string | null>(size).fill(null);
    this.errors = new Array<readonly ValidationMessage[]>(size).fill([]);
    this.blockVisible = new Uint8Array(blockCount);
    this.snapshots = new Array<ElementState | undefined>(size);
    this.elementListeners = new Array<Set<ElementListener> | undefined>(size);
    this.blockListeners = new Array<Set<BlockListener> | undefined>(blockCount);
    this.marks = new Uint32Array(size * MARK_STRIDE);
    this.blockMarks = new Uint32Array(blockCount);

    this.ruleEnvironment = {
      getValue: (elementId) => {
        const index = this.findIndex(elementId);
        return index < 0 ? '' : (this.values[index] ?? '');
      },
      direct: context.direct,
      dossierState: context.dossierState,
      today: this.today,
    };
    this.runtime = {
      today: this.today,
      tenant: form.definition.tenant,
      getProductCode: () => this.getProductCode(),
      getProductPrice: () => {
        const code = this.getProductCode();
        const index = code === null ? undefined : form.productPriceIndexByCode.get(code);
        return index === undefined ? null : toFormulaValue(this.values[index] ?? '');
      },
    };
    this.errorEnvironment = {
      today: () => this.today,
      value: (index) => this.values[index] ?? '',
      visible: (index) => ((this.flags[index] ?? 0) & VISIBLE) !== 0,
      required: (index) => ((this.flags[index] ?? 0) & REQUIRED) !== 0,
      requiredMessage: (index) => this.requiredMessages[index] ?? null,
      hasReceipt: (elementId) => this.receipts.has(elementId),
    };
    this.formulaReaders = form.elements.map(({ formulaSlots }) => (slot: number) => {
      const index = formulaSlots[slot] ?? -1;
      return index < 0 ? '' : (this.values[index] ?? '');
    });

    this.markEverything();
    this.propagate(true);
  }

  // ---- queries ----

  /** Index of an element id, or −1. */
  private findIndex(id: ElementId): number {
    const table = this.form.indexByIdTable;
    if (table) return (Number.isInteger(id) && id >= 0 ? table[id] : undefined) ?? -1;
    return this.form.indexById.get(id) ?? -1;
  }

  private indexOf(id: ElementId): number {
    const index = this.findIndex(id);
    if (index < 0) throw new RangeError(`Unknown element #${id}`);
    return index;
  }

  get(id: ElementId): ElementState {
    return this.getSnapshot(this.indexOf(id));
  }

  private getSnapshot(index: number): ElementState {
    const cached = this.snapshots[index];
    if (cached) return cached;
    const flags = this.flags[index] ?? 0;
    const snapshot: ElementState = {
      id: this.form.elements[index]?.element.id ?? 0,
      value: this.values[index] ?? '',
      visible: (flags & VISIBLE) !== 0,
      required: (flags & REQUIRED) !== 0,
      disabled: (flags & DISABLED) !== 0,
      errors: this.errors[index] ?? NO_ERRORS,
    };
    this.snapshots[index] = snapshot;
    return snapshot;
  }

  getValue(id: ElementId): ElementValue {
    return this.get(id).value;
  }

  isVisible(id: ElementId): boolean {
    return this.get(id).visible;
  }

  isRequired(id: ElementId): boolean {
    return this.get(id).required;
  }

  isDisabled(id: ElementId): boolean {
    return this.get(id).disabled;
  }

  getErrors(id: ElementId): readonly ValidationMessage[] {
    return this.get(id).errors;
  }

  isBlockVisible(blockId: number): boolean {
    const index = this.form.blockIndexById.get(blockId);
    if (index === undefined) throw new RangeError(`Unknown block ${blockId}`);
    return this.blockVisible[index] === 1;
  }

  getVisibleBlockIds(pageId: number): number[] {
    const page = this.form.pages[this.form.pageIndexById.get(pageId) ?? -1];
    if (!page) return [];
    return page.blockIndices
      .filter((index) => this.blockVisible[index] === 1)
      .map((index) => this.form.blocks[index]?.block.id ?? 0);
  }

  getValueEntries(): ValueEntry[] {
    const entries: ValueEntry[] = [];
    this.form.elements.forEach(({ element }, index) => {
      const value = this.values[index] ?? '';
      if (typeof value === 'string' ? value !== '' : value.length > 0) {
        entries.push({ elementId: element.id, value: typeof value === 'string' ? value : [...value] });
      }
    });
    return entries;
  }

  // ---- changes ----

  set(id: ElementId, value: unknown): boolean {
    this.nextEpoch();
    const index = this.indexOf(id);
    if (!this.assign(index, value)) return false;
    this.sources.push(index);
    this.propagateSources();
    return true;
  }

  setMany(entries: readonly RawValueEntry[]): boolean {
    this.nextEpoch();
    for (const entry of entries) {
      const index = this.indexOf(entry.elementId);
      if (this.assign(index, entry.value)) this.sources.push(index);
    }
    if (this.sources.length === 0) return false;
    this.propagateSources();
    return true;
  }

  /** Stores a new value for a non-calculated element. @returns whether it changed. */
  private assign(index: number, value: unknown): boolean {
    const loaded = this.form.elements[index];
    if (!loaded || loaded.formula) return false;
    const next = normalizeValue(loaded.element, value);
    if (areValuesEqual(this.values[index] ?? '', next)) return false;
    this.values[index] = next;
    return true;
  }

  /** Re-evaluates what depends on the elements in `sources` (all of it when not incremental). */
  private propagateSources(): void {
    const sources = this.sources;
    if (!this.incremental) {
      for (const source of sources) this.markSnapshot(source);
      this.markEverything();
    } else {
      for (const source of sources) this.collectCalculations(source);
      for (const source of sources) this.onValueChanged(source);
    }
    for (const source of sources) if (this.keepsNoAnswer(source)) this.pendingClears.push(source);
    sources.length = 0;
    this.propagate(false);
  }

  setReceipts(receipts: readonly { elementId: ElementId }[]): void {
    this.context = { ...this.context, receipts };
    this.receipts = new Set(receipts.map((receipt) => receipt.elementId));
    this.nextEpoch();
    if (!this.incremental) this.markEverything();
    else for (const index of this.form.fileIndices) this.markValidation(index);
    this.propagate(false);
  }

  setContext(context: Partial<FormContext>): void {
    this.context = { ...this.context, ...context };
    this.today = parseToday(this.context.today);
    this.receipts = new Set((this.context.receipts ?? []).map((receipt) => receipt.elementId));
    this.ruleEnvironment.direct = this.context.direct;
    this.ruleEnvironment.dossierState = this.context.dossierState;
    this.ruleEnvironment.today = this.today;
    this.runtime.today = this.today;
    this.nextEpoch();
    this.markEverything();
    this.propagate(false);
  }

  // ---- subscriptions ----

  subscribe(id: ElementId, listener: ElementListener): () => void {
    const index = this.indexOf(id);
    const listeners = (this.elementListeners[index] ??= new Set());
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  subscribeBlock(blockId: number, listener: BlockListener): () => void {
    const index = this.form.blockIndexById.get(blockId);
    if (index === undefined) throw new RangeError(`Unknown block ${blockId}`);
    const listeners = (this.blockListeners[index] ??= new Set());
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  subscribeAll(listener: FormListener): () => void {
    this.formListeners.add(listener);
    return () => this.formListeners.delete(listener);
  }

  // ---- validation ----

  validateElement(id: ElementId): ValidationError[] {
    const index = this.indexOf(id);
    return this.collectErrors([index]);
  }

  validateBlock(blockId: number): ValidationError[] {
    const index = this.form.blockIndexById.get(blockId);
    if (index === undefined) throw new RangeError(`Unknown block ${blockId}`);
    return this.collectErrors(this.form.blocks[index]?.elementIndices ?? []);
  }

  validatePage(pageId: number): ValidationError[] {
    const page = this.form.pages[this.form.pageIndexById.get(pageId) ?? -1];
    if (!page) throw new RangeError(`Unknown page ${pageId}`);
    return this.collectErrors(
      page.blockIndices.flatMap((block) => this.form.blocks[block]?.elementIndices ?? []),
    );
  }

  validateAll(): ValidationError[] {
    return this.collectErrors(null);
  }

  /** Collects the errors of some elements (null: all), display order. */
  private collectErrors(indices: readonly number[] | null): ValidationError[] {
    const count = indices ? indices.length : this.form.elements.length;
    if (!this.incremental) {
      // Note: the non-incremental baseline trusts no cached result and re-runs every validator asked for.
      this.nextEpoch();
      for (let position = 0; position < count; position += 1)
        this.markValidation(indices ? (indices[position] ?? 0) : position);
      this.propagate(false);
    }
    const result: ValidationError[] = [];
    for (let position = 0; position < count; position += 1) {
      const index = indices ? (indices[position] ?? 0) : position;
      const errors = this.errors[index] ?? NO_ERRORS;
      if (errors.length === 0) continue;
      const elementId = this.form.elements[index]?.element.id ?? 0;
      for (const error of errors) result.push({ elementId, message: error.message, params: error.params });
    }
    return result;
  }

  // ---- evaluation ----

  private getProductCode(): string | null {
    const index = this.form.productChoiceIndex;
    const chosen = index >= 0 ? toSingleValue(this.values[index] ?? '').trim() : '';
    return chosen !== '' ? chosen : (this.context.productCode ?? null);
  }

  private nextEpoch(): void {
    if (this.epoch >= EPOCH_LIMIT) {
      this.epoch = 0;
      this.marks.fill(0);
      this.blockMarks.fill(0);
    }
    this.epoch += 1;
  }

  private markEverything(): void {
    for (const index of this.form.calculationOrder) {
      this.marks[index * MARK_STRIDE + MARK_CALCULATION] = this.epoch;
      this.pendingCalculations.push(index);
    }
    for (let block = 0; block < this.form.blocks.length; block += 1) this.markBlock(block);
    for (let index = 0; index < this.form.elements.length; index += 1) {
      this.markFlags(index);
      this.markValidation(index);
    }
  }

  private collectCalculations(source: number): void {
    const { dependantOffsets: offsets, dependantData: data } = this.form;
    const start = offsets[source * DEPENDANT_KINDS + CALCULATION_DEPENDANTS] ?? 0;
    const end = offsets[source * DEPENDANT_KINDS + CALCULATION_DEPENDANTS + 1] ?? 0;
    for (let position = start; position < end; position += 1) {
      const dependant = data[position] ?? 0;
      const mark = dependant * MARK_STRIDE + MARK_CALCULATION;
      if (this.marks[mark] === this.epoch) continue;
      this.marks[mark] = this.epoch;
      this.pendingCalculations.push(dependant);
      this.collectCalculations(dependant);
    }
  }

  private markBlock(block: number): void {
    if (this.blockMarks[block] === this.epoch) return;
    this.blockMarks[block] = this.epoch;
    this.pendingBlocks.push(block);
  }

  private markFlags(index: number): void {
    const mark = index * MARK_STRIDE + MARK_FLAGS;
    if (this.marks[mark] === this.epoch) return;
    this.marks[mark] = this.epoch;
    this.pendingFlags.push(index);
  }

  private markValidation(index: number): void {
    const mark = index * MARK_STRIDE + MARK_VALIDATION;
    if (this.marks[mark] === this.epoch) return;
    this.marks[mark] = this.epoch;
    this.pendingValidations.push(index);
  }

  private markSnapshot(index: number): void {
    const mark = index * MARK_STRIDE + MARK_SNAPSHOT;
    if (this.marks[mark] === this.epoch) return;
    this.marks[mark] = this.epoch;
    this.pendingSnapshots.push(index);
  }

  private markValidationDependants(index: number): void {
    const { dependantOffsets: offsets, dependantData: data } = this.form;
    const end = offsets[index * DEPENDANT_KINDS + VALIDATION_DEPENDANTS + 1] ?? 0;
    for (
      let position = offsets[index * DEPENDANT_KINDS + VALIDATION_DEPENDANTS] ?? 0;
      position < end;
      position += 1
    ) {
      this.markValidation(data[position] ?? 0);
    }
  }

  private onValueChanged(index: number): void {
    this.markSnapshot(index);
    this.markValidation(index);
    const { dependantOffsets: offsets, dependantData: data } = this.form;
    const base = index * DEPENDANT_KINDS;
    const flagsEnd = offsets[base + FLAG_DEPENDANTS + 1] ?? 0;
    for (let position = offsets[base + FLAG_DEPENDANTS] ?? 0; position < flagsEnd; position += 1) {
      this.markFlags(data[position] ?? 0);
    }
    const blocksEnd = offsets[base + BLOCK_DEPENDANTS + 1] ?? 0;
    for (let position = offsets[base + BLOCK_DEPENDANTS] ?? 0; position < blocksEnd; position += 1) {
      this.markBlock(data[position] ?? 0);
    }
    this.markValidationDependants(index);
  }

  /** Runs the phases in order: calculations, blocks, flags, validations, then snapshots and listeners. */
  private propagate(initial: boolean): void {
    const { form } = this;
    const calculations = this.pendingCalculations;
    if (calculations.length > 1)
      calculations.sort((a, b) => (form.calculationRank[a] ?? 0) - (form.calculationRank[b] ?? 0));
    for (const index of calculations) {
      const loaded = form.elements[index];
      if (!loaded?.formula) continue;
      const result = loaded.formula(
        this.formulaReaders[index] as (slot: number) => ElementValue,
        this.runtime,
      );
      const next = finalizeCalculatedValue(result, loaded.element.attributes.precision);
      if (next !== this.values[index]) {
        this.values[index] = next;
        this.onValueChanged(index);
      }
    }
    calculations.length = 0;

    for (const block of this.pendingBlocks) {
      const next = this.computeBlockVisible(block) ? 1 : 0;
      if (next === this.blockVisible[block] && !initial) continue;
      this.blockVisible[block] = next;
      this.changedBlocks.push(block);
      for (const index of form.blocks[block]?.elementIndices ?? []) this.markFlags(index);
    }
    this.pendingBlocks.length = 0;

    for (const index of this.pendingFlags) {
      if (this.updateFlags(index) || initial) {
        this.markSnapshot(index);
        this.markValidation(index);
        this.markValidationDependants(index);
        if (this.keepsNoAnswer(index)) this.pendingClears.push(index);
      }
    }
    this.pendingFlags.length = 0;

    for (const index of this.pendingValidations) {
      const disabled = ((this.flags[index] ?? 0) & DISABLED) !== 0;
      const next = computeElementErrors(form, index, disabled, this.errorEnvironment);
      if (!areErrorsEqual(next, this.errors[index] ?? [])) {
        this.errors[index] = next;
        this.markSnapshot(index);
      } else if (initial) this.markSnapshot(index);
    }
    this.pendingValidations.length = 0;

    this.flush(initial);
    this.clearDisabledAnswers();
  }

  /**
   * Whether an element holds an answer it may not keep: it is disabled by its own definition, so only a
   * condition or a tenant rule enables it (aestiam's proofs from 50 000 €), and that no longer holds.
   * Read-only mode disables everything and keeps every answer.
   */
  private keepsNoAnswer(index: number): boolean {
    const loaded = this.form.elements[index];
    if (!loaded || loaded.element.attributes.disabled !== true || this.context.readOnly) return false;
    if (((this.flags[index] ?? 0) & DISABLED) === 0) return false;
    return !areValuesEqual(this.values[index] ?? '', getDefaultValue(loaded.element));
  }

  /** Gives the elements found by {@link keepsNoAnswer} their default value back, as a change. */
  private clearDisabledAnswers(): void {
    if (this.pendingClears.length === 0) return;
    const entries = this.pendingClears.map((index) => {
      const element = this.form.elements[index]?.element;
      return { elementId: element?.id ?? 0, value: element ? getDefaultValue(element) : '' };
    });
    this.pendingClears.length = 0;
    this.setMany(entries);
  }

  private computeBlockVisible(block: number): boolean {
    const loaded = this.form.blocks[block];
    if (!loaded) return false;
    const base = loaded.block.visible !== false;
    if (!loaded.condition) return base;
    return applyConditionAction(
      evaluateCondition(loaded.condition, this.ruleEnvironment),
      loaded.condition.actions.visible,
      base,
    );
  }

  private holds(rule: LoadedTenantRule): boolean {
    const test = (item: LoadedTenantRule['tests'][number]): boolean => {
      if (item.subjectIndices === null)
        return compareValues(
          resolveProductCode(this.form.definition.tenant, this.getProductCode()) ?? '',
          item.value,
          item.operator,
        );
      return item.subjectIndices.some((index) =>
        compareValues(toSingleValue(this.values[index] ?? ''), item.value, item.operator),
      );
    };
    if (rule.tests.length === 0) return false;
    return rule.rule.when.logical_operator === 'OR' ? rule.tests.some(test) : rule.tests.every(test);
  }

  /** Recomputes an element's visible / required / disabled flags. @returns whether any changed. */
  private updateFlags(index: number): boolean {
    const loaded = this.form.elements[index];
    if (!loaded) return false;
    const { attributes } = loaded.element;
    let visible = true;
    let required = attributes.required === true;
    let disabled = attributes.disabled === true;
    let message: string | null = null;
    const condition = loaded.condition;
    if (condition) {
      const holds = evaluateCondition(condition, this.ruleEnvironment);
      visible = applyConditionAction(holds, condition.actions.visible, visible);
      required = applyConditionAction(holds, condition.actions.required, required);
      disabled = applyConditionAction(holds, condition.actions.disabled, disabled);
    }
    for (const rule of loaded.tenantRules) {
      if (!this.holds(rule)) continue;
      const { actions } = rule.rule;
      if (actions.visible !== undefined) visible = actions.visible;
      if (actions.disabled !== undefined) disabled = actions.disabled;
      if (actions.required !== undefined) {
        required = actions.required;
        message = actions.required ? (rule.rule.message ?? null) : null;
      }
    }
    visible =
      visible &&
      this.blockVisible[loaded.blockIndex] === 1 &&
      (!attributes.product_variants?.length ||
        isElementOfferedForProduct(loaded.element, this.getProductCode()));
    if (this.context.readOnly) {
      required = false;
      disabled = true;
    }
    const next = (visible ? VISIBLE : 0) | (required ? REQUIRED : 0) | (disabled ? DISABLED : 0);
    if (this.flags[index] === next && this.requiredMessages[index] === message) return false;
    this.flags[index] = next;
    this.requiredMessages[index] = message;
    return true;
  }

  /** Drops the snapshots of changed elements and tells the listeners (none on the initial evaluation). */
  private flush(initial: boolean): void {
    const changed = this.pendingSnapshots.slice();
    this.pendingSnapshots.length = 0;
    for (const index of changed) this.snapshots[index] = undefined;
    const changedBlocks = this.changedBlocks.slice();
    this.changedBlocks.length = 0;
    if (initial) return;
    for (const index of changed) {
      const listeners = this.elementListeners[index];
      if (!listeners || listeners.size === 0) continue;
      const state = this.getSnapshot(index);
      for (const listener of [...listeners]) listener(state);
    }
    for (const block of changedBlocks) {
      const listeners = this.blockListeners[block];
      if (listeners) for (const listener of [...listeners]) listener(this.blockVisible[block] === 1);
    }
    if (changed.length > 0 && this.formListeners.size > 0) {
      const ids = changed.map((index) => this.form.elements[index]?.element.id ?? 0);
      for (const listener of [...this.formListeners]) listener(ids);
    }
  }
}

/**
 * Builds the live state of a dossier's form: stored values (value entries, booleans as strings) over
 * the elements' default values, then every calculation, condition and validation evaluated once.
 * Afterwards each change re-evaluates only what depends on it (see {@link FormStateOptions}).
 * @param definition a definition (loaded here) or a form loaded once with `loadFormDefinition`.
 * @throws FormDefinitionError when the definition is invalid; RangeError when `context.today` is not a date.
 */
export function createFormState(
  definition: FormDefinition | LoadedForm,
  context: FormContext,
  storedValues: readonly RawValueEntry[] = [],
  options: FormStateOptions = {},
): FormState {
  const form = isLoadedForm(definition) ? definition : loadFormDefinition(definition);
  return new FormStateEngine(form, context, storedValues, options);
}
