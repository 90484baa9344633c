/**
 * How one value is written into a shareable link, and a zod-free writer for
 * flat inputs (every field a number, string or boolean), so a page can link
 * to another calculator without loading the schemas. url-codec.ts writes the
 * same way, so both give the same link for the same input.
 */
export const ITEM_SEPARATOR = '*';
export const FIELD_SEPARATOR = '_';

/** encodeURIComponent leaves `_` and `*` alone; inside text they must not read as separators. */
const escapeText = (value: string) => encodeURIComponent(value).replace(/_/g, '%5F').replace(/\*/g, '%2A');

export function encodeScalar(value: unknown): string {
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'number') return Number.isFinite(value) ? String(Number(value.toPrecision(12))) : '';
  if (typeof value === 'string') return escapeText(value);
  return '';
}

/**
 * A flat input as query parameters, leaving out fields equal to their
 * default, in the order of `keys` (the schema's field order).
 */
export function encodeFlatParams<V extends object>(values: Partial<V>, defaults: Partial<V>, keys: Partial<Record<keyof V & string, string>>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [field, key] of Object.entries(keys) as Array<[keyof V & string, string]>) {
    const value = values[field];
    if (value === undefined) continue;
    const encoded = encodeScalar(value);
    if (encoded === encodeScalar(defaults[field])) continue;
    params.set(key, encoded);
  }
  return params;
}
