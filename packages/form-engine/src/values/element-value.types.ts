import type { ElementId } from '../definition/condition-rule.types.js';

/** An element's value: text, or a list for multiple choices. Empty text means no value. */
export type ElementValue = string | readonly string[];

/** What the API and the dossier store per element (spec 3): booleans are stored as strings. */
export type ValueEntry = {
  /** The element. */
  elementId: ElementId;
  /** Its value. */
  value: ElementValue;
};

/** A value as it may arrive from storage or input, before normalisation. */
export type RawValue = string | number | boolean | readonly unknown[] | null | undefined;

/** A value entry as it may arrive from storage or input, before normalisation. */
export type RawValueEntry = {
  /** The element. */
  elementId: ElementId;
  /** Its raw value. */
  value: RawValue | unknown;
};
