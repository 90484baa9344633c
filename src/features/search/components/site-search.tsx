import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Search, X } from 'lucide-react';
import type { KnowledgeResult, KnowledgeSearch } from '@domain/knowledge/types.ts';
import { KIND_LABEL } from '../lib/kind-labels.ts';
import { loadKnowledge } from '../lib/knowledge.ts';
import { Highlighted } from './highlighted.tsx';
import { scrollToHashWhenReady } from '../lib/scroll-to-hash.ts';
import { useQueryParam } from '../lib/use-query-param.ts';
import { useTypedBeforeHydration } from '@/components/forms/use-typed-before-hydration.ts';

const LIMIT = 8;

export const SEARCH_SUGGESTIONS = [
  'Ideal humidity for wine',
  'Where does the vapor barrier go',
  'BTU for a 10x8 room',
  'Cost of a 1,000-bottle cellar',
  'What warranty do you offer',
] as const;

type Status = 'idle' | 'loading' | 'ready' | 'error';

interface SiteSearchProps {
  /** Visible label above the box. */
  label?: string;
  placeholder?: string;
}

/**
 * Site search over the knowledge index (guides, posts, case studies, FAQ,
 * services and business facts). The index loads on first focus; results
 * update as you type; ↓/↑ move through them, Enter opens one, Escape
 * clears. The query is kept in the URL (?q=) so a search can be shared.
 */
export function SiteSearch({ label = 'Search the guides and answers', placeholder = 'e.g. ideal humidity, vapor barrier, cost' }: SiteSearchProps) {
  const id = useId();
  const navigate = useNavigate();
  const [urlQuery, writeUrlQuery] = useQueryParam('q');
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const [results, setResults] = useState<KnowledgeResult[]>([]);
  const [focused, setFocused] = useState(false);
  const engine = useRef<KnowledgeSearch | null>(null);
  const written = useRef<string | null>(null);
  /** The URL's query the visitor typed over before hydration (see useTypedBeforeHydration below). */
  const typedOver = useRef<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLOListElement>(null);

  const run = useCallback((text: string) => {
    setResults(engine.current && text.trim() ? engine.current.search(text, { limit: LIMIT }) : []);
  }, []);

  const ensureLoaded = useCallback(
    (then?: string) => {
      if (engine.current) {
        if (then !== undefined) run(then);
        return;
      }
      setStatus('loading');
      loadKnowledge()
        .then((search) => {
          engine.current = search;
          setStatus('ready');
          run(then ?? input.current?.value ?? '');
        })
        .catch(() => setStatus('error'));
    },
    [run],
  );

  // A shared link (?q=…) or back/forward: take the query from the URL, unless
  // the visitor typed over that very query before the box hydrated.
  useEffect(() => {
    if (urlQuery === null || urlQuery === written.current) return;
    if (urlQuery === typedOver.current) {
      typedOver.current = null;
      return;
    }
    written.current = urlQuery;
    setQuery(urlQuery);
    ensureLoaded(urlQuery);
  }, [urlQuery, ensureLoaded]);

  const update = (text: string) => {
    setQuery(text);
    written.current = text;
    writeUrlQuery(text);
    if (engine.current) run(text);
    else ensureLoaded(text);
  };

  // Typed into the prerendered box while this code loaded (a slow phone): keep it and search for it.
  useTypedBeforeHydration(input, (typed) => {
    typedOver.current = new URLSearchParams(window.location.search).get('q');
    setFocused(document.activeElement === input.current);
    update(typed);
  });

  const clear = () => {
    update('');
    input.current?.focus();
  };

  const links = () => [...(list.current?.querySelectorAll<HTMLAnchorElement>('a[data-result]') ?? [])];

  const onInputKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && results.length > 0) {
      event.preventDefault();
      links()[0]?.focus();
    } else if (event.key === 'Escape' && query !== '') {
      event.preventDefault();
      clear();
    }
  };

  const onResultsKey = (event: KeyboardEvent<HTMLOListElement>) => {
    const all = links();
    const index = all.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      all[Math.min(index + 1, all.length - 1)]?.focus();
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (index <= 0) input.current?.focus();
      else all[index - 1]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      clear();
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const first = results[0];
    if (first) {
      navigate(first.url);
      scrollToHashWhenReady(first.url);
    }
  };

  const trimmed = query.trim();
  const announcement =
    status === 'loading' && trimmed
      ? 'Searching…'
      : status === 'error'
        ? 'Search could not load. Check your connection and try again.'
        : trimmed && status === 'ready'
          ? results.length === 0
            ? `No results for “${trimmed}”.`
            : `${results.length} result${results.length === 1 ? '' : 's'} for “${trimmed}”.`
          : '';
  const showSuggestions = status !== 'error' && ((focused && !trimmed) || (trimmed !== '' && status === 'ready' && results.length === 0));

  return (
    <div className="site-search no-print mt-8 max-w-3xl">
      <form role="search" aria-label="Site search" method="get" onSubmit={onSubmit}>
        <label htmlFor={`${id}-input`} className="mb-2 block text-sm font-medium text-cream-100">
          {label}
        </label>
        <div className="relative">
          <Search className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-gold-300" aria-hidden="true" />
          <input
            ref={input}
            id={`${id}-input`}
            name="q"
            type="search"
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            value={query}
            placeholder={placeholder}
            aria-describedby={`${id}-status`}
            onChange={(event) => update(event.target.value)}
            onFocus={() => {
              setFocused(true);
              ensureLoaded();
            }}
            onBlur={() => setFocused(false)}
            onKeyDown={onInputKey}
            className="field-input min-h-12 pr-12 pl-11 text-base [&::-webkit-search-cancel-button]:hidden"
          />
          {query !== '' && (
            <button
              type="button"
              onClick={clear}
              className="absolute top-1/2 right-1.5 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-md text-mist-300 hover:bg-cream-100/10 hover:text-cream-50"
              aria-label="Clear search"
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          )}
        </div>
      </form>

      <p id={`${id}-status`} role="status" aria-live="polite" className="mt-2 min-h-5 text-sm text-mist-300">
        {announcement}
      </p>

      {showSuggestions && (
        <div className="mt-2">
          <p className="text-xs tracking-wide text-mist-400 uppercase" id={`${id}-suggestions`}>
            Try
          </p>
          <ul className="mt-2 flex flex-wrap gap-2" aria-labelledby={`${id}-suggestions`}>
            {SEARCH_SUGGESTIONS.map((suggestion) => (
              <li key={suggestion}>
                <button
                  type="button"
                  // Keep focus (and the suggestions) from moving before the click lands.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => {
                    update(suggestion);
                    input.current?.focus();
                  }}
                  className="min-h-9 rounded-full border border-cellar-600 bg-cellar-850 px-3.5 text-sm text-cream-100 transition-colors hover:border-gold-400 hover:text-gold-200"
                >
                  {suggestion}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}

      {results.length > 0 && (
        <ol ref={list} aria-label="Search results" onKeyDown={onResultsKey} className="mt-3 grid gap-2">
          {results.map((result) => (
          <li key={result.id}>
            <Link
              to={result.url}
              data-result=""
              onClick={() => scrollToHashWhenReady(result.url)}
              className="block rounded-lg border border-cellar-700 bg-cellar-850/90 p-4 transition-colors hover:border-gold-400/60 focus-visible:border-gold-300"
            >
              <span className="flex flex-wrap items-baseline gap-x-2 text-xs text-mist-400">
                <span className="font-semibold tracking-[0.15em] text-gold-300 uppercase">{KIND_LABEL[result.kind]}</span>
                <span>{result.title}</span>
              </span>
              <span className="mt-1 block font-display text-lg leading-snug text-cream-50">{result.heading || result.title}</span>
              <span className="mt-1.5 line-clamp-3 block text-sm leading-relaxed text-mist-300">
                <Highlighted text={result.excerpt} query={trimmed} />
              </span>
            </Link>
          </li>
          ))}
        </ol>
      )}
    </div>
  );
}
