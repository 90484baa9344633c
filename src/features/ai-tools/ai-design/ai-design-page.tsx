import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { DEFAULT_BRIEF, type BriefField, type DesignBrief } from '@shared/designer/brief.ts';
import { designConcepts, type ConceptId } from '@shared/designer/layout.ts';
import { roomText } from '@shared/designer/summary.ts';
import { formatNumber } from '@shared/estimator/format.ts';
import { ToolPage } from '@/components/tool-shell/tool-page.tsx';
import { BriefForm } from './components/brief-form.tsx';
import { ChosenConcept } from './components/chosen-concept.tsx';
import { ConceptCard } from './components/concept-card.tsx';
import { NarrativePanel } from './components/narrative-panel.tsx';
import { RenderConcept } from './components/render-concept.tsx';
import { useNarratives } from './use-narratives.ts';
import { briefFromParams, briefParams, type BriefFormValues } from './brief-values.ts';

type Outcome = Extract<ReturnType<typeof designConcepts>, { ok: true }>;

function AiDesign() {
  // The page opens on the example brief's concepts (the form's starting values), so it shows what it does before anything is typed.
  const [brief, setBrief] = useState<DesignBrief>(DEFAULT_BRIEF);
  const [refused, setRefused] = useState<string[]>([]);
  const [chosenId, setChosenId] = useState<ConceptId | null>(null);
  const conceptsRef = useRef<HTMLHeadingElement>(null);
  const outcome = useMemo(() => designConcepts(brief) as Outcome, [brief]);
  const narratives = useNarratives(brief);
  const location = useLocation();
  const navigate = useNavigate();
  // The prerendered page shows the example brief; a link's brief replaces it once hydrated.
  const [startFrom, setStartFrom] = useState<BriefFormValues | null>(null);
  const search = useRef(location.search);
  useEffect(() => setStartFrom(briefFromParams(new URLSearchParams(search.current))), []);

  const onBrief = useCallback((next: DesignBrief, typed: boolean): { field: BriefField; message: string } | null => {
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

  const current = refused.length === 0;
  const chosen = outcome.concepts.find((concept) => concept.id === chosenId) ?? outcome.concepts.find((concept) => concept.recommended) ?? outcome.concepts[0];
  const plan = outcome.concepts[0]?.plan;

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
          <p aria-live="polite" className="text-cream-100" data-testid="concepts-summary">
            {`${outcome.concepts.length} concepts for ${plan ? roomText(plan) : 'your room'}; your collection with its growth needs ${formatNumber(outcome.target)} bottles.`}
          </p>
          {outcome.advice.length > 0 ? (
            <ul className="grid gap-2 text-sm" data-testid="concepts-advice">
              {outcome.advice.map((line) => (
                <li key={line} className="rounded-md border border-gold-400/40 bg-cellar-900/60 px-3 py-2 text-gold-100">
                  {line}
                </li>
              ))}
            </ul>
          ) : null}
          <NarrativePanel state={narratives.state} onAsk={() => void narratives.ask()} />
        </section>
      </div>
      <section aria-labelledby="concepts-title" className="grid gap-6">
        <h2 id="concepts-title" ref={conceptsRef} tabIndex={-1} className="text-3xl text-cream-50 outline-none">
          The concepts
        </h2>
        <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
          {outcome.concepts.map((concept) => (
            <ConceptCard
              key={concept.id}
              concept={concept}
              target={outcome.target}
              chosen={concept.id === chosen?.id}
              onChoose={() => setChosenId(concept.id)}
              narrative={narratives.state.byConcept[concept.id]}
            />
          ))}
        </div>
      </section>
      {chosen ? (
        <div className="grid max-w-4xl gap-6">
          <ChosenConcept concept={chosen} brief={brief} current={current} />
          <RenderConcept concept={chosen} brief={brief} />
        </div>
      ) : null}
    </div>
  );
}

export default function AiDesignPage() {
  return (
    <ToolPage slug="ai-design">
      <AiDesign />
    </ToolPage>
  );
}
