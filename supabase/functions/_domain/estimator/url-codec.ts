/**
 * Calculator inputs as short, shareable query strings, derived from the zod
 * schemas so a new field needs no codec change.
 *
 * Encoding drops fields equal to their default and writes arrays compactly
 * (`w=10_8_10`; lists of objects as `10_individual*8_display`, fields in
 * schema key order). `_` and `*` are among the few characters a query string
 * keeps unescaped, so links stay readable. Decoding
 * treats the URL as untrusted: each field that is missing or invalid falls
 * back to its default on its own, and it never throws.
 */
import * as z from 'zod/mini';
import { encodeScalar, FIELD_SEPARATOR, ITEM_SEPARATOR } from './url-scalar.ts';

type Schema = z.core.$ZodType;
type AnyObjectSchema = z.core.$ZodObject;
/** Query keys for each field, so links stay short (`b=1200` not `bottles=1200`). */
export type ParamKeys<S extends AnyObjectSchema> = Partial<Record<keyof z.output<S> & string, string>>;

/** The schema kind, read from its definition so classic and mini schemas are treated alike. */
const kindOf = (schema: Schema) => schema._zod.def.type;
const isObject = (schema: Schema): schema is z.core.$ZodObject => kindOf(schema) === 'object';
const isArray = (schema: Schema): schema is z.core.$ZodArray => kindOf(schema) === 'array';
const shapeOf = (schema: z.core.$ZodObject) => schema._zod.def.shape as Record<string, Schema>;
const elementOf = (schema: z.core.$ZodArray) => schema._zod.def.element as Schema;
const safeParse = (schema: Schema, value: unknown) => z.safeParse(schema, value);

/** Strips defaults, optionals and nullables to reach the type that decides the encoding. */
function baseType(schema: Schema): Schema {
  let current: Schema = schema;
  for (let depth = 0; depth < 10; depth += 1) {
    const kind = kindOf(current);
    if (kind !== 'default' && kind !== 'optional' && kind !== 'nullable') return current;
    current = (current._zod.def as unknown as { innerType: Schema }).innerType;
  }
  return current;
}

function decodeScalar(schema: Schema, raw: string): unknown {
  const base = baseType(schema);
  if (raw === '') return undefined;
  if (kindOf(base) === 'number') {
    return /^-?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(raw.trim()) ? Number(raw) : Number.NaN;
  }
  if (kindOf(base) === 'boolean') {
    if (raw === '1' || raw === 'true') return true;
    if (raw === '0' || raw === 'false') return false;
    return raw;
  }
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

function encodeValue(schema: Schema, value: unknown): string {
  const base = baseType(schema);
  if (isArray(base) && Array.isArray(value)) {
    const element = baseType(elementOf(base));
    if (isObject(element)) {
      const keys = Object.keys(shapeOf(element));
      return value
        .map((item: unknown) => {
          const record = (item ?? {}) as Record<string, unknown>;
          return keys.map((key) => encodeScalar(record[key])).join(FIELD_SEPARATOR);
        })
        .join(ITEM_SEPARATOR);
    }
    return value.map(encodeScalar).join(FIELD_SEPARATOR);
  }
  return encodeScalar(value);
}

/** Parses one field on its own; `undefined` means "use the default". */
function decodeField(schema: Schema, raw: string | null): unknown {
  if (raw === null) return undefined;
  const base = baseType(schema);
  let candidate: unknown;
  if (isArray(base)) {
    const element = baseType(elementOf(base));
    const items = raw === '' ? [] : raw.split(isObject(element) ? ITEM_SEPARATOR : FIELD_SEPARATOR);
    if (isObject(element)) {
      const shape = shapeOf(element);
      const keys = Object.keys(shape);
      candidate = items.flatMap((item) => {
        const parts = item.split(FIELD_SEPARATOR);
        const record: Record<string, unknown> = {};
        for (const [index, key] of keys.entries()) {
          const fieldSchema = shape[key];
          if (!fieldSchema) continue;
          const value = decodeScalar(fieldSchema, parts[index] ?? '');
          // An invalid optional part is dropped rather than sinking the whole item.
          if (value !== undefined && safeParse(fieldSchema, value).success) record[key] = value;
        }
        return safeParse(element, record).success ? [record] : [];
      });
    } else {
      candidate = items.map((item) => decodeScalar(elementOf(base), item));
    }
  } else {
    candidate = decodeScalar(schema, raw);
  }
  return safeParse(schema, candidate).success ? candidate : undefined;
}

function objectOf(schema: Schema): AnyObjectSchema {
  const base = baseType(schema);
  if (isObject(base)) return base;
  if (kindOf(base) === 'pipe') {
    const input = (base._zod.def as unknown as { in: Schema }).in;
    if (isObject(input)) return input;
  }
  throw new TypeError('URL codecs need an object schema');
}

/** Writes `input` as query parameters, leaving out anything equal to its default. */
export function encodeParams<S extends AnyObjectSchema>(
  schema: S,
  input: z.input<S>,
  keys: ParamKeys<S> = {},
): URLSearchParams {
  const shape = shapeOf(objectOf(schema));
  const defaults = safeParse(schema, {});
  const defaultValues = (defaults.success ? defaults.data : {}) as Record<string, unknown>;
  const params = new URLSearchParams();
  for (const [field, fieldSchema] of Object.entries(shape)) {
    const value = (input as Record<string, unknown>)[field];
    if (value === undefined) continue;
    const encoded = encodeValue(fieldSchema, value);
    if (encoded === encodeValue(fieldSchema, defaultValues[field])) continue;
    params.set(keys[field as keyof ParamKeys<S>] ?? field, encoded);
  }
  return params;
}

/**
 * Reads untrusted query parameters. Each field is checked alone, then the
 * whole object (for rules that span fields, such as ranges that depend on the
 * unit system); fields that still fail are reset to their defaults.
 */
export function decodeParams<S extends AnyObjectSchema>(
  schema: S,
  params: URLSearchParams | string,
  keys: ParamKeys<S> = {},
): z.output<S> {
  const search = typeof params === 'string' ? new URLSearchParams(params) : params;
  const shape = shapeOf(objectOf(schema));
  const candidate: Record<string, unknown> = {};
  for (const [field, fieldSchema] of Object.entries(shape)) {
    const value = decodeField(fieldSchema, search.get(keys[field as keyof ParamKeys<S>] ?? field));
    if (value !== undefined) candidate[field] = value;
  }
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const parsed = safeParse(schema, candidate);
    if (parsed.success) return parsed.data as z.output<S>;
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (typeof field === 'string') delete candidate[field];
    }
  }
  const fallback = safeParse(schema, {});
  if (fallback.success) return fallback.data as z.output<S>;
  throw new TypeError('Schema has no valid default input');
}
