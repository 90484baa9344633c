import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isHydrated } from '@/lib/hydration.ts';
import { toSearch, type Parsed } from '../lib/draft.ts';

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
 * back with `replace` navigation as the visitor types (no history entry per
 * keystroke); a URL change from elsewhere (a saved link, the back button)
 * is read back into the form.
 */
export function useCalculatorState<D, V>(spec: CalculatorSpec<D, V>): CalculatorState<D, V> {
  const location = useLocation();
  const navigate = useNavigate();
  const specRef = useRef(spec);
  specRef.current = spec;

  const [draft, setDraft] = useState<D>(() =>
    isHydrated() ? spec.decode(new URLSearchParams(location.search)) : spec.initial,
  );
  // The search string the form currently reflects; null until the URL has been read once.
  const reflected = useRef<string | null>(isHydrated() ? location.search : null);

  useEffect(() => {
    if (location.search === reflected.current) return;
    reflected.current = location.search;
    setDraft(specRef.current.decode(new URLSearchParams(location.search)));
  }, [location.search]);

  const parsed = useMemo(() => spec.parse(draft), [spec, draft]);
  const lastValid = useRef<V | null>(null);
  if (parsed.ok) lastValid.current = parsed.values;
  const values = parsed.ok ? parsed.values : (lastValid.current ?? fallbackValues(spec));

  // The draft as of the last change, so several changes in one event build on each other.
  const latest = useRef(draft);
  latest.current = draft;

  const change = useCallback(
    (patch: Partial<D> | ((current: D) => D)) => {
      const next = typeof patch === 'function' ? patch(latest.current) : { ...latest.current, ...patch };
      latest.current = next;
      setDraft(next);
      const result = specRef.current.parse(next);
      if (!result.ok) return;
      const search = toSearch(specRef.current.encode(result.values));
      if (search === reflected.current) return;
      reflected.current = search;
      navigate({ search }, { replace: true, preventScrollReset: true });
    },
    [navigate],
  );

  const search = parsed.ok ? toSearch(spec.encode(parsed.values)) : (reflected.current ?? '');
  return {
    draft,
    errors: parsed.ok ? {} : parsed.errors,
    values,
    current: parsed.ok,
    change,
    link: `${location.pathname}${search}`,
  };
}

function fallbackValues<D, V>(spec: CalculatorSpec<D, V>): V {
  const initial = spec.parse(spec.initial);
  if (!initial.ok) throw new Error('A calculator’s defaults must be valid');
  return initial.values;
}
