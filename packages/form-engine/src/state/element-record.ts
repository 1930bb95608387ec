import type { ValidationMessage } from '../validation/validation-message.types.js';
import type { ElementValue } from '../values/element-value.types.js';
import type { ElementListener, ElementState } from './form-state.types.js';
import { NO_ERRORS } from './error-lists.js';
import type { LoadedElement, ValidationPlan } from './loaded-form.types.js';

/** Bits of an element's flags. */
export const VISIBLE = 1;
export const REQUIRED = 2;
export const DISABLED = 4;

/** Bits of an element's traits, fixed when the state is created. */
export const TRAIT_DISABLED_BY_DEFINITION = 1;
export const TRAIT_CALCULATED = 2;
export const TRAIT_TOGGLE = 4;
export const TRAIT_REQUIRED_BY_DEFINITION = 8;
/** Offered for some products only (`product_variants`). */
export const TRAIT_PRODUCT_VARIANTS = 16;
/** Trait bit of a non-empty dependant list of kind k (see LoadedForm.dependantOffsets): `32 << k`. */
export const TRAIT_DEPENDANTS = 32;

/** What validating an element reads of the element itself. */
export type ElementFacts = {
  readonly value: ElementValue;
  /** VISIBLE | REQUIRED | DISABLED. */
  readonly flags: number;
  /** Message imposed by a holding tenant rule. */
  readonly requiredMessage: string | null;
  /** How it is validated (its loaded element's plan, kept at hand). */
  readonly plan: ValidationPlan;
};

/**
 * One element's live data in one object, so that a change reads a few cache lines (parallel arrays cost
 * one line per array once the form outgrows the processor's cache, and a change reads them all).
 */
export class ElementRecord implements ElementFacts {
  value: ElementValue;
  flags = 0;
  requiredMessage: string | null = null;
  errors: readonly ValidationMessage[] = NO_ERRORS;
  /** Built on demand and dropped when the element changes. */
  snapshot: ElementState | undefined = undefined;
  listeners: Set<ElementListener> | undefined = undefined;
  /** `epoch × 16 + marks`: what the current epoch has already queued for the element (MARK_* bits). */
  marks = 0;
  /** TRAIT_* bits. */
  readonly traits: number;
  readonly plan: ValidationPlan;
  /** Its position in display order (its loaded element's `index`, kept at hand). */
  readonly index: number;
  readonly loaded: LoadedElement;

  constructor(loaded: LoadedElement, value: ElementValue, traits: number) {
    this.value = value;
    this.traits = traits;
    this.plan = loaded.validation;
    this.index = loaded.index;
    this.loaded = loaded;
  }
}
