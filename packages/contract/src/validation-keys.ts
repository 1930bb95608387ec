import type { z } from 'zod';

/** A message that is already a translation key (`validation.error.email`, `ged.upload-empty`). */
export function isMessageKey(message: string | undefined): message is string {
  return message !== undefined && /^[a-z][a-z0-9-]*(\.[a-z0-9-]+)+$/i.test(message);
}

/**
 * The key the server answers for one failed check of a request schema: the schema's own message
 * when it is a translation key, else `api.error.<zod issue code>` (`api.error.invalid_type`).
 */
export function toValidationErrorKey(code: string, message: string | undefined): string {
  return isMessageKey(message) ? message : `api.error.${code}`;
}

/** What zod keeps of a schema or a check: its kind, its own error and its parts. */
type TZodDef = {
  type?: string;
  check?: string;
  format?: string;
  error?: (issue: unknown) => unknown;
  checks?: readonly { _zod: { def: TZodDef } }[];
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: readonly z.ZodType[];
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  items?: readonly z.ZodType[];
  rest?: z.ZodType | null;
  left?: z.ZodType;
  right?: z.ZodType;
};

const defOf = (schema: z.ZodType): TZodDef => (schema as unknown as { _zod: { def: TZodDef } })._zod.def;

/** The issue codes a check may raise. */
function codesOfCheck(check: string): string[] {
  switch (check) {
    case 'less_than':
    case 'max_length':
    case 'max_size':
      return ['too_big'];
    case 'greater_than':
    case 'min_length':
    case 'min_size':
      return ['too_small'];
    case 'length_equals':
    case 'size_equals':
      return ['too_small', 'too_big'];
    case 'number_format':
    case 'bigint_format':
      return ['invalid_type', 'too_small', 'too_big'];
    case 'string_format':
      return ['invalid_format'];
    case 'multiple_of':
      return ['not_multiple_of'];
    case 'custom':
      return ['custom'];
    default:
      // overwrite (trim, lower case…), property, mime_type…: nothing a request of ours can fail.
      return [];
  }
}

/** The code of the schema's own type test (`invalid_type` for a string that is a number…). */
function codesOfType(type: string | undefined): string[] {
  switch (type) {
    case 'any':
    case 'unknown':
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'pipe':
    case 'transform':
    case 'readonly':
    case 'lazy':
    case 'promise':
    case 'intersection':
    case undefined:
      return [];
    case 'literal':
    case 'enum':
      return ['invalid_value'];
    case 'union':
      return ['invalid_union'];
    default:
      return ['invalid_type'];
  }
}

function messageOf(def: TZodDef, code: string): string | undefined {
  const answer = def.error?.({ code, input: undefined, path: [] });
  if (typeof answer === 'string') return answer;
  if (answer && typeof answer === 'object' && 'message' in answer && typeof answer.message === 'string') {
    return answer.message;
  }
  return undefined;
}

/**
 * Every key a request schema may make the server answer with a 422: read from the schema's checks
 * (their own message keys, else the generic key of their zod issue code). A union lists its
 * options' keys too, since zod reports the failures of the option that came closest.
 */
export function collectValidationKeys(schema: z.ZodType): string[] {
  const keys = new Set<string>();
  const seen = new Set<z.ZodType>();
  const visit = (node: z.ZodType | null | undefined) => {
    if (!node || seen.has(node)) return;
    seen.add(node);
    const def = defOf(node);
    for (const code of codesOfType(def.type)) keys.add(toValidationErrorKey(code, messageOf(def, code)));
    // A format schema (z.email()) is its own check.
    if (def.check) {
      for (const code of codesOfCheck(def.check)) keys.add(toValidationErrorKey(code, messageOf(def, code)));
    }
    for (const check of def.checks ?? []) {
      const checkDef = check._zod.def;
      if (!checkDef.check) continue;
      for (const code of codesOfCheck(checkDef.check)) {
        keys.add(toValidationErrorKey(code, messageOf(checkDef, code)));
      }
    }
    for (const child of Object.values(def.shape ?? {})) visit(child);
    for (const child of def.options ?? []) visit(child);
    for (const child of def.items ?? []) visit(child);
    [
      def.element,
      def.innerType,
      def.in,
      def.out,
      def.keyType,
      def.valueType,
      def.rest,
      def.left,
      def.right,
    ].forEach(visit);
  };
  visit(schema);
  return [...keys].sort();
}
