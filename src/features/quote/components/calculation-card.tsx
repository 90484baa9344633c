import { Link } from 'react-router';
import { Calculator, X } from 'lucide-react';
import { SAVED_KIND_LABELS } from '@/config/tools.ts';
import type { AttachedCalculation } from '@/lib/quote-prefill.ts';

/** The calculation that goes with the request, shown as the business will read it, and removable. */
export function CalculationCard({ calculation, onRemove }: { calculation: AttachedCalculation; onRemove: () => void }) {
  return (
    <section aria-labelledby="attached-title" className="rounded-lg border border-gold-400/40 bg-gold-400/5 p-4" data-testid="attached-calculation">
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 gap-3">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-gold-400/15 text-gold-300">
            <Calculator className="size-4" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <p className="text-xs font-semibold tracking-wide text-gold-300 uppercase">Attached: {SAVED_KIND_LABELS[calculation.kind]}</p>
            <h3 id="attached-title" className="mt-0.5 font-sans text-base font-semibold text-cream-50">
              {calculation.title}
            </h3>
          </div>
        </div>
        <button type="button" className="btn-ghost min-h-9 shrink-0 px-2.5 text-sm" onClick={onRemove}>
          <X className="size-4" aria-hidden="true" />
          Remove<span className="sr-only"> the attached calculation</span>
        </button>
      </div>
      {calculation.summary ? <p className="mt-3 line-clamp-4 text-sm leading-relaxed text-mist-300">{calculation.summary}</p> : null}
      <Link to={calculation.link} className="mt-2 inline-block text-sm text-gold-200 underline underline-offset-4 hover:text-gold-100">
        Open the calculation
      </Link>
    </section>
  );
}
