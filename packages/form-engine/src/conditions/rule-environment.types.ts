import type { CalendarDate } from '../dates/calendar-date.types.js';
import type { ElementId } from '../definition/condition-rule.types.js';
import type { ElementValue } from '../values/element-value.types.js';

/** What rules read: element values and the dossier context. */
export type RuleEnvironment = {
  /** The current value of an element (empty text when it has none). */
  getValue: (elementId: ElementId) => ElementValue;
  /** The dossier's direct flag. */
  direct: boolean;
  /** The dossier's states (a dossier may be in several). */
  dossierState: readonly string[];
  /** Today, for ages. */
  today: CalendarDate;
};
