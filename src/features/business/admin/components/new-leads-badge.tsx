import { formatNumber } from '@domain/estimator/format.ts';

/** "3 new": leads that arrived while the inbox was open; showing them clears the count. */
export function NewLeadsBadge({ count, onShow }: { count: number; onShow: () => void }) {
  if (count === 0) return null;
  const label = `${formatNumber(count)} new ${count === 1 ? 'lead' : 'leads'}`;
  return (
    <button type="button" data-testid="new-leads-badge" onClick={onShow} className="rounded-full bg-gold-400/20 px-3 py-1 text-xs font-semibold text-gold-100 ring-1 ring-gold-300/60 hover:bg-gold-400/30">
      {label}
      <span className="sr-only"> arrived: show the newest leads</span>
    </button>
  );
}
