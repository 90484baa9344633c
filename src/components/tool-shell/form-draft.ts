/**
 * Form drafts: what the visitor has typed, kept as text so "1." or an empty
 * box survives a re-render, and turned into numbers only when the estimator
 * needs them. Parsing never throws; a malformed number becomes NaN so the
 * zod schema reports it in its own words (form-validation.ts, loaded with
 * the schemas when a visitor first edits).
 */
import { roundTo } from '@domain/estimator/units.ts';

/** '' → undefined (use the default); '1,200' → 1200; 'abc' → NaN. */
export function parseDraftNumber(raw: string): number | undefined {
  const text = raw.trim().replace(/[,\s]/g, '');
  if (text === '') return undefined;
  return /^-?(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : Number.NaN;
}

/** A number as the form shows it: trimmed to `digits` decimals, no thousands separators. */
export function draftNumber(value: number | undefined, digits = 2): string {
  return value === undefined || !Number.isFinite(value) ? '' : String(roundTo(value, digits));
}

export type FieldErrors = Record<string, string>;

export type Parsed<V> = { ok: true; values: V } | { ok: false; errors: FieldErrors };

/**
 * Fields a calculator requires even though the schema has a default for them:
 * an emptied box must not silently fall back to a number the visitor cannot see.
 */
export function requireFilled(draft: object, fields: Record<string, string>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, label] of Object.entries(fields)) {
    const value = (draft as Record<string, unknown>)[field];
    if (typeof value === 'string' && value.trim() === '') errors[field] = `${label} is required`;
  }
  return errors;
}

/** `URLSearchParams` as a location search string: '' or '?a=1'. */
export function toSearch(params: URLSearchParams): string {
  const text = params.toString();
  return text ? `?${text}` : '';
}
