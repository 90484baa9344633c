import type { Reason } from '@domain/scoring/model.ts';

/** Bands for reading a score at a glance; the number is what sorts. */
export function scoreBand(score: number): { label: string; className: string } {
  if (score >= 70) return { label: 'High', className: 'border-gold-300 bg-gold-400/15 text-gold-100' };
  if (score >= 40) return { label: 'Medium', className: 'border-cellar-500 bg-cellar-700 text-cream-100' };
  return { label: 'Low', className: 'border-cellar-600 text-mist-300' };
}

const signed = (points: number) => (points > 0 ? `+${points}` : points === 0 ? '±0' : `−${Math.abs(points)}`);

/** Why a lead scores what it does: each feature and the points it adds or takes away. */
export function ScoreReasons({ reasons }: { reasons: readonly Reason[] }) {
  if (reasons.length === 0) return <p className="text-xs text-mist-300">Nothing in the request moves the score from the base rate.</p>;
  return (
    <ul className="grid gap-1 text-xs" data-testid="score-reasons">
      {reasons.map((reason) => (
        <li key={reason.feature} className="flex justify-between gap-3">
          <span>
            <span className="text-cream-100">{reason.label}</span> <span className="text-mist-300">· {reason.value}</span>
          </span>
          <span className={`tabular-nums ${reason.points < 0 ? 'text-red-200' : 'text-gold-200'}`}>{signed(reason.points)}</span>
        </li>
      ))}
    </ul>
  );
}

/** The inbox's score cell: the number and its band, the reasons one click away. */
export function ScoreBadge({ score, reasons, name }: { score: number | null; reasons: readonly Reason[] | null; name: string }) {
  if (score === null) return <span className="text-xs text-mist-400">Scoring…</span>;
  const band = scoreBand(score);
  return (
    <details className="group max-w-72" data-testid="lead-score">
      <summary className="cursor-pointer list-none rounded-full focus-visible:outline-2">
        <span className={`inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs tabular-nums ${band.className}`}>
          <span className="font-semibold">{score}</span> {band.label}
        </span>
        <span className="sr-only">: why {name} scores {score}</span>
      </summary>
      <div className="mt-2 rounded-lg bg-cellar-800 p-3">
        <ScoreReasons reasons={reasons ?? []} />
      </div>
    </details>
  );
}
