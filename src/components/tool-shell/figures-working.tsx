import type { ReactNode } from 'react';

/** Where a tool's figures will be, for the moment before their code arrives (an edit in the first instant after the page opens). */
export function FiguresWorking({ children = 'Working out the figures...' }: { children?: ReactNode }) {
  return (
    <p role="status" className="min-h-96 rounded-xl bg-cream-50 p-7 text-ink-800">
      {children}
    </p>
  );
}
