import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useHydrating } from '@/lib/hydration.ts';
import { toSearch, type Parsed } from './form-draft.ts';

/** One empty object, so memoized forms see unchanged errors as unchanged. */
const NO_ERRORS: Record<string, string> = Object.freeze({}) as Record<string, string>;

export interface CalculatorSpec<D, V> {
  /** The draft the server renders: the estimator's defaults. */
  initial: D;
  /** Untrusted query parameters to a draft (the codecs fall back field by field). */
  decode: (params: URLSearchParams) => D;
  parse: (draft: D) => Parsed<V>;
  encode: (values: V) => URLSearchParams;
}

export interface CalculatorState<D, V> {
  draft: D;
  /** Field errors of the current draft, keyed by dotted path. */
  errors: Record<string, string>;
  /** The latest valid inputs: the results keep showing these while a field is being corrected. */
  values: V;
  /** False while the draft has an error, so results can say they are not up to date. */
  current: boolean;
  /** Replace part of the draft (one keystroke, one choice). */
  change: (patch: Partial<D> | ((draft: D) => D)) => void;
  /** The page's own path with the current inputs: the shareable link. */
  link: string;
}

/**
 * Calculator inputs that live in the URL.
 *
 * The first render always uses the defaults when hydrating prerendered HTML,
 * so the server and the first client render match; the query string is
 * applied in an effect right after. After a client-side navigation there is
 * nothing to hydrate, so the URL is read at once. Valid inputs are written
 * back by replacing the current history entry as the visitor types (no
 * entry per keystroke); a URL change from elsewhere (a saved link, the back
 * button) is read back into the form.
 */
export function useCalculatorState<D, V>(spec: CalculatorSpec<D, V>): CalculatorState<D, V> {
  const location = useLocation();
  const pathname = useRef(location.pathname);
  pathname.current = location.pathname;
  const specRef = useRef(spec);
  specRef.current = spec;

  const hydrating = useHydrating();
  const [draft, setDraft] = useState<D>(() => (hydrating ? spec.initial : spec.decode(new URLSearchParams(location.search))));
  // The search string the form currently reflects; null until the URL has been read once.
  const reflected = useRef<string | null>(hydrating ? null : location.search);

  useEffect(() => {
    if (location.search === reflected.current) return;
    reflected.current = location.search;
    setDraft(specRef.current.decode(new URLSearchParams(location.search)));
  }, [location.search]);

  const parsed = useMemo(() => spec.parse(draft), [spec, draft]);
  const lastValid = useRef<V | null>(null);
  if (parsed.ok) lastValid.current = parsed.values;
  const values = parsed.ok ? parsed.values : (lastValid.current ?? fallbackValues(spec));

  // Set by a change from the form: its inputs go into the address bar once they render. Changes read
  // from the URL (a shared link, Back) are not written back.
  const changedHere = useRef(false);

  const change = useCallback((patch: Partial<D> | ((current: D) => D)) => {
    changedHere.current = true;
    // Updaters, not a copy of the draft: changes that are still rendering as a transition
    // (useTypedValue) and changes in the same event build on each other.
    setDraft((current) => (typeof patch === 'function' ? patch(current) : { ...current, ...patch }));
  }, []);

  const search = useMemo(() => (parsed.ok ? toSearch(spec.encode(parsed.values)) : null), [spec, parsed]);

  useEffect(() => {
    if (!changedHere.current || search === null) return;
    changedHere.current = false;
    if (search === reflected.current) return;
    reflected.current = search;
    // A router navigation re-renders the whole app (header, meta tags, layout) for every keystroke,
    // which costs long tasks on a phone. Replacing the history entry directly keeps the address bar
    // and shareable link current; react-router reads the real URL again on the next navigation,
    // Back or Forward, and its own entry state is kept.
    window.history.replaceState(window.history.state, '', `${pathname.current}${search}${window.location.hash}`);
  }, [search]);

  return {
    draft,
    errors: parsed.ok ? NO_ERRORS : parsed.errors,
    values,
    current: parsed.ok,
    change,
    link: `${location.pathname}${search ?? reflected.current ?? ''}`,
  };
}

function fallbackValues<D, V>(spec: CalculatorSpec<D, V>): V {
  const initial = spec.parse(spec.initial);
  if (!initial.ok) throw new Error('A calculator’s defaults must be valid');
  return initial.values;
}

/**
 * The result for the current inputs (for the headline, rendered with the
 * change) and for deferred inputs (for charts, tables and notes, which
 * React renders after the keystroke without blocking it). Results are cached
 * per input object, so each is computed once.
 */
export function useResults<V extends object, R>(values: V, compute: (values: V) => R): { result: R; details: R; detailsValues: V } {
  const cache = useRef(new WeakMap<V, R>());
  const get = (input: V): R => {
    let found = cache.current.get(input);
    if (found === undefined) {
      found = compute(input);
      cache.current.set(input, found);
    }
    return found;
  };
  const detailsValues = useDeferredValue(values);
  return { result: get(values), details: get(detailsValues), detailsValues };
}

/**
 * One stable callback per field (`set('bottles')`), so memoized inputs only
 * re-render when their own value or error changes, not on every keystroke
 * elsewhere in the form.
 */
export function useFieldSetters<D>(change: (patch: Partial<D>) => void) {
  const cache = useRef(new Map<string, (value: never) => void>());
  return useCallback(
    <K extends keyof D & string>(key: K): ((value: D[K]) => void) => {
      let setter = cache.current.get(key);
      if (!setter) {
        setter = ((value: D[K]) => change({ [key]: value } as unknown as Partial<D>)) as (value: never) => void;
        cache.current.set(key, setter);
      }
      return setter as (value: D[K]) => void;
    },
    [change],
  );
}
