/**
 * A text form's state without a form library: the values as typed, the
 * errors under each field, and focus on the first field that needs an
 * answer. The schema that checks the values loads on the first check
 * (form-validation.ts), so a page with a form ships no validation code and no
 * form library before the visitor submits.
 */
import { useCallback, useRef, useState, type ChangeEvent } from 'react';

export type FormErrors<K extends string> = Partial<Record<K, string>>;

type TextChange = ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>;

export function useFormState<V extends Record<string, string>>(initial: V | (() => V)) {
  type Name = keyof V & string;
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FormErrors<Name>>({});

  const clearError = useCallback((name: Name) => {
    setErrors((current) => {
      if (!current[name]) return current;
      const rest = { ...current };
      delete rest[name];
      return rest;
    });
  }, []);

  /** docs/product-spec.md §4: editing a field clears its error. */
  const set = useCallback(
    (name: Name, value: string) => {
      setValues((current) => (current[name] === value ? current : { ...current, [name]: value }));
      clearError(name);
    },
    [clearError],
  );

  /** The props of a text box, text area or select bound to one field. */
  const text = (name: Name) => ({ name, value: values[name], onChange: (event: TextChange) => set(name, event.target.value) });

  /**
   * Checks the values with a schema the form already has (the admin's forms,
   * whose chunk carries zod): the parsed values, or null once the errors are
   * under their fields and the first of `order` with one has the focus.
   */
  const check = <T,>(form: HTMLFormElement | null, schema: SchemaLike<T>, order: readonly Name[], candidate: unknown = values): T | null => {
    const result = schema.safeParse(candidate);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    const found: FormErrors<Name> = {};
    for (const issue of result.error.issues) {
      const name = issue.path.map(String).join('.') as Name;
      found[name] ??= issue.message;
    }
    setErrors(found);
    const first = firstWithError(order, found) ?? order[0];
    if (first) focusControl(form, first);
    return null;
  };

  return { values, setValues, errors, setErrors, set, clearError, text, check };
}

/** What `check` needs of a zod schema, so this module imports no zod. */
export interface SchemaLike<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } };
}

/** Moves focus to a named control of a form (the first radio of a group). */
export function focusControl(form: HTMLFormElement | null, name: string): void {
  const control = form?.elements.namedItem(name);
  const first = control instanceof RadioNodeList ? control[0] : control;
  if (first instanceof HTMLElement) first.focus();
}

/** The first of `order` that has an error, so the form can take the visitor there. */
export function firstWithError<K extends string>(order: readonly K[], errors: FormErrors<K>): K | undefined {
  return order.find((name) => errors[name]);
}

/**
 * One send at a time: `run` ignores a second call (a double click) while the
 * first is in flight, and `busy` disables the button meanwhile.
 */
export function useSending() {
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const run = useCallback((task: () => Promise<unknown>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    void task().finally(() => {
      inFlight.current = false;
      setBusy(false);
    });
  }, []);
  return { busy, run };
}
