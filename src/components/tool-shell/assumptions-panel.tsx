import type { ReactNode } from 'react';

interface AssumptionsPanelProps {
  assumptions: readonly string[];
  sources: readonly string[];
  /** The visitor's inputs, printed in place of the form. */
  inputs: readonly { label: string; value: string }[];
  children?: ReactNode;
}

/** A list's entries, each behind a gold bullet. */
function BulletItems({ items }: { items: readonly string[] }) {
  return items.map((item) => (
    <li key={item} className="flex gap-2">
      <span aria-hidden="true" className="text-gold-400">
        •
      </span>
      <span>{item}</span>
    </li>
  ));
}

/**
 * What the figures rest on. Always expanded (not a <details>), so a printed
 * estimate carries its assumptions with it. The inputs list only prints: on
 * screen the form shows them.
 */
export function AssumptionsPanel({ assumptions, sources, inputs, children }: AssumptionsPanelProps) {
  return (
    <>
      <section aria-labelledby="print-inputs-title" className="hidden print:block">
        <h2 id="print-inputs-title" className="font-sans text-base font-semibold text-ink-900">
          Inputs
        </h2>
        <dl className="mt-2 grid grid-cols-2 gap-x-6 gap-y-1 text-sm">
          {inputs.map((input) => (
            <div key={input.label} className="flex justify-between gap-4 border-b border-cream-300 py-1">
              <dt className="text-ink-700">{input.label}</dt>
              <dd className="text-right text-ink-900">{input.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="assumptions-title" className="card p-5 sm:p-7 print:border-0 print:bg-transparent print:p-0">
        <h2 id="assumptions-title" className="font-sans text-lg font-semibold text-cream-50 print:text-base print:text-ink-900">
          Assumptions and sources
        </h2>
        <div className="mt-4 grid gap-8 lg:grid-cols-2 print:mt-2 print:block">
          <div>
            <h3 className="font-sans text-sm font-semibold tracking-wide text-gold-200 uppercase print:text-ink-800">Used in these figures</h3>
            <ul className="mt-3 grid gap-2 text-sm leading-relaxed text-mist-300 print:text-ink-800">
              <BulletItems items={assumptions} />
            </ul>
            {children}
          </div>
          <div className="print:mt-3">
            <h3 className="font-sans text-sm font-semibold tracking-wide text-gold-200 uppercase print:text-ink-800">Sources</h3>
            <ul data-print-columns="" className="mt-3 grid gap-2 text-sm leading-relaxed text-mist-300 print:block print:text-ink-800">
              <BulletItems items={sources} />
            </ul>
            <p className="mt-4 text-xs leading-relaxed text-mist-400 print:text-ink-700">
              Figures without a published source are our stated assumptions. Estimates are ranges for planning, not a quote: a site visit
              and a load calculation for your room set the real numbers.
            </p>
          </div>
        </div>
      </section>
    </>
  );
}
