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
import { z } from 'zod';

type AnyObjectSchema = z.ZodObject<z.ZodRawShape>;
/** Query keys for each field, so links stay short (`b=1200` not `bottles=1200`). */
export type ParamKeys<S extends AnyObjectSchema> = Partial<Record<keyof z.output<S> & string, string>>;

const ITEM_SEPARATOR = '*';
const FIELD_SEPARATOR = '_';

/** encodeURIComponent leaves `_` and `*` alone; inside text they must not read as separators. */
const escapeText = (value: string) => encodeURIComponent(value).replace(/_/g, '%5F').replace(/\*/g, '%2A');

/** Strips defaults, optionals and nullables to reach the type that decides the encoding. */
function baseType(schema: z.ZodType): z.ZodType {
  let current: z.ZodType = schema;
  for (let depth = 0; depth < 10; depth += 1) {
    if (current instanceof z.ZodDefault || current instanceof z.ZodOptional || current instanceof z.ZodNullable) {
      current = current.unwrap() as z.ZodType;
    } else {
      return current;
    }
  }
  return current;
}

function encodeScalar(value: unknown): string {
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'number') return Number.isFinite(value) ? String(Number(value.toPrecision(12))) : '';
  if (typeof value === 'string') return escapeText(value);
  return '';
}

function decodeScalar(schema: z.ZodType, raw: string): unknown {
  const base = baseType(schema);
  if (raw === '') return undefined;
  if (base instanceof z.ZodNumber) {
    return /^-?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(raw.trim()) ? Number(raw) : Number.NaN;
  }
  if (base instanceof z.ZodBoolean) {
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

function encodeValue(schema: z.ZodType, value: unknown): string {
  const base = baseType(schema);
  if (base instanceof z.ZodArray && Array.isArray(value)) {
    const element = baseType(base.element as z.ZodType);
    if (element instanceof z.ZodObject) {
      const keys = Object.keys(element.shape);
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
function decodeField(schema: z.ZodType, raw: string | null): unknown {
  if (raw === null) return undefined;
  const base = baseType(schema);
  let candidate: unknown;
  if (base instanceof z.ZodArray) {
    const element = baseType(base.element as z.ZodType);
    const items = raw === '' ? [] : raw.split(element instanceof z.ZodObject ? ITEM_SEPARATOR : FIELD_SEPARATOR);
    if (element instanceof z.ZodObject) {
      const shape = element.shape as Record<string, z.ZodType>;
      const keys = Object.keys(shape);
      candidate = items.flatMap((item) => {
        const parts = item.split(FIELD_SEPARATOR);
        const record: Record<string, unknown> = {};
        for (const [index, key] of keys.entries()) {
          const fieldSchema = shape[key];
          if (!fieldSchema) continue;
          const value = decodeScalar(fieldSchema, parts[index] ?? '');
          // An invalid optional part is dropped rather than sinking the whole item.
          if (value !== undefined && fieldSchema.safeParse(value).success) record[key] = value;
        }
        return element.safeParse(record).success ? [record] : [];
      });
    } else {
      candidate = items.map((item) => decodeScalar(base.element as z.ZodType, item));
    }
  } else {
    candidate = decodeScalar(schema, raw);
  }
  return schema.safeParse(candidate).success ? candidate : undefined;
}

function objectOf(schema: z.ZodType): AnyObjectSchema {
  const base = baseType(schema);
  if (base instanceof z.ZodObject) return base as AnyObjectSchema;
  if (base instanceof z.ZodPipe && base.in instanceof z.ZodObject) return base.in as AnyObjectSchema;
  throw new TypeError('URL codecs need an object schema');
}

/** Writes `input` as query parameters, leaving out anything equal to its default. */
export function encodeParams<S extends AnyObjectSchema>(
  schema: S,
  input: z.input<S>,
  keys: ParamKeys<S> = {},
): URLSearchParams {
  const shape = objectOf(schema).shape as Record<string, z.ZodType>;
  const defaults = schema.safeParse({});
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
  const shape = objectOf(schema).shape as Record<string, z.ZodType>;
  const candidate: Record<string, unknown> = {};
  for (const [field, fieldSchema] of Object.entries(shape)) {
    const value = decodeField(fieldSchema, search.get(keys[field as keyof ParamKeys<S>] ?? field));
    if (value !== undefined) candidate[field] = value;
  }
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const parsed = schema.safeParse(candidate);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (typeof field === 'string') delete candidate[field];
    }
  }
  const fallback = schema.safeParse({});
  if (fallback.success) return fallback.data;
  throw new TypeError('Schema has no valid default input');
}
