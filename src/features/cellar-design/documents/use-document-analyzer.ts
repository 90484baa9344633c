/**
 * The analyzer's state: the document being read (with the reader's
 * progress), the text read from it (the visitor may correct it), and the
 * cellar it is priced for. A file that cannot be read leaves everything that
 * was there before in place. Findings and the comparison are the engine's,
 * worked out in the report from the text and the brief.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import { stripMarkup } from '@domain/text/sanitize.ts';
import { COST_DEFAULTS } from '@domain/estimator/defaults.ts';
import { checkBrief, draftFromBrief, type BriefDraft, type SavedAnalysis } from './draft.ts';
import type { AnalysisSource } from './analysis-output.ts';
import type { CellarBrief } from '@domain/document-analysis/compare.ts';

/** The most text the page works on: a 60-page quote is well under it. */
export const TEXT_MAX = 200_000;

const EMPTY_DRAFT: BriefDraft = { length: '', width: '', height: '', bottles: '', cooling: COST_DEFAULTS.cooling, rackingMaterial: COST_DEFAULTS.rackingMaterial };

export interface Progress {
  name: string;
  fraction: number;
  stage: string;
}

const loadEngine = () => Promise.all([import('@domain/document-analysis/findings.ts'), import('@domain/document-analysis/compare.ts')]);

export function useDocumentAnalyzer() {
  const [source, setSource] = useState<AnalysisSource | null>(null);
  const [readNote, setReadNote] = useState<string | null>(null);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [locked, setLocked] = useState<File | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [draft, setDraft] = useState<BriefDraft>(EMPTY_DRAFT);
  /** The report's headline, pinned on a phone while the form fills the screen. */
  const [peek, setPeek] = useState<{ label: string; value: string } | null>(null);
  const lastBrief = useRef<CellarBrief | null>(null);
  const busy = useRef(false);

  const fillFromText = useCallback(async (text: string) => {
    const [{ readFindings }, { briefFromFindings }] = await loadEngine();
    setDraft(draftFromBrief(briefFromFindings(readFindings(text))));
  }, []);

  const read = useCallback(
    async (file: File, password?: string) => {
      if (busy.current) return;
      busy.current = true;
      setFileError(null);
      setPasswordError(null);
      setProgress({ name: file.name, fraction: 0, stage: 'Checking the file' });
      try {
        const { readDocument } = await import('./read/load-readers.ts');
        const outcome = await readDocument(file, password, (fraction, stage) => setProgress({ name: file.name, fraction, stage }));
        if (!outcome.ok) {
          if (outcome.failure === 'password-needed' || outcome.failure === 'password-wrong') {
            setLocked(file);
            if (outcome.failure === 'password-wrong') setPasswordError(outcome.message);
            else setFileError(outcome.message);
          } else {
            setFileError(`${outcome.message}${source ? ' The document you had is kept.' : ''}`);
          }
          return;
        }
        const text = stripMarkup(outcome.text).slice(0, TEXT_MAX);
        setLocked(null);
        setSource({ fileName: file.name, fileKind: outcome.kind ?? 'text', text });
        setReadNote(outcome.note);
        await fillFromText(text);
      } finally {
        busy.current = false;
        setProgress(null);
      }
    },
    [source, fillFromText],
  );

  const setText = useCallback((text: string) => {
    const clean = stripMarkup(text).slice(0, TEXT_MAX);
    setSource((current) => (current ? { ...current, text: clean } : { fileName: 'Pasted text', fileKind: 'text', text: clean }));
  }, []);

  const restore = useCallback((saved: SavedAnalysis) => {
    setSource({ fileName: saved.fileName, fileKind: saved.fileKind, text: saved.text });
    setReadNote(saved.condensed ? 'saved as the lines with figures only' : null);
    setDraft(draftFromBrief(saved.brief));
    setFileError(null);
    setLocked(null);
  }, []);

  const checked = useMemo(() => checkBrief(draft), [draft]);
  if (checked.ok) lastBrief.current = checked.brief;

  return {
    source,
    readNote,
    progress,
    fileError,
    locked,
    passwordError,
    read,
    cancelPassword: () => {
      setLocked(null);
      setPasswordError(null);
      setFileError(null);
    },
    setText,
    refill: () => (source ? void fillFromText(source.text) : undefined),
    draft,
    setField: <K extends keyof BriefDraft>(key: K, value: BriefDraft[K]) => setDraft((current) => ({ ...current, [key]: value })),
    errors: checked.ok ? {} : checked.errors,
    /** The brief the report prices: the current one, or the last valid while a field is wrong. */
    brief: checked.ok ? checked.brief : lastBrief.current,
    current: checked.ok,
    restore,
    peek: source ? peek : null,
    setPeek,
  };
}

export type DocumentAnalyzerState = ReturnType<typeof useDocumentAnalyzer>;
