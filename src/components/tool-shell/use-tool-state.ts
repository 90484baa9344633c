import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useHydrating } from '@/lib/hydration.ts';
import { toSearch, type Parsed } from './form-draft.ts';

/** One empty object, so memoized forms see unchanged errors as unchanged. */
const NO_ERRORS: Record<string, string> = Object.freeze({}) as Record<string, string>;

/** One change to a draft: the fields it sets, or an updater of the draft as it is then. */
type DraftPatch<D> = Partial<D> | ((current: D) => D);
const applyPatch = <D,>(current: D, patch: DraftPatch<D>): D => (typeof patch === 'function' ? patch(current) : { ...current, ...patch });

/** What reads, checks and writes a tool's inputs: it carries the zod schemas, so it loads on demand. */
export interface ToolCodec<D, V> {
  /** Untrusted query parameters to a draft (the codecs fall back field by field). */
  decode: (params: URLSearchParams) => D;
  parse: (draft: D) => Parsed<V>;
  encode: (values: V) => URLSearchParams;
}

export interface CalculatorSpec<D, V> {
  /** The draft the server renders: the estimator's defaults. */
  initial: D;
  /** The inputs `initial` stands for, known without validating, so the first result needs no schema. */
  initialValues: V;
  /** The codec, loaded when a visitor first edits or opens a link with inputs. */
  load: () => Promise<ToolCodec<D, V>>;
}

export interface CalculatorState<D, V> {
  draft: D;
  /** Field errors of the current draft, keyed by dotted path. */
  errors: Record<string, string>;
  /** The latest valid inputs: the results keep showing these while a field is being corrected. */
  values: V;
  /** False while the draft has an error, or while `reading`: the results are not for the inputs asked for. */
  current: boolean;
  /**
   * True until the inputs in the page's link have been read into the form
   * (the codec and the figures load first): meanwhile the figures are the
   * defaults, so nothing may be saved, shared or sent to a quote from them.
   */
  reading: boolean;
  /** Replace part of the draft (one keystroke, one choice). */
  change: (patch: DraftPatch<D>) => void;
  /** The page's own path with the current inputs: the shareable link. */
  link: string;
}

// Codecs already loaded, so a calculator opened again (or after a client-side navigation) checks input at once.
const loaded = new WeakMap<object, ToolCodec<unknown, unknown>>();

/** Loads a spec's codec and keeps it, so every later use has it at once (tests, and links that need it). */
export async function loadToolCodec<D, V>(spec: CalculatorSpec<D, V>): Promise<ToolCodec<D, V>> {
  const found = (loaded.get(spec) as ToolCodec<D, V> | undefined) ?? (await spec.load());
  loaded.set(spec, found as ToolCodec<unknown, unknown>);
  return found;
}

/**
 * The codec of a spec: null until loaded. `request` starts loading (once);
 * the first focus or touch anywhere on the page warms it, so it is usually
 * ready by the first keystroke, and a visitor who only reads never loads it.
 */
function useCodec<D, V>(spec: CalculatorSpec<D, V>, needed: boolean, before: () => Promise<unknown>): { codec: ToolCodec<D, V> | null; request: () => void } {
  const [codec, setCodec] = useState(() => (loaded.get(spec) as ToolCodec<D, V> | undefined) ?? null);
  const pending = useRef<Promise<void> | null>(null);

  const request = useCallback(() => {
    if (pending.current || loaded.has(spec)) return;
    pending.current = Promise.all([loadToolCodec(spec), before()])
      .then(([loadedCodec]) => setCodec(loadedCodec))
      .catch((error: unknown) => {
        // A failed chunk (offline, a new deploy): the next edit tries again.
        console.error('[calculator] could not load input checks', error);
        pending.current = null;
      });
  }, [spec, before]);

  useEffect(() => {
    if (needed) request();
  }, [needed, request]);

  useEffect(() => {
    if (codec) return;
    const warm = () => request();
    const events = ['focusin', 'pointerdown', 'keydown'] as const;
    for (const type of events) document.addEventListener(type, warm, { capture: true, once: true, passive: true });
    return () => {
      for (const type of events) document.removeEventListener(type, warm, { capture: true });
    };
  }, [codec, request]);

  return { codec, request };
}

/**
 * Calculator inputs that live in the URL.
 *
 * The first render always uses the defaults when hydrating prerendered HTML,
 * so the server and the first client render match; the query string is
 * applied in an effect right after. After a client-side navigation there is
 * nothing to hydrate, so the URL is read at once if the codec is loaded.
 * Valid inputs are written back by replacing the current history entry as the
 * visitor types (no entry per keystroke); a URL change from elsewhere (a saved
 * link, the back button) is read back into the form.
 *
 * The defaults need no validation, so the schemas (zod) load only when they
 * are needed: on the first edit (warmed by the first focus or touch), or when
 * the URL carries inputs to read. Until then an edited draft keeps the last
 * result, which is current again as soon as the codec arrives.
 */
const NOTHING_TO_WAIT_FOR = () => Promise.resolve();

/**
 * `before`: what must be in before the inputs can change (a page whose
 * figures load after hydration passes their `ready`, so they hydrate on the
 * prerendered inputs first; see `toolFigures`).
 */
export function useCalculatorState<D, V>(spec: CalculatorSpec<D, V>, before: () => Promise<unknown> = NOTHING_TO_WAIT_FOR): CalculatorState<D, V> {
  const location = useLocation();
  const pathname = useRef(location.pathname);
  pathname.current = location.pathname;

  const hydrating = useHydrating();
  const { codec, request } = useCodec(spec, location.search !== '', before);
  const [draft, setDraft] = useState<D>(() => (!hydrating && codec && location.search ? codec.decode(new URLSearchParams(location.search)) : spec.initial));
  // The search string the form currently reflects; null until the URL has been read once.
  const reflected = useRef<string | null>(!hydrating && (codec || !location.search) ? location.search : null);

  // Changes made before the link was read: the link's inputs arrive under them, not over them.
  const madeWhileReading = useRef<DraftPatch<D>[]>([]);

  useEffect(() => {
    if (location.search === reflected.current) return;
    let read: D;
    if (location.search === '') read = spec.initial;
    else if (codec) read = codec.decode(new URLSearchParams(location.search));
    else return;
    const replay = madeWhileReading.current;
    madeWhileReading.current = [];
    reflected.current = location.search;
    setDraft(replay.reduce<D>(applyPatch, read));
  }, [location.search, codec, spec]);

  const parsed = useMemo((): Parsed<V> | null => {
    if (draft === spec.initial) return { ok: true, values: spec.initialValues };
    return codec ? codec.parse(draft) : null;
  }, [spec, codec, draft]);
  const lastValid = useRef<V>(spec.initialValues);
  if (parsed?.ok) lastValid.current = parsed.values;
  const values = parsed?.ok ? parsed.values : lastValid.current;

  // Set by a change from the form: its inputs go into the address bar once they render. Changes read
  // from the URL (a shared link, Back) are not written back.
  const changedHere = useRef(false);

  const change = useCallback(
    (patch: DraftPatch<D>) => {
      changedHere.current = true;
      if (reflected.current === null) madeWhileReading.current.push(patch);
      request();
      // Updaters, not a copy of the draft: changes that are still rendering as a transition
      // (useTypedValue) and changes in the same event build on each other.
      setDraft((current) => applyPatch(current, patch));
    },
    [request],
  );

  const search = useMemo(() => {
    if (draft === spec.initial) return '';
    return codec && parsed?.ok ? toSearch(codec.encode(parsed.values)) : null;
  }, [spec, codec, draft, parsed]);

  // The link's inputs are not in the form yet (set once they are read, in the effect above).
  const reading = reflected.current === null;
  // Read at render: the commit that reads the link under changes made meanwhile still shows the draft from
  // before, whose search must not be written; the replayed draft renders next, and its search is.
  const replayPending = reading && madeWhileReading.current.length > 0;

  useEffect(() => {
    if (replayPending || !changedHere.current || search === null) return;
    changedHere.current = false;
    if (search === reflected.current) return;
    reflected.current = search;
    // A router navigation re-renders the whole app (header, meta tags, layout) for every keystroke,
    // which costs long tasks on a phone. Replacing the history entry directly keeps the address bar
    // and shareable link current; react-router reads the real URL again on the next navigation,
    // Back or Forward, and its own entry state is kept.
    window.history.replaceState(window.history.state, '', `${pathname.current}${search}${window.location.hash}`);
  }, [search, replayPending]);

  return {
    draft,
    errors: parsed && !parsed.ok ? parsed.errors : NO_ERRORS,
    values,
    // Still loading the checks for an edit counts as current: the figures follow in a moment.
    current: !reading && (parsed?.ok ?? true),
    reading,
    change,
    link: reading ? `${location.pathname}${location.search}` : `${location.pathname}${search ?? reflected.current ?? ''}`,
  };
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
 * elsewhere in the form. The setters belong to the `change` they were made
 * for: a new `change` gets new setters.
 */
export function useFieldSetters<D>(change: (patch: Partial<D>) => void) {
  return useMemo(() => {
    const cache = new Map<string, (value: never) => void>();
    return <K extends keyof D & string>(key: K): ((value: D[K]) => void) => {
      let setter = cache.get(key);
      if (!setter) {
        setter = ((value: D[K]) => change({ [key]: value } as unknown as Partial<D>)) as (value: never) => void;
        cache.set(key, setter);
      }
      return setter as (value: D[K]) => void;
    };
  }, [change]);
}

/**
 * The fields of a draft: `set(key)` is a field's setter (useFieldSetters: stable
 * while `change` is), and `field(key)` the value, setter and error
 * a text field shows for that key, so each field names its key once.
 */
export function useDraftFields<D>(draft: D, errors: Record<string, string>, change: (patch: Partial<D>) => void) {
  const set = useFieldSetters(change);
  const field = <K extends keyof D & string>(key: K) => ({ value: draft[key], onChange: set(key), error: errors[key] });
  return { field, set };
}
