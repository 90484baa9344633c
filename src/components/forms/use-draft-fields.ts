import { useFieldSetters } from '@/components/tool-shell/use-tool-state.ts';

/**
 * The fields of a draft: `set(key)` is a field's stable setter (useFieldSetters,
 * so `change` must be stable too), and `field(key)` the value, setter and error
 * a text field shows for that key, so each field names its key once.
 */
export function useDraftFields<D>(draft: D, errors: Record<string, string>, change: (patch: Partial<D>) => void) {
  const set = useFieldSetters(change);
  const field = <K extends keyof D & string>(key: K) => ({ value: draft[key], onChange: set(key), error: errors[key] });
  return { field, set };
}
