/**
 * The content generator's state: the request, the engine's outline (built
 * in the browser from the site's passages), the model's prose when asked
 * for, and the admin's edits to each. The work is kept in this browser's
 * storage as it changes, so a reload or a lost connection loses nothing.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ContentDraft, DraftEngine } from '@domain/content-drafts/draft.ts';
import type { DraftRequest } from '@domain/content-drafts/options.ts';
import type { ResultPart } from '@/components/tool-shell/result-parts.tsx';
import { loadKnowledge } from '@/features/search/index.ts';

type Draft = Extract<ContentDraft, { ok: true }>;
export type VersionKey = 'outline' | 'prose';

export interface Version {
  markdown: string;
  /** What wrote it, for the parts line. */
  parts: ResultPart[];
  /** Checks on a model's text the reviewer must see. */
  flags: string[];
}

export interface Work {
  draft: Draft;
  versions: Partial<Record<VersionKey, Version>>;
  showing: VersionKey;
  at: string;
}

type Engine = DraftEngine & { build: typeof import('@domain/content-drafts/draft.ts').buildDraft };

let pending: Promise<Engine> | undefined;
function loadEngine(): Promise<Engine> {
  pending ??= Promise.all([loadKnowledge(), import('@domain/semantic-search/engine.ts'), import('@domain/content-drafts/draft.ts')]).then(
    ([knowledge, { createSemanticSearch }, { buildDraft }]) => ({ ask: createSemanticSearch(knowledge), knowledge, build: buildDraft }),
  );
  pending.catch(() => {
    pending = undefined;
  });
  return pending;
}

export const STORAGE_KEY = 'content-generator:work';
const OUTLINE_PARTS: ResultPart[] = [{ part: 'outline', source: 'engine', by: 'content outline engine, in this browser' }];

/** Today in the admin's own calendar, as the draft's date. */
export function localDay(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function readStored(): Work | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const work = JSON.parse(raw) as Work;
    // Only a shape this page wrote is restored; anything else is dropped.
    if (work?.draft?.ok !== true || typeof work.versions?.outline?.markdown !== 'string') throw new Error('unknown shape');
    return work;
  } catch {
    localStorage.removeItem(STORAGE_KEY);
    return null;
  }
}

// The function client's FunctionError carries a typed code; read without importing the client up front.
const proseError = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === 'rate_limited'
    ? 'Too many requests in a short time. Please wait a minute and try again; the outline is unchanged.'
    : `The prose could not be written: ${error instanceof Error ? error.message.replace(/\.$/, '') : String(error)}. The outline is unchanged.`;

export type BuildOutcome = { ok: true } | { ok: false; message: string };

export function useContentDraft() {
  const [work, setWork] = useState<Work | null>(null);
  const [restored, setRestored] = useState(false);
  const [loading, setLoading] = useState(false);
  const [writing, setWriting] = useState(false);
  const [proseNote, setProseNote] = useState<{ text: string; alert: boolean } | null>(null);
  const first = useRef(true);

  useEffect(() => {
    const stored = readStored();
    if (stored) {
      setWork(stored);
      setRestored(true);
    }
  }, []);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    try {
      if (work) localStorage.setItem(STORAGE_KEY, JSON.stringify(work));
      else localStorage.removeItem(STORAGE_KEY);
    } catch {
      // Storage full or off: the work stays on the page.
    }
  }, [work]);

  const build = useCallback(async (request: DraftRequest): Promise<BuildOutcome> => {
    setLoading(true);
    try {
      const engine = await loadEngine();
      const draft = engine.build(request, engine, localDay());
      if (!draft.ok) return { ok: false, message: draft.message };
      setWork({ draft, versions: { outline: { markdown: draft.markdown, parts: OUTLINE_PARTS, flags: [] } }, showing: 'outline', at: new Date().toISOString() });
      setProseNote(null);
      setRestored(false);
      return { ok: true };
    } catch (error) {
      console.error('[content-generator] the passages could not load', error);
      return { ok: false, message: 'The site’s passages could not be loaded. Check the connection and try again; your topic is kept.' };
    } finally {
      setLoading(false);
    }
  }, []);

  const writeProse = useCallback(async () => {
    if (!work) return;
    setWriting(true);
    setProseNote(null);
    try {
      const { fetchProse } = await import('./api/write-prose.ts');
      const answer = await fetchProse(work.draft.request, work.draft.markdown.match(/^generated: (\S+)$/m)?.[1] ?? localDay());
      const prose = answer.result.prose;
      if (!prose) {
        setProseNote({ text: answer.result.proseNote ?? 'No prose this time.', alert: false });
        return;
      }
      const flags = [
        ...(prose.unsourcedFigures.length > 0 ? [`Figures no source states: ${prose.unsourcedFigures.join(', ')}. Check or remove them.`] : []),
        ...(prose.removedCitations.length > 0 ? [`Citations to sources that do not exist were removed: ${prose.removedCitations.map((n) => `[${n}]`).join(', ')}.`] : []),
      ];
      setWork((current) => (current ? { ...current, versions: { ...current.versions, prose: { markdown: prose.markdown, parts: answer.parts, flags } }, showing: 'prose' } : current));
    } catch (error) {
      setProseNote({ text: proseError(error), alert: true });
    } finally {
      setWriting(false);
    }
  }, [work]);

  const edit = useCallback((markdown: string) => {
    setWork((current) => {
      const version = current?.versions[current.showing];
      return current && version ? { ...current, versions: { ...current.versions, [current.showing]: { ...version, markdown } } } : current;
    });
  }, []);

  const show = useCallback((showing: VersionKey) => setWork((current) => (current?.versions[showing] ? { ...current, showing } : current)), []);
  const clear = useCallback(() => {
    setWork(null);
    setRestored(false);
    setProseNote(null);
  }, []);
  const preload = useCallback(() => void loadEngine().catch(() => {}), []);

  return { work, restored, loading, writing, proseNote, build, writeProse, edit, show, clear, preload };
}
