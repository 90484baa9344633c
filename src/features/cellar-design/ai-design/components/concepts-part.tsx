/**
 * Everything the layout engine computes for a brief: the summary of what
 * fits and the concepts with the chosen one. The engine (the layout and the
 * estimator) comes with this module, which the page loads once it is
 * interactive (see the page), so the brief form answers first.
 */
import type { RefObject } from 'react';
import type { DesignBrief } from '@domain/designer/brief.ts';
import { designConcepts, type ConceptId } from '@domain/designer/layout.ts';
import { roomText } from '@domain/designer/summary.ts';
import { formatNumber } from '@domain/estimator/format.ts';
import type { NarrativeState } from '../use-narratives.ts';
import { ChosenConcept } from './chosen-concept.tsx';
import { ConceptCard } from './concept-card.tsx';
import { RenderConcept } from './render-concept.tsx';

export { designConcepts };

type Outcome = Extract<ReturnType<typeof designConcepts>, { ok: true }>;

// Both parts show the same brief's outcome: laid out once per brief.
let last: { brief: DesignBrief; outcome: Outcome } | undefined;
const outcomeFor = (brief: DesignBrief): Outcome => {
  if (last?.brief !== brief) last = { brief, outcome: designConcepts(brief) as Outcome };
  return last.outcome;
};

/** How many concepts, for which room, the bottles the collection needs, and the engine's advice. */
export function ConceptsSummary({ brief }: { brief: DesignBrief }) {
  const outcome = outcomeFor(brief);
  const plan = outcome.concepts[0]?.plan;
  return (
    <>
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
    </>
  );
}

interface ConceptsProps {
  brief: DesignBrief;
  chosenId: ConceptId | null;
  onChoose: (id: ConceptId) => void;
  /** False while the form holds a brief that cannot be laid out: these are the last good brief's. */
  current: boolean;
  narratives: NarrativeState;
  headingRef: RefObject<HTMLHeadingElement | null>;
}

/** The concept cards, then the chosen (or recommended) concept with its actions and rendering. */
export function Concepts({ brief, chosenId, onChoose, current, narratives, headingRef }: ConceptsProps) {
  const outcome = outcomeFor(brief);
  const chosen = outcome.concepts.find((concept) => concept.id === chosenId) ?? outcome.concepts.find((concept) => concept.recommended) ?? outcome.concepts[0];
  return (
    <>
      <section aria-labelledby="concepts-title" className="grid gap-6">
        <h2 id="concepts-title" ref={headingRef} tabIndex={-1} className="text-3xl text-cream-50 outline-none">
          The concepts
        </h2>
        <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
          {outcome.concepts.map((concept) => (
            <ConceptCard
              key={concept.id}
              concept={concept}
              target={outcome.target}
              chosen={concept.id === chosen?.id}
              onChoose={() => onChoose(concept.id)}
              narrative={narratives.byConcept[concept.id]}
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
    </>
  );
}
