import { Link } from 'react-router';
import { Check, PencilRuler } from 'lucide-react';
import { planLink } from '@domain/designer/link.ts';
import type { Concept } from '@domain/designer/layout.ts';
import { formatBtuh, formatNumber, formatUsdRange } from '@domain/estimator/format.ts';
import { ConceptDrawing } from './concept-drawing.tsx';

const BUDGET_TEXT: Record<Concept['budget'], string> = {
  within: 'Within your budget',
  stretch: 'May stretch your budget: the top of the range is over it',
  over: 'Over your budget',
};

interface ConceptCardProps {
  concept: Concept;
  target: number;
  chosen: boolean;
  onChoose: () => void;
  narrative?: { text: string | null; note: string | null } | undefined;
}

/** One concept: its plan drawn, its figures, what it trades off, and the ways on (open in the designer, choose it for saving and a quote). */
export function ConceptCard({ concept, target, chosen, onChoose, narrative }: ConceptCardProps) {
  const { figures } = concept;
  const headingId = `concept-${concept.id}`;
  return (
    <article aria-labelledby={headingId} data-testid="concept" data-concept={concept.id} className={`grid content-start gap-4 rounded-xl bg-cream-50 p-5 text-ink-800 shadow-xl shadow-black/30 ${chosen ? 'ring-4 ring-gold-400' : ''}`}>
      <header className="grid gap-1">
        <h3 id={headingId} className="font-display text-2xl text-ink-900">
          {concept.name}
        </h3>
        {concept.recommended ? <p className="text-xs font-semibold tracking-wide text-wine-800 uppercase">Suggested for your brief</p> : null}
        <p className="text-sm text-ink-700">{concept.idea}</p>
      </header>
      <ConceptDrawing plan={concept.plan} label={`Plan of the ${concept.name} concept: ${concept.plan.modules.length} pieces`} />
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-xs font-semibold tracking-wide text-ink-700 uppercase">Bottles</dt>
          <dd className="font-display text-2xl text-ink-900 tabular-nums" data-testid="concept-bottles">
            {formatNumber(figures.bottles)}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-semibold tracking-wide text-ink-700 uppercase">Cost</dt>
          <dd className="font-display text-2xl text-ink-900 tabular-nums" data-testid="concept-cost">
            {formatUsdRange(figures.cost.low, figures.cost.high)}
          </dd>
        </div>
        <div className="col-span-2">
          <dt className="text-xs font-semibold tracking-wide text-ink-700 uppercase">Cooling load</dt>
          <dd className="tabular-nums" data-testid="concept-cooling">
            {formatBtuh(figures.coolingBtuh)} design load; a {formatNumber(figures.unitBtuh)} BTU/h class unit
          </dd>
        </div>
      </dl>
      <ul className="grid gap-1 text-sm">
        <li className={concept.collection === 'fits' ? 'text-ink-800' : 'font-semibold text-wine-800'}>
          {concept.collection === 'fits' ? `Holds your collection with room to grow (${formatNumber(target)} bottles)` : `Short of the ${formatNumber(target)} bottles your collection needs`}
        </li>
        <li className={concept.budget === 'within' ? 'text-ink-800' : 'font-semibold text-wine-800'}>{BUDGET_TEXT[concept.budget]}</li>
      </ul>
      <div>
        <h4 className="font-sans text-sm font-semibold text-ink-900">What it trades off</h4>
        <ul className="mt-1 grid list-disc gap-1 pl-5 text-sm leading-relaxed">
          {concept.tradeOffs.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
      {narrative?.text ? (
        <blockquote className="border-l-2 border-gold-600 pl-3 text-sm italic" data-testid="concept-narrative">
          {narrative.text}
        </blockquote>
      ) : narrative?.note ? (
        <p className="text-sm text-ink-700">{narrative.note}</p>
      ) : null}
      <div className="mt-auto flex flex-wrap gap-2.5">
        <Link to={planLink(concept.plan)} className="btn-wine" data-testid="open-in-designer">
          <PencilRuler className="size-4" aria-hidden="true" />
          Open in the designer<span className="sr-only">: {concept.name}</span>
        </Link>
        <button
          type="button"
          onClick={onChoose}
          aria-pressed={chosen}
          className="inline-flex min-h-11 items-center justify-center gap-2 rounded-md border border-ink-600/40 px-4 py-2 text-sm font-semibold text-ink-900 hover:border-wine-700 hover:bg-wine-700/5"
        >
          {chosen ? <Check className="size-4" aria-hidden="true" /> : null}
          {chosen ? 'Chosen' : 'Choose this one'}
          <span className="sr-only">: {concept.name}</span>
        </button>
      </div>
    </article>
  );
}
