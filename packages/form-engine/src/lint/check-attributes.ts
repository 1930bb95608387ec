import { parseAnyDate } from '../dates/parse-date.js';
import type { DateBound } from '../dates/resolve-date-bound.js';
import { MESSAGES_EN } from '../messages/messages-en.js';
import { addFinding, type LintContext } from './lint-context.js';

const KNOWN_KEYS: ReadonlySet<string> = new Set(Object.keys(MESSAGES_EN));

function isValidBound(bound: DateBound): boolean {
  if (bound.fromToday) {
    return Object.values(bound.fromToday).every((part) => part === null || Number.isInteger(part));
  }
  return Boolean(bound.date && parseAnyDate(bound.date));
}

/**
 * Reports rule attributes the engine cannot apply: a `pattern` that is no regular expression or whose
 * message is no message key of the catalogues (its text would stay French), and a `minDate` / `maxDate`
 * that is neither a date nor a whole offset from today.
 */
export function checkAttributes(context: LintContext): void {
  for (const element of context.definition.elements) {
    const located = { elementIds: [element.id], blockIds: [element.block_id] };
    const { pattern, minDate, maxDate } = element.attributes;
    if (pattern) {
      let valid = typeof pattern.regex === 'string' && pattern.regex !== '';
      try {
        if (valid) new RegExp(pattern.regex, 'u');
      } catch {
        valid = false;
      }
      if (!valid)
        addFinding(context, {
          severity: 'error',
          code: 'pattern.invalid',
          ...located,
          params: { field: 'regex' },
        });
      if (pattern.when && !context.elementById.has(pattern.when.input_id))
        addFinding(context, {
          severity: 'error',
          code: 'pattern.invalid',
          ...located,
          params: { field: 'when.input_id' },
        });
      if (pattern.message && !KNOWN_KEYS.has(pattern.message))
        addFinding(context, {
          severity: 'error',
          code: 'pattern.invalid',
          ...located,
          params: { field: 'message' },
        });
    }
    for (const [field, bound] of [
      ['minDate', minDate],
      ['maxDate', maxDate],
    ] as const) {
      if (bound && !isValidBound(bound))
        addFinding(context, { severity: 'error', code: 'date-bound.invalid', ...located, params: { field } });
    }
  }
}
