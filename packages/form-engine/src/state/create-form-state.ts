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
import { getDefaultValue, normalizeAnswer, normalizeValue } from '../values/normalize-value.js';
import { toSingleValue } from '../values/to-single-value.js';
import { computeElementErrors, type ErrorEnvironment } from './compute-element-errors.js';
import { NO_ERRORS } from './error-lists.js';
import type { FormContext } from './form-context.types.js';
import type {
  BlockListener,
  ElementListener,
  ElementState,
  FormListener,
  FormState,
  FormStateOptions,
} from './form-state.types.js';
import type { LoadedElement, LoadedForm, LoadedTenantRule } from './loaded-form.types.js';
import { loadFormDefinition } from './load-form-definition.js';
import {
  DISABLED,
  ElementRecord,
  REQUIRED,
  TRAIT_CALCULATED,
  TRAIT_DEPENDANTS,
  TRAIT_DISABLED_BY_DEFINITION,
  TRAIT_PRODUCT_VARIANTS,
  TRAIT_REQUIRED_BY_DEFINITION,
  TRAIT_TOGGLE,
  VISIBLE,
} from './element-record.js';

/** Epochs stay below 2^26, so that `epoch × 16 + marks` stays a small integer. */
const EPOCH_LIMIT = 0x3ffffff;
const MARK_BITS = 16;

/** Bits of an element's marks: what the current epoch has already queued for it. */
const MARK_CALCULATION = 1;
const MARK_FLAGS = 2;
const MARK_VALIDATION = 4;
const MARK_SNAPSHOT = 8;

/** Kinds of the packed dependant lists (see LoadedForm.dependantOffsets). */
const DEPENDANT_KINDS = 4;
const CALCULATION_DEPENDANTS = 0;
const FLAG_DEPENDANTS = 1;
const BLOCK_DEPENDANTS = 2;
const VALIDATION_DEPENDANTS = 3;
const hasDependants = (record: ElementRecord, kind: number): boolean =>
  (record.traits & (TRAIT_DEPENDANTS << kind)) !== 0;

/**
 * An element's fixed traits: required or disabled by its definition, offered for some products only,
 * calculated, a toggle, which of its dependant lists are not empty (so that a change reads neither the
 * definition nor the dependant offsets when it needs none of it).
 */
function computeTraits(form: LoadedForm, loaded: LoadedElement): number {
  const { attributes } = loaded.element;
  let traits = attributes.disabled === true ? TRAIT_DISABLED_BY_DEFINITION : 0;
  if (attributes.required === true) traits |= TRAIT_REQUIRED_BY_DEFINITION;
  if (attributes.product_variants?.length) traits |= TRAIT_PRODUCT_VARIANTS;
  if (loaded.formula) traits |= TRAIT_CALCULATED;
  if (loaded.element.type === 'toggle') traits |= TRAIT_TOGGLE;
  const base = loaded.index * DEPENDANT_KINDS;
  for (let kind = 0; kind < DEPENDANT_KINDS; kind += 1) {
    if ((form.dependantOffsets[base + kind + 1] ?? 0) > (form.dependantOffsets[base + kind] ?? 0))
      traits |= TRAIT_DEPENDANTS << kind;
  }
  return traits;
}

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

  /** Element index → its live data. */
  private readonly records: ElementRecord[];
  /** Element id → its record, when the form's ids are dense enough for a table (see `findRecord`). */
  private readonly recordById: (ElementRecord | undefined)[] | null;
  /**
   * One bit per element index, set when it has errors: a validation visits only those records.
   * Note: bits rather than bytes, so that the whole set stays in a few cache lines on large forms.
   */
  private readonly inError: Uint32Array;
  private readonly blockVisible: Uint8Array;
  private readonly blockListeners: (Set<BlockListener> | undefined)[];
  private readonly formListeners = new Set<FormListener>();

  private epoch = 1;
  /** `epoch × MARK_BITS`, what a record's marks start from during this epoch. */
  private stamp = MARK_BITS;
  private readonly blockMarks: Uint32Array;
  private readonly pendingCalculations: ElementRecord[] = [];
  private readonly pendingFlags: ElementRecord[] = [];
  private readonly pendingValidations: ElementRecord[] = [];
  private readonly pendingSnapshots: ElementRecord[] = [];
  private readonly pendingBlocks: number[] = [];
  private readonly changedBlocks: number[] = [];
  private readonly sources: ElementRecord[] = [];
  private readonly pendingClears: ElementRecord[] = [];

  private readonly ruleEnvironment: RuleEnvironment;
  private readonly runtime: FormulaRuntime;
  private readonly errorEnvironment: ErrorEnvironment;
  /** Element index → reader of its formula's references (calculated elements only). */
  private readonly formulaReaders: (((slot: number) => ElementValue) | null)[];
  private readonly byCalculationRank = (a: ElementRecord, b: ElementRecord): number =>
    (this.form.calculationRank[a.index] ?? 0) - (this.form.calculationRank[b.index] ?? 0);

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
    const blockCount = form.blocks.length;

    const stored = new Map<number, unknown>();
    for (const entry of storedValues) stored.set(entry.elementId, entry.value);
    this.records = form.elements.map((loaded) => {
      const { element } = loaded;
      const value = stored.has(element.id)
        ? normalizeValue(element, stored.get(element.id))
        : getDefaultValue(element);
      return new ElementRecord(loaded, value, computeTraits(form, loaded));
    });
    const table = form.indexByIdTable;
    this.recordById = table ? Array.from(table, (index) => this.records[index]) : null;
    this.inError = new Uint32Array(Math.ceil(form.elements.length / 32));
    this.blockVisible = new Uint8Array(blockCount);
    this.blockListeners = new Array<Set<BlockListener> | undefined>(blockCount);
    this.blockMarks = new Uint32Array(blockCount);

    this.ruleEnvironment = {
      getValue: (elementId) => this.findRecord(elementId)?.value ?? '',
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
        return index === undefined ? null : toFormulaValue(this.records[index]?.value ?? '');
      },
    };
    this.errorEnvironment = {
      today: () => this.today,
      value: (index) => this.records[index]?.value ?? '',
      visible: (index) => ((this.records[index]?.flags ?? 0) & VISIBLE) !== 0,
      hasReceipt: (elementId) => this.receipts.has(elementId),
    };
    this.formulaReaders = form.elements.map(({ formula, formulaSlots }) =>
      formula
        ? (slot: number) => {
            const index = formulaSlots[slot] ?? -1;
            return index < 0 ? '' : (this.records[index]?.value ?? '');
          }
        : null,
    );

    this.markEverything();
    this.propagate(true);
  }

  // ---- queries ----

  /** The record of an element id, or undefined. */
  private findRecord(id: ElementId): ElementRecord | undefined {
    const table = this.recordById;
    if (table) return Number.isInteger(id) && id >= 0 ? table[id] : undefined;
    const index = this.form.indexById.get(id);
    return index === undefined ? undefined : this.records[index];
  }

  private recordOf(id: ElementId): ElementRecord {
    const record = this.findRecord(id);
    if (!record) throw new RangeError(`Unknown element #${id}`);
    return record;
  }

  private record(index: number): ElementRecord {
    return this.records[index] as ElementRecord;
  }

  get(id: ElementId): ElementState {
    return this.getSnapshot(this.recordOf(id));
  }

  private getSnapshot(record: ElementRecord): ElementState {
    if (record.snapshot) return record.snapshot;
    const { flags } = record;
    const snapshot: ElementState = {
      id: record.loaded.element.id,
      value: record.value,
      visible: (flags & VISIBLE) !== 0,
      required: (flags & REQUIRED) !== 0,
      disabled: (flags & DISABLED) !== 0,
      errors: record.errors,
    };
    record.snapshot = snapshot;
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
    for (const { loaded, value } of this.records) {
      if (typeof value === 'string' ? value !== '' : value.length > 0) {
        entries.push({ elementId: loaded.element.id, value: typeof value === 'string' ? value : [...value] });
      }
    }
    return entries;
  }

  // ---- changes ----

  set(id: ElementId, value: unknown): boolean {
    this.nextEpoch();
    const record = this.recordOf(id);
    if (!this.assign(record, value)) return false;
    this.sources.push(record);
    this.propagateSources();
    return true;
  }

  setMany(entries: readonly RawValueEntry[]): boolean {
    this.nextEpoch();
    for (const entry of entries) {
      const record = this.recordOf(entry.elementId);
      if (this.assign(record, entry.value)) this.sources.push(record);
    }
    if (this.sources.length === 0) return false;
    this.propagateSources();
    return true;
  }

  /** Stores a new value for a non-calculated element. @returns whether it changed. */
  private assign(record: ElementRecord, value: unknown): boolean {
    const { traits } = record;
    if ((traits & TRAIT_CALCULATED) !== 0) return false;
    const next =
      (traits & TRAIT_TOGGLE) !== 0 ? normalizeValue(record.loaded.element, value) : normalizeAnswer(value);
    if (areValuesEqual(record.value, next)) return false;
    record.value = next;
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
    else for (const index of this.form.fileIndices) this.markValidation(this.record(index));
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
    const record = this.recordOf(id);
    const listeners = (record.listeners ??= new Set());
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
    return this.collectErrors([this.recordOf(id).index]);
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
    const count = indices ? indices.length : this.records.length;
    if (!this.incremental) {
      // Note: the non-incremental baseline trusts no cached result and re-runs every validator asked for.
      this.nextEpoch();
      for (let position = 0; position < count; position += 1)
        this.markValidation(this.record(indices ? (indices[position] ?? 0) : position));
      this.propagate(false);
    }
    const result: ValidationError[] = [];
    if (indices) {
      for (const index of indices)
        if (((this.inError[index >>> 5] ?? 0) & (1 << (index & 31))) !== 0) this.pushErrors(index, result);
      return result;
    }
    for (let word = 0; word < this.inError.length; word += 1) {
      // Lowest bit first: display order.
      for (let bits = this.inError[word] ?? 0; bits !== 0; bits &= bits - 1)
        this.pushErrors(word * 32 + 31 - Math.clz32(bits & -bits), result);
    }
    return result;
  }

  private pushErrors(index: number, result: ValidationError[]): void {
    const record = this.record(index);
    const elementId = record.loaded.element.id;
    for (const error of record.errors)
      result.push({ elementId, message: error.message, params: error.params });
  }

  // ---- evaluation ----

  private getProductCode(): string | null {
    const index = this.form.productChoiceIndex;
    const chosen = index >= 0 ? toSingleValue(this.record(index).value).trim() : '';
    return chosen !== '' ? chosen : (this.context.productCode ?? null);
  }

  private nextEpoch(): void {
    if (this.epoch >= EPOCH_LIMIT) {
      this.epoch = 0;
      for (const record of this.records) record.marks = 0;
      this.blockMarks.fill(0);
    }
    this.epoch += 1;
    this.stamp = this.epoch * MARK_BITS;
  }

  private markEverything(): void {
    for (const index of this.form.calculationOrder) this.markCalculation(this.record(index));
    for (let block = 0; block < this.form.blocks.length; block += 1) this.markBlock(block);
    for (const record of this.records) {
      this.markFlags(record);
      this.markValidation(record);
    }
  }

  /** Sets one of an element's marks for the current epoch. @returns whether it was not set yet. */
  private mark(record: ElementRecord, bit: number): boolean {
    const marks = record.marks;
    if ((marks & -MARK_BITS) !== this.stamp) {
      record.marks = this.stamp + bit;
      return true;
    }
    if ((marks & bit) !== 0) return false;
    record.marks = marks | bit;
    return true;
  }

  private markCalculation(record: ElementRecord): boolean {
    if (!this.mark(record, MARK_CALCULATION)) return false;
    this.pendingCalculations.push(record);
    return true;
  }

  private markFlags(record: ElementRecord): void {
    if (this.mark(record, MARK_FLAGS)) this.pendingFlags.push(record);
  }

  private markValidation(record: ElementRecord): void {
    if (this.mark(record, MARK_VALIDATION)) this.pendingValidations.push(record);
  }

  private markSnapshot(record: ElementRecord): void {
    if (this.mark(record, MARK_SNAPSHOT)) this.pendingSnapshots.push(record);
  }

  private markBlock(block: number): void {
    if (this.blockMarks[block] === this.epoch) return;
    this.blockMarks[block] = this.epoch;
    this.pendingBlocks.push(block);
  }

  /** Where one of an element's dependant lists starts in `form.dependantData` (its end is the next offset). */
  private dependantsStart(record: ElementRecord, kind: number): number {
    return this.form.dependantOffsets[record.index * DEPENDANT_KINDS + kind] ?? 0;
  }

  private dependantsEnd(record: ElementRecord, kind: number): number {
    return this.form.dependantOffsets[record.index * DEPENDANT_KINDS + kind + 1] ?? 0;
  }

  private collectCalculations(source: ElementRecord): void {
    if (!hasDependants(source, CALCULATION_DEPENDANTS)) return;
    const data = this.form.dependantData;
    const end = this.dependantsEnd(source, CALCULATION_DEPENDANTS);
    for (let at = this.dependantsStart(source, CALCULATION_DEPENDANTS); at < end; at += 1) {
      const dependant = this.record(data[at] ?? 0);
      if (this.markCalculation(dependant)) this.collectCalculations(dependant);
    }
  }

  private markValidationDependants(record: ElementRecord): void {
    if (!hasDependants(record, VALIDATION_DEPENDANTS)) return;
    const data = this.form.dependantData;
    const end = this.dependantsEnd(record, VALIDATION_DEPENDANTS);
    for (let at = this.dependantsStart(record, VALIDATION_DEPENDANTS); at < end; at += 1)
      this.markValidation(this.record(data[at] ?? 0));
  }

  private onValueChanged(record: ElementRecord): void {
    this.markSnapshot(record);
    this.markValidation(record);
    const data = this.form.dependantData;
    if (hasDependants(record, FLAG_DEPENDANTS)) {
      const end = this.dependantsEnd(record, FLAG_DEPENDANTS);
      for (let at = this.dependantsStart(record, FLAG_DEPENDANTS); at < end; at += 1)
        this.markFlags(this.record(data[at] ?? 0));
    }
    if (hasDependants(record, BLOCK_DEPENDANTS)) {
      const end = this.dependantsEnd(record, BLOCK_DEPENDANTS);
      for (let at = this.dependantsStart(record, BLOCK_DEPENDANTS); at < end; at += 1)
        this.markBlock(data[at] ?? 0);
    }
    this.markValidationDependants(record);
  }

  /** Runs the phases in order: calculations, blocks, flags, validations, then snapshots and listeners. */
  private propagate(initial: boolean): void {
    const calculations = this.pendingCalculations;
    if (calculations.length > 1) calculations.sort(this.byCalculationRank);
    for (const record of calculations) this.calculate(record);
    calculations.length = 0;

    for (const block of this.pendingBlocks) {
      const next = this.computeBlockVisible(block) ? 1 : 0;
      if (next === this.blockVisible[block] && !initial) continue;
      this.blockVisible[block] = next;
      this.changedBlocks.push(block);
      for (const index of this.form.blocks[block]?.elementIndices ?? []) this.markFlags(this.record(index));
    }
    this.pendingBlocks.length = 0;

    for (const record of this.pendingFlags) {
      if (this.updateFlags(record) || initial) {
        this.markSnapshot(record);
        this.markValidation(record);
        this.markValidationDependants(record);
        if (this.keepsNoAnswer(record)) this.pendingClears.push(record);
      }
    }
    this.pendingFlags.length = 0;

    for (const record of this.pendingValidations) {
      const next = computeElementErrors(this.form, record.loaded, record, this.errorEnvironment);
      const previous = record.errors;
      if (!areErrorsEqual(next, previous)) {
        record.errors = next;
        // Note: empty lists are all NO_ERRORS, so the bit is written only when it flips.
        if ((next === NO_ERRORS) !== (previous === NO_ERRORS)) {
          const word = record.index >>> 5;
          this.inError[word] = (this.inError[word] ?? 0) ^ (1 << (record.index & 31));
        }
        this.markSnapshot(record);
      } else if (initial) this.markSnapshot(record);
    }
    this.pendingValidations.length = 0;

    this.flush(initial);
    this.clearDisabledAnswers();
  }

  /** Evaluates a calculated element's formula; a new value marks what depends on it. */
  private calculate(record: ElementRecord): void {
    const { loaded } = record;
    if (!loaded.formula) return;
    const result = loaded.formula(
      this.formulaReaders[loaded.index] as (slot: number) => ElementValue,
      this.runtime,
    );
    const next = finalizeCalculatedValue(result, loaded.precision);
    if (next !== record.value) {
      record.value = next;
      this.onValueChanged(record);
    }
  }

  /**
   * Whether an element holds an answer it may not keep: it is disabled by its own definition, so only a
   * condition or a tenant rule enables it (aestiam's proofs from 50 000 €), and that no longer holds.
   * Read-only mode disables everything and keeps every answer.
   */
  private keepsNoAnswer(record: ElementRecord): boolean {
    if ((record.traits & TRAIT_DISABLED_BY_DEFINITION) === 0 || this.context.readOnly) return false;
    if ((record.flags & DISABLED) === 0) return false;
    return !areValuesEqual(record.value, getDefaultValue(record.loaded.element));
  }

  /** Gives the elements found by {@link keepsNoAnswer} their default value back, as a change. */
  private clearDisabledAnswers(): void {
    if (this.pendingClears.length === 0) return;
    const entries = this.pendingClears.map(({ loaded: { element } }) => ({
      elementId: element.id,
      value: getDefaultValue(element),
    }));
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
        compareValues(toSingleValue(this.record(index).value), item.value, item.operator),
      );
    };
    if (rule.tests.length === 0) return false;
    return rule.rule.when.logical_operator === 'OR' ? rule.tests.some(test) : rule.tests.every(test);
  }

  /** Recomputes an element's visible / required / disabled flags. @returns whether any changed. */
  private updateFlags(record: ElementRecord): boolean {
    const { loaded, traits } = record;
    let visible = true;
    let required = (traits & TRAIT_REQUIRED_BY_DEFINITION) !== 0;
    let disabled = (traits & TRAIT_DISABLED_BY_DEFINITION) !== 0;
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
      ((traits & TRAIT_PRODUCT_VARIANTS) === 0 ||
        isElementOfferedForProduct(loaded.element, this.getProductCode()));
    if (this.context.readOnly) {
      required = false;
      disabled = true;
    }
    const next = (visible ? VISIBLE : 0) | (required ? REQUIRED : 0) | (disabled ? DISABLED : 0);
    if (record.flags === next && record.requiredMessage === message) return false;
    record.flags = next;
    record.requiredMessage = message;
    return true;
  }

  /** Drops the snapshots of changed elements and tells the listeners (none on the initial evaluation). */
  private flush(initial: boolean): void {
    const changed = this.pendingSnapshots.slice();
    this.pendingSnapshots.length = 0;
    for (const record of changed) record.snapshot = undefined;
    const changedBlocks = this.changedBlocks.slice();
    this.changedBlocks.length = 0;
    if (initial) return;
    for (const record of changed) {
      const listeners = record.listeners;
      if (!listeners || listeners.size === 0) continue;
      const state = this.getSnapshot(record);
      for (const listener of [...listeners]) listener(state);
    }
    for (const block of changedBlocks) {
      const listeners = this.blockListeners[block];
      if (listeners) for (const listener of [...listeners]) listener(this.blockVisible[block] === 1);
    }
    if (changed.length > 0 && this.formListeners.size > 0) {
      const ids = changed.map((record) => record.loaded.element.id);
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
