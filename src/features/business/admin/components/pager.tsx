import { formatNumber } from '@domain/estimator/format.ts';

/** "Showing 51–100 of 1,234" with previous and next. */
export function Pager({ page, size, total, label, onPage }: { page: number; size: number; total: number; label: string; onPage: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(total / size));
  const first = total === 0 ? 0 : (page - 1) * size + 1;
  const last = Math.min(total, page * size);
  return (
    <nav aria-label={`${label} pages`} className="flex flex-wrap items-center justify-between gap-3 text-sm text-mist-300">
      <p aria-live="polite" data-testid={`${label.toLowerCase()}-range`}>
        Showing {formatNumber(first)}–{formatNumber(last)} of {formatNumber(total)}
      </p>
      <div className="flex items-center gap-2">
        <button type="button" className="btn-outline px-3 py-1.5 text-sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </button>
        <span>
          Page {formatNumber(Math.min(page, pages))} of {formatNumber(pages)}
        </span>
        <button type="button" className="btn-outline px-3 py-1.5 text-sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next
        </button>
      </div>
    </nav>
  );
}
