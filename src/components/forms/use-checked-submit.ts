import { useState, type FormEvent } from 'react';
import type { FieldErrors, Parsed } from '@/components/tool-shell/form-draft.ts';

interface CheckedSubmit<V, P> {
  /** The form's schema run over its values (zod loaded on the first save). */
  check: (values: V) => Promise<Parsed<P>>;
  /** Saves what the check returned and says what was saved. */
  save: (parsed: P) => Promise<string>;
  /** A failed save, as errors by field (`form` for the whole form). */
  failed: (error: unknown) => FieldErrors;
}

/**
 * A plain-state form's save: check, then save, then say so. A refusal (the
 * check's or the server's) leaves the values as typed: only `save` may
 * clear them. `errors.form` and `saved` go to <FormOutcome>.
 */
export function useCheckedSubmit<V, P>({ check, save, failed }: CheckedSubmit<V, P>) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saved, setSaved] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent, values: V) => {
    event.preventDefault();
    setSaved('');
    const parsed = await check(values);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      setSaved(await save(parsed.values));
    } catch (error) {
      setErrors(failed(error));
    } finally {
      setBusy(false);
    }
  };
  return { errors, saved, busy, submit, clearSaved: () => setSaved('') };
}
