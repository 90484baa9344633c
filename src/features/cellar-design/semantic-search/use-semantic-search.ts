import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { SemanticResult } from '@domain/semantic-search/engine.ts';
import { checkQuestion } from '@domain/semantic-search/question.ts';
import { loadEngine, type Engine } from './load-engine.ts';

export type EngineStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface SemanticSearchState {
  /** What is in the box: kept as typed, also when it is refused. */
  draft: string;
  setDraft: (text: string) => void;
  /** Why the question was refused, for the box. */
  problem: string | null;
  status: EngineStatus;
  result: SemanticResult | null;
  /** Passages in the index, once loaded. */
  size: number | null;
  /** Starts loading the engine (on focus), so the first search does not wait for it. */
  warmUp: () => void;
  /** Checks the question and, when it is fine, puts it in the URL (a new history entry), which runs the search. */
  submit: (text?: string) => boolean;
  retry: () => void;
}

/**
 * The page's state. The asked question lives in the URL (?q=), so a search
 * is a link, back and forward move between searches, and a reload repeats
 * it. The URL is read after hydration only: the prerendered page has none.
 */
export function useSemanticSearch(): SemanticSearchState {
  const location = useLocation();
  const navigate = useNavigate();
  const [mounted, setMounted] = useState(false);
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState<EngineStatus>('idle');
  const [engine, setEngine] = useState<Engine | null>(null);
  const [result, setResult] = useState<SemanticResult | null>(null);
  const loading = useRef(false);
  useEffect(() => setMounted(true), []);

  const warmUp = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    setStatus('loading');
    loadEngine()
      .then((loaded) => {
        setEngine(loaded);
        setStatus('ready');
      })
      .catch(() => setStatus('error'))
      .finally(() => {
        loading.current = false;
      });
  }, []);

  const asked = mounted ? new URLSearchParams(location.search).get('q') : null;

  // A question in the URL (a link, a submit, back or forward) fills the box; a refused one says why, and stays in the box.
  useEffect(() => {
    if (asked === null) {
      setProblem(null);
      return;
    }
    setDraft(asked);
    const checked = checkQuestion(asked);
    setProblem(checked.ok ? null : checked.message);
  }, [asked]);

  // …and is searched once the engine is there.
  useEffect(() => {
    const checked = asked === null ? null : checkQuestion(asked);
    if (!checked?.ok) setResult(null);
    else if (engine) setResult(engine.ask(checked.question));
    else warmUp();
  }, [asked, engine, warmUp]);

  const submit = useCallback(
    (text = draft) => {
      setDraft(text);
      const checked = checkQuestion(text);
      if (!checked.ok) {
        setProblem(checked.message);
        return false;
      }
      setProblem(null);
      if (!engine) warmUp();
      void navigate({ search: `?${new URLSearchParams({ q: checked.question }).toString()}` }, { preventScrollReset: true });
      return true;
    },
    [draft, engine, navigate, warmUp],
  );

  return { draft, setDraft, problem, status, result, size: engine?.size ?? null, warmUp, submit, retry: warmUp };
}
