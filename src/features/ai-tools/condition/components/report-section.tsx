import type { ReactNode } from 'react';

/** A titled part of the printed report. */
export function ReportSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="font-sans text-sm font-semibold tracking-wide text-ink-800 uppercase">
        {title}
      </h3>
      {children}
    </section>
  );
}
