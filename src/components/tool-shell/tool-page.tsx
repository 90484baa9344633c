import type { ComponentType, ReactNode } from 'react';
import { prerendered } from '@/components/ui/prerendered.tsx';
import type { ToolSlug } from '@/config/tools.ts';

// The heading never changes: a prerendered page keeps its HTML and loads neither it nor the registry's texts.
const ToolHeader = prerendered(() => import('./tool-header.tsx'));

interface ToolPageProps {
  slug: ToolSlug;
  children: ReactNode;
}

/**
 * The frame every tool page shares, from its registry entry: the heading
 * (breadcrumb, name, introduction; see tool-header.tsx), then the tool.
 */
export function ToolPage({ slug, children }: ToolPageProps) {
  return (
    <div data-print-page="">
      <ToolHeader slug={slug} />
      <div className="container-page py-10 sm:py-14 print:py-4">{children}</div>
    </div>
  );
}

/** The headline figure, kept in view on a phone while the inputs fill the screen. */
export interface Peek {
  label: string;
  value: ReactNode;
}

interface ToolLayoutProps {
  form: ReactNode;
  results: ReactNode;
  after?: ReactNode;
  peek?: Peek;
}

/** Inputs beside results on a wide screen; inputs first on a phone, with the headline pinned below them. */
export function ToolLayout({ form, results, after, peek }: ToolLayoutProps) {
  return (
    <>
      {peek ? (
        <div
          className="fixed inset-x-0 bottom-0 z-30 border-t border-gold-400/40 bg-cellar-950 py-2.5 pr-24 pl-4 lg:hidden print:hidden"
        >
          <a href="#results-title" className="flex flex-col rounded">
            <span className="text-xs font-semibold tracking-wide text-gold-300 uppercase">{peek.label}</span>
            <span className="font-display text-xl text-cream-50 tabular-nums">{peek.value}</span>
          </a>
        </div>
      ) : null}
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-10 print:block">
        <section aria-labelledby="inputs-title" className="card p-5 sm:p-7 print:hidden">
          <h2 id="inputs-title" className="font-sans text-lg font-semibold text-cream-50">
            Your inputs
          </h2>
          <div className="mt-5 grid gap-5">{form}</div>
        </section>
        <div className="grid gap-6">{results}</div>
      </div>
      {after ? <div className="mt-10 grid gap-6 print:mt-4">{after}</div> : null}
      {/* Room for the pinned result, so it never hides the end of the page. */}
      {peek ? <div className="h-16 lg:hidden" aria-hidden="true" /> : null}
    </>
  );
}

/** A tool's route module: the registry's frame around the tool itself (`export default toolPage('cost', CostCalculator)`). */
export function toolPage(slug: ToolSlug, Body: ComponentType): ComponentType {
  function Page() {
    return (
      <ToolPage slug={slug}>
        <Body />
      </ToolPage>
    );
  }
  Page.displayName = `ToolPage(${slug})`;
  return Page;
}
