import type { ReactNode } from 'react';

export interface ResultsPanelProps {
  /** Small caps label above the headline, e.g. "Estimated cost". */
  label: string;
  /** The one figure the visitor came for. */
  headline: ReactNode;
  subline?: ReactNode;
  /** A graphic beside the headline (a score ring, say). */
  figure?: ReactNode;
  /** False while an input is invalid: the figures are from the last valid inputs. */
  current: boolean;
  /** The inputs in the page's link are still being read: the figures are the defaults meanwhile. */
  reading?: boolean;
  actions?: ReactNode;
  children?: ReactNode;
}

/** The parchment results card: headline figure, actions, then the detail. */
export function ResultsPanel({ label, headline, subline, figure, current, reading = false, actions, children }: ResultsPanelProps) {
  return (
    <section aria-labelledby="results-title" className="rounded-xl bg-cream-50 p-5 text-ink-800 shadow-2xl shadow-black/40 sm:p-7 print:bg-transparent print:p-0 print:shadow-none">
      <h2 id="results-title" className="font-sans text-xs font-semibold tracking-[0.2em] text-ink-700 uppercase">
        {label}
      </h2>
      <div className={figure ? 'mt-4 flex flex-col gap-6 sm:flex-row sm:items-center' : ''}>
        {figure}
        <div aria-live="polite" aria-atomic="true" className={current ? '' : 'text-ink-700 line-through decoration-wine-600/60'} data-testid="result-headline">
          <p className="mt-2 font-display text-4xl leading-tight text-ink-900 tabular-nums sm:text-5xl print:text-3xl">{headline}</p>
          {subline ? <p className="mt-2 text-base text-ink-700">{subline}</p> : null}
        </div>
      </div>
      {current ? null : (
        <p role="status" className="mt-3 rounded-md border border-wine-600/40 bg-wine-600/10 px-3 py-2 text-sm text-wine-800">
          {reading ? 'Reading the inputs from your link…' : 'Showing the last valid inputs. Correct the highlighted field to update the results.'}
        </p>
      )}
      {actions ? <div className="mt-5">{actions}</div> : null}
      {/* Stale results keep full contrast (dimming would fail WCAG); the status line above says they are stale. */}
      {children ? <div className="mt-6 grid gap-6 print:mt-4 print:gap-4">{children}</div> : null}
    </section>
  );
}

/** A labelled figure inside the results card. */
export function Stat({ label, value, detail }: { label: string; value: ReactNode; detail?: ReactNode }) {
  return (
    <div className="rounded-lg border border-cream-300 bg-cream-100 px-4 py-3">
      <dt className="text-xs font-semibold tracking-wide text-ink-700 uppercase">{label}</dt>
      <dd className="mt-1 font-display text-2xl text-ink-900 tabular-nums">{value}</dd>
      {detail ? <dd className="mt-0.5 text-sm text-ink-700">{detail}</dd> : null}
    </div>
  );
}

export function StatGrid({ children }: { children: ReactNode }) {
  return <dl className="grid gap-3 sm:grid-cols-2">{children}</dl>;
}

/** Warnings and notes from the estimator, in the results card. */
export function NoteList({ title, items, tone = 'note' }: { title: string; items: readonly string[]; tone?: 'note' | 'warning' }) {
  if (items.length === 0) return null;
  const warning = tone === 'warning';
  return (
    <div className={`rounded-lg border px-4 py-3 ${warning ? 'border-wine-600/50 bg-wine-600/10' : 'border-gold-600/40 bg-cream-100'}`}>
      <h3 className={`font-sans text-sm font-semibold ${warning ? 'text-wine-800' : 'text-ink-900'}`}>{title}</h3>
      <ul className="mt-2 grid gap-1.5 text-sm leading-relaxed text-ink-800">
        {items.map((item) => (
          <li key={item} className="flex gap-2">
            <span aria-hidden="true" className={warning ? 'text-wine-700' : 'text-gold-700'}>
              •
            </span>
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A result's table: its caption, a header row (the first column names the
 * row, the others are figures, right-aligned), then the caller's body and
 * footer rows.
 */
export function ResultTable({ caption, columns, children }: { caption: string; columns: readonly ReactNode[]; children: ReactNode }) {
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="mb-2 text-left font-sans text-sm font-semibold text-ink-900">{caption}</caption>
      <thead>
        <tr className="border-b border-cream-300 text-left text-xs tracking-wide text-ink-700 uppercase">
          {columns.map((column, index) => (
            <th key={index} scope="col" className={`py-2 font-semibold ${index === columns.length - 1 ? '' : 'pr-3'} ${index === 0 ? '' : 'text-right'}`}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      {children}
    </table>
  );
}
