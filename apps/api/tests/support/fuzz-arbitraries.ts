import fc from 'fast-check';
import { z } from 'zod';

/** A JSON Schema node as `z.toJSONSchema` writes it (the parts the fuzzer reads). */
type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
};

/** Strings a careless or hostile client sends: invalid text, huge, right-to-left, SQL and HTML. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '\uFEFF',
  '\u202Egnp.exe',
  'مرحبا بالعالم',
  '𝕏😀👩‍👩‍👧',
  "' OR 1=1 --",
  "'; DROP TABLE dossiers; --",
  '%',
  '%_\\',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '${7*7}{{7*7}}',
  'NaN',
  'Infinity',
  '-1',
  '1e400',
  '0x10',
  'null',
  'true',
  '[]',
  '{}',
  'a'.repeat(300),
  'é'.repeat(5_000),
  'x'.repeat(100_000),
];

/** Numbers beyond what the columns hold, negative, fractional for integers, unsafe. */
export const HOSTILE_NUMBERS: readonly number[] = [
  0,
  -1,
  -2_147_483_649,
  2_147_483_647,
  2_147_483_648,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  1.5,
  0.1,
  Number.MIN_VALUE,
  -0,
];

/** Values of the wrong type for any field. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc.constantFrom(null, true, false, [], {}, [null], { $gt: '' }, ['\u0000']),
);

export type FuzzPools = {
  /** Ids that exist (dossiers, receipts, forms, pages, blocks, elements, datalists, customers). */
  ids: readonly number[];
};

/** An arbitrary for a JSON Schema node: mostly values of its shape, sometimes hostile ones. */
function fromSchema(schema: JsonSchema, pools: FuzzPools, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: shaped(schema, pools, depth), weight: 5 },
    { arbitrary: hostileValue, weight: 1 },
  );
}

function shaped(schema: JsonSchema, pools: FuzzPools, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => shaped(s, pools, depth)));
  if (schema.allOf?.length) return shaped(schema.allOf[0]!, pools, depth);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string': {
      const maxLength = Math.min(schema.maxLength ?? 40, 40);
      return fc.oneof(
        fc.string({ minLength: Math.min(schema.minLength ?? 0, maxLength), maxLength }),
        fc.string({ unit: 'binary', maxLength }),
        fc.constantFrom(...HOSTILE_STRINGS),
        fc.constantFrom('fr', 'en', 'S00012', 'PU', 'ongoing', 'np', 'usu', 'Oui', 'Non', '01/01/1980'),
      );
    }
    case 'integer':
    case 'number': {
      const min =
        schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1000);
      const max = Math.min(schema.maximum ?? 1_000_000, 2_147_483_647);
      const inRange = fc.integer({ min: Math.max(min, -2_147_483_648), max: Math.max(max, min) });
      return fc.oneof(
        { arbitrary: pools.ids.length ? fc.constantFrom(...pools.ids) : inRange, weight: 3 },
        { arbitrary: inRange, weight: 2 },
        { arbitrary: fc.constantFrom(...HOSTILE_NUMBERS), weight: 1 },
        { arbitrary: fc.double(), weight: type === 'number' ? 1 : 0 },
      );
    }
    case 'boolean':
      return fc.oneof(fc.boolean(), fc.constantFrom('true', 'false', 0, 1));
    case 'null':
      return fc.constant(null);
    case 'array': {
      const item = schema.items ?? {};
      const maxLength = Math.min(schema.maxItems ?? 4, depth > 2 ? 1 : 4);
      return fc.oneof(
        { arbitrary: fc.array(fromSchema(item, pools, depth + 1), { maxLength }), weight: 5 },
        // Past the schema's bound, which a validator must refuse rather than process.
        {
          arbitrary: fc
            .constant(schema.maxItems && schema.maxItems < 10_000 ? schema.maxItems + 1 : 0)
            .chain((n) => fc.array(fromSchema(item, pools, depth + 1), { minLength: n, maxLength: n })),
          weight: depth === 0 ? 1 : 0,
        },
      );
    }
    case 'object': {
      const properties = schema.properties ?? {};
      const keys = Object.keys(properties);
      const record = fc.record(
        Object.fromEntries(keys.map((key) => [key, fromSchema(properties[key]!, pools, depth + 1)])),
        { requiredKeys: (schema.required ?? []).filter((key) => keys.includes(key)) },
      );
      return fc.oneof(
        { arbitrary: record, weight: 6 },
        // Required fields left out, or unknown ones added.
        {
          arbitrary: fc.record(
            Object.fromEntries(keys.map((k) => [k, fromSchema(properties[k]!, pools, depth + 1)])),
            { requiredKeys: [] },
          ),
          weight: 1,
        },
        {
          arbitrary: fc
            .tuple(record, fc.dictionary(fc.string({ maxLength: 10 }), hostileValue, { maxKeys: 2 }))
            .map(([known, extra]) => ({ ...extra, ...(known as object) })),
          weight: 1,
        },
      );
    }
    default:
      return fc.oneof(hostileValue, fc.string({ maxLength: 10 }), fc.integer());
  }
}

/** The arbitrary of one part of a request (params, query, body, headers) from its zod schema. */
export function arbitraryFromZod(schema: z.ZodType | undefined, pools: FuzzPools): fc.Arbitrary<unknown> {
  if (!schema) return fc.constant(undefined);
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return shaped(json, pools, 0);
}

/**
 * Percent-encodes text as a client would; a lone surrogate (which `encodeURIComponent` refuses)
 * goes as the three bytes a careless encoder writes for it, which are no valid UTF-8.
 */
export function encodeLoosely(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else out += encodeURIComponent(char);
  }
  return out;
}

/** Any value as the text a client puts in a URL or a header. */
export function toText(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}

/**
 * A path segment: the value encoded as a client would, or raw text the router must refuse in our
 * shape (bad percent-encoding, a dot-segment, an overlong id).
 */
export function arbitraryPathSegment(value: fc.Arbitrary<unknown>): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: value.map((v) => encodeLoosely(toText(v))), weight: 6 },
    {
      arbitrary: fc.constantFrom(
        '%zz',
        '%',
        '%00',
        '%C0%AF',
        '%E2%80%AE',
        '..',
        '.',
        '1;drop',
        '1%2F2',
        '9'.repeat(120),
      ),
      weight: 1,
    },
  );
}
