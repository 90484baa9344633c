import { QUESTIONS } from '@domain/materials/questions.ts';
import type { Candidate } from '@domain/materials/identify.ts';
import type { Verdict } from '@domain/materials/knowledge.ts';

export const VERDICTS: Record<Verdict, { label: string; style: string }> = {
  suited: { label: 'Suits a cellar', style: 'bg-emerald-800 text-cream-50' },
  conditional: { label: 'Suits it with care', style: 'bg-gold-300 text-ink-900' },
  unsuited: { label: 'Not suited', style: 'bg-wine-700 text-cream-50' },
};

const questionName = (key: keyof typeof QUESTIONS) => QUESTIONS[key].short;
const listed = (items: readonly string[]) => items.join(', ');

/** One ranked material: its chance, why the answers point to it or not, and its verdict at cellar conditions with what to do. */
export function CandidateCard({ candidate, rank }: { candidate: Candidate; rank: number }) {
  const { material, chance, evidence } = candidate;
  const verdict = VERDICTS[material.verdict];
  const fits = evidence.filter((e) => e.fit !== 'other').map((e) => e.question);
  const against = evidence.filter((e) => e.fit === 'other').map((e) => e.question);
  return (
    <li className="break-inside-avoid rounded-lg border border-cream-300 bg-cream-100 p-4" data-material={material.id}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h4 className="font-sans text-base font-semibold text-ink-900">
          <span className="sr-only">{`Rank ${rank}: `}</span>
          {material.name}
        </h4>
        <span className="font-display text-xl text-ink-900 tabular-nums" data-testid="candidate-chance">
          {Math.round(chance * 100)}%
        </span>
      </div>
      <p className="mt-1 flex flex-wrap items-center gap-2 text-sm">
        <span className={`rounded px-2 py-0.5 text-xs font-semibold ${verdict.style}`} data-testid="candidate-verdict">
          {verdict.label}
        </span>
        {material.corkRisk ? <span className="rounded bg-wine-700 px-2 py-0.5 text-xs font-semibold text-cream-50">Scent can reach the corks</span> : null}
      </p>
      <p className="mt-2 text-sm text-ink-800">{material.why}</p>
      <p className="mt-1 text-sm text-ink-900">
        <span className="font-semibold">What to do: </span>
        {material.action}
      </p>
      {evidence.length > 0 ? (
        <p className="mt-2 text-xs text-ink-700">
          {fits.length > 0 ? `Fits your answers on ${listed(fits.map(questionName))}.` : 'Fits none of your answers.'}
          {against.length > 0 ? ` Against it: ${listed(against.map(questionName))}.` : ''}
        </p>
      ) : null}
      <p className="mt-1 text-xs text-ink-700">Basis: {material.basis}</p>
    </li>
  );
}
