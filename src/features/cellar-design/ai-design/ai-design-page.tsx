import { useCallback, useEffect, useRef, useState, type ComponentProps } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { DEFAULT_BRIEF, type BriefField, type DesignBrief } from '@domain/designer/brief.ts';
import type { ConceptId } from '@domain/designer/layout.ts';
import { toolPage } from '@/components/tool-shell/tool-page.tsx';
import { afterHydration } from '@/components/ui/deferred.tsx';
import { BriefForm } from './components/brief-form.tsx';
import { NarrativePanel } from './components/narrative-panel.tsx';
import { useNarratives } from './use-narratives.ts';
import { briefFromParams, briefParams, type BriefFormValues } from './brief-values.ts';

// The layout engine, the estimator and what shows their figures load once the page is interactive, so the form answers first.
type ConceptsPart = typeof import('./components/concepts-part.tsx');
const loadConcepts = (): Promise<ConceptsPart> => import('./components/concepts-part.tsx');
const Working = () => (
  <p role="status" className="min-h-24 text-cream-100">
    Laying out your concepts...
  </p>
);
const ConceptsSummary = afterHydration<ComponentProps<ConceptsPart['ConceptsSummary']>>(() => loadConcepts().then((part) => ({ default: part.ConceptsSummary })), <Working />);
const Concepts = afterHydration<ComponentProps<ConceptsPart['Concepts']>>(() => loadConcepts().then((part) => ({ default: part.Concepts })), <Working />);
const engineReady = () => Promise.all([ConceptsSummary.ready(), Concepts.ready(), loadConcepts()]).then(([, , part]) => part);

function AiDesign() {
  // The page opens on the example brief's concepts (the form's starting values), so it shows what it does before anything is typed.
  const [brief, setBrief] = useState<DesignBrief>(DEFAULT_BRIEF);
  const [refused, setRefused] = useState<string[]>([]);
  const [chosenId, setChosenId] = useState<ConceptId | null>(null);
  const conceptsRef = useRef<HTMLHeadingElement>(null);
  const narratives = useNarratives(brief);
  const location = useLocation();
  const navigate = useNavigate();
  // The prerendered page shows the example brief; a link's brief replaces it once hydrated.
  const [startFrom, setStartFrom] = useState<BriefFormValues | null>(null);
  const search = useRef(location.search);
  useEffect(() => setStartFrom(briefFromParams(new URLSearchParams(search.current))), []);

  const onBrief = useCallback(async (next: DesignBrief, typed: boolean): Promise<{ field: BriefField; message: string } | null> => {
    const { designConcepts } = await engineReady();
    const result = designConcepts(next);
    if (!result.ok) {
      setRefused(result.problems.map((problem) => problem.message));
      return result.problems[0] ?? null;
    }
    setRefused([]);
    setBrief(next);
    setChosenId(null);
    // The brief goes in the page's link, so a reload or a shared link starts from it.
    void navigate({ search: `?${briefParams(next).toString()}` }, { replace: true, preventScrollReset: true });
    if (typed) conceptsRef.current?.focus();
    return null;
  }, [navigate]);

  return (
    <div className="grid gap-10">
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <section aria-labelledby="brief-title" className="card p-5 sm:p-7 print:hidden">
          <h2 id="brief-title" className="font-sans text-lg font-semibold text-cream-50">
            Your brief
          </h2>
          <div className="mt-5">
            <BriefForm onBrief={onBrief} onInvalid={setRefused} startFrom={startFrom} />
          </div>
        </section>
        <section aria-labelledby="summary-title" className="card grid gap-4 p-5 sm:p-7">
          <h2 id="summary-title" className="font-sans text-lg font-semibold text-cream-50">
            What fits
          </h2>
          {refused.length > 0 ? (
            <div role="alert" data-testid="brief-refused" className="rounded-md border border-red-400/60 bg-red-900/30 px-4 py-3 text-sm text-cream-50">
              <p className="font-semibold">This brief cannot be laid out yet; your entries are kept. Fix the highlighted field:</p>
              <ul className="mt-1 list-disc pl-5">
                {refused.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
              <p className="mt-1">The concepts below are still those of your last brief that could be laid out.</p>
            </div>
          ) : null}
          <ConceptsSummary brief={brief} />
          <NarrativePanel state={narratives.state} onAsk={() => void narratives.ask()} />
        </section>
      </div>
      <Concepts brief={brief} chosenId={chosenId} onChoose={setChosenId} current={refused.length === 0} narratives={narratives.state} headingRef={conceptsRef} />
    </div>
  );
}

export default toolPage('ai-design', AiDesign);
