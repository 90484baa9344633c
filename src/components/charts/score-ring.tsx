/** The quiz score as a ring: a picture of "how good a fit", with the number in text. */
export function ScoreRing({ score }: { score: number }) {
  const radius = 52;
  const circumference = 2 * Math.PI * radius;
  const filled = (Math.max(0, Math.min(100, score)) / 100) * circumference;
  return (
    <div className="relative size-36 shrink-0">
      <svg viewBox="0 0 120 120" className="size-full -rotate-90" aria-hidden="true" focusable="false">
        <circle cx="60" cy="60" r={radius} fill="none" strokeWidth="10" className="stroke-cream-200" />
        <circle
          cx="60"
          cy="60"
          r={radius}
          fill="none"
          strokeWidth="10"
          strokeLinecap="round"
          strokeDasharray={`${filled} ${circumference}`}
          className="stroke-wine-700"
        />
      </svg>
      <p className="absolute inset-0 flex flex-col items-center justify-center text-ink-900">
        <span className="font-display text-4xl tabular-nums">{score}</span>
        <span className="text-xs font-semibold tracking-wide text-ink-700 uppercase">of 100</span>
      </p>
    </div>
  );
}
