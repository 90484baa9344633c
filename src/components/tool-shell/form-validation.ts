/**
 * Validation of a form draft against its zod schema. Loaded with the schemas
 * (a tool's codec) when a visitor first edits, never with the page.
 */
import { safeParse, type core } from 'zod/mini';
import type { FieldErrors, Parsed } from './form-draft.ts';

/** zod issues keyed by dotted path (`walls.0.length`); the first message per field wins. */
export function issuesToErrors(error: core.$ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** Runs the schema over a candidate input, merging in the form's own "required" errors. */
export function parseWith<V>(schema: core.$ZodType<V>, candidate: unknown, extraErrors: FieldErrors = {}): Parsed<V> {
  const result = safeParse(schema, candidate);
  const errors = result.success ? { ...extraErrors } : { ...issuesToErrors(result.error), ...extraErrors };
  if (Object.keys(errors).length > 0 || !result.success) return { ok: false, errors };
  return { ok: true, values: result.data };
}
