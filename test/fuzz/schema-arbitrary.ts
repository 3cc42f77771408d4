/**
 * fast-check arbitraries from the OpenAPI document's JSON schemas: values the schema allows (so
 * requests reach the handlers, not only the validators) and hostile ones (wrong types, nulls,
 * arrays for objects, huge and deep values, prototype keys, odd Unicode, extra fields).
 */
import fc from 'fast-check';

export interface Schema {
  readonly $ref?: string;
  readonly type?: string;
  readonly properties?: Record<string, Schema>;
  readonly required?: readonly string[];
  readonly enum?: readonly unknown[];
  readonly oneOf?: readonly Schema[];
  readonly anyOf?: readonly Schema[];
  readonly items?: Schema;
  readonly format?: string;
  readonly pattern?: string;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly minItems?: number;
  readonly maxItems?: number;
}

export type Schemas = Record<string, Schema>;

/** Strings that have broken parsers and validators elsewhere. */
export const ODD_TEXT = [
  '',
  ' ',
  '\u0000',
  '\ud800',
  'a\udfffb',
  '\ud83d',
  '\u202eevil',
  '\u200b',
  'Zoë',
  '😀'.repeat(500),
  'x'.repeat(10_000),
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '%00',
  '../../etc/passwd',
  '${7*7}',
  '{{constructor}}',
  '__proto__',
  'NaN',
  '-1',
  '1e309',
  '2026-13-45T99:99:99Z',
  'null',
];

export const oddText = fc.oneof(fc.constantFrom(...ODD_TEXT), fc.string({ unit: 'binary', maxLength: 40 }));

/** Any JSON value, including deep nesting and keys that touch prototypes. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, -0, 1.5, 2 ** 53 + 1, 1e308, -1e308, [], {}),
  oddText,
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.array(fc.oneof(oddText, fc.integer(), fc.constant(null)), { maxLength: 5 }),
  fc.dictionary(oddText, oddText, { maxKeys: 3 }),
  fc.integer({ min: 20, max: 40 }).map((depth) => JSON.parse('['.repeat(depth) + ']'.repeat(depth)) as unknown),
  fc.constantFrom(
    JSON.parse('{"__proto__": {"polluted": true, "isAdmin": true}}') as unknown,
    JSON.parse('{"constructor": {"prototype": {"polluted": true}}}') as unknown,
    Array.from({ length: 2_000 }, (_, index) => index),
  ),
);

function resolve(schema: Schema, schemas: Schemas): Schema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace('#/components/schemas/', '');
  const target = schemas[name];
  if (!target) throw new Error(`the OpenAPI document has no schema ${name}`);
  return resolve(target, schemas);
}

function stringFor(schema: Schema): fc.Arbitrary<string> {
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
  if (schema.format === 'date') return fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'uri' || schema.format === 'url') return fc.webUrl();
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  const minLength = schema.minLength ?? 0;
  return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(schema.maxLength ?? 60, 200)) });
}

/** Real values for body fields by name (a post id that exists, a destination id in the catalogue). */
export type FieldValues = Record<string, readonly unknown[]>;

/**
 * Values the schema allows (as far as the schema says: the validators may still refuse some);
 * a field with real values on hand takes one of them half of the time.
 */
export function validValue(schema: Schema, schemas: Schemas, fields: FieldValues = {}): fc.Arbitrary<unknown> {
  const resolved = resolve(schema, schemas);
  if (resolved.enum && resolved.enum.length > 0) return fc.constantFrom(...resolved.enum);
  const alternatives = resolved.oneOf ?? resolved.anyOf;
  if (alternatives && alternatives.length > 0)
    return fc.oneof(...alternatives.map((alternative) => validValue(alternative, schemas, fields)));
  switch (resolved.type) {
    case 'string':
      return stringFor(resolved);
    case 'integer':
      return fc.integer({ min: resolved.minimum ?? -1_000, max: resolved.maximum ?? 1_000_000 });
    case 'number': {
      // Many numbers are whole ones in practice (scores 1-5, metres): draw both.
      const [min, max] = [resolved.minimum ?? -1_000, resolved.maximum ?? 1_000_000];
      return fc.oneof(fc.integer({ min: Math.ceil(min), max: Math.floor(max) }), fc.double({ min, max, noNaN: true }));
    }
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(resolved.items ? validValue(resolved.items, schemas, fields) : hostileValue, {
        minLength: resolved.minItems ?? 0,
        maxLength: Math.min(resolved.maxItems ?? 5, 5),
      });
    case 'object':
    case undefined: {
      if (!resolved.properties) return resolved.type === 'object' ? fc.constant({}) : hostileValue;
      const record = Object.fromEntries(
        Object.entries(resolved.properties).map(([key, property]) => {
          const known = fields[key];
          const generated = validValue(property, schemas, fields);
          return [key, known && known.length > 0 ? fc.oneof(fc.constantFrom(...known), generated) : generated];
        }),
      );
      return fc.record(record, { requiredKeys: [...(resolved.required ?? [])] });
    }
    default:
      return hostileValue;
  }
}

/**
 * A request body for an operation: mostly a valid one, or one with a field made hostile, or an
 * extra field, or something else entirely; as JSON text (prototype keys survive only as text).
 */
export function bodyFor(
  schema: Schema | undefined,
  schemas: Schemas,
  fields: FieldValues = {},
): fc.Arbitrary<string | undefined> {
  const valid = schema ? validValue(schema, schemas, fields) : fc.constant({});
  const properties = schema ? Object.keys(resolve(schema, schemas).properties ?? {}) : [];
  const withHostileField =
    properties.length > 0
      ? fc
          .tuple(valid, fc.constantFrom(...properties), hostileValue)
          .map(([body, key, value]) => ({ ...(body as object), [key]: value }))
      : valid;
  const withExtraField = fc
    .tuple(
      valid,
      fc.constantFrom('isAdmin', 'roles', 'userId', 'authorId', 'createdAt', '__proto__', 'constructor'),
      hostileValue,
    )
    .map(([body, key, value]) => {
      const text = JSON.stringify(body);
      const extra = `${JSON.stringify(key)}:${JSON.stringify(value)}`;
      return text === '{}' ? `{${extra}}` : `{${extra},${text.slice(1)}`;
    });
  return fc.oneof(
    { weight: 4, arbitrary: valid.map((body) => JSON.stringify(body)) },
    { weight: 3, arbitrary: withHostileField.map((body) => JSON.stringify(body)) },
    { weight: 1, arbitrary: withExtraField },
    { weight: 1, arbitrary: hostileValue.map((body) => JSON.stringify(body)) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

/** A path parameter: a real id now and then, otherwise ids of every shape, percent-encoded or raw. */
export function pathParameter(realIds: readonly string[]): fc.Arbitrary<string> {
  const shapes = fc.oneof(
    fc.integer({ min: -1_000_000_000_000, max: 1_000_000_000_000 }).map(String),
    fc.uuid().map(String),
    oddText.map((text) => (text === '' ? '%20' : encodeURIComponent(text.replace(/[\ud800-\udfff]/g, '\ufffd')))),
    fc.constantFrom(
      '0',
      '-1',
      '1e9999',
      '9'.repeat(40),
      'NaN',
      '%ED%A0%80',
      '%FF',
      '%C0%AF',
      '..%2F..%2Fadmin',
      'a'.repeat(2_000),
      '%00',
    ),
  );
  return realIds.length > 0 ? fc.oneof(fc.constantFrom(...realIds), shapes) : shapes;
}
