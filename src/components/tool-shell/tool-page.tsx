import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronRight } from 'lucide-react';
import { detailsOf, type CalculatorSlug, type ToolDetails } from '@/config/tool-details.ts';
import { FAMILY_HOME, toolBySlug, type Tool } from '@/config/tools.ts';

/** What the frame shows: a calculator's from `tool-details.ts`, an AI tool's from its catalog entry. */
export type ToolPageText = Pick<ToolDetails, 'name' | 'heading' | 'intro'>;

interface ToolPageProps {
  tool: Tool;
  text: ToolPageText;
  children: ReactNode;
}

/**
 * The frame every tool page shares, from its registry entry: a breadcrumb back
 * to where its family is listed, the name as eyebrow, the heading, then the tool.
 */
export function ToolPage({ tool, text, children }: ToolPageProps) {
  const parent = FAMILY_HOME[tool.family];
  const { name: eyebrow, heading: title, intro } = text;
  return (
    <div data-print-page="">
      <div className="border-b border-cellar-700 bg-gradient-to-b from-wine-900 to-cellar-900 print:border-0 print:bg-none">
        <div className="container-page py-10 sm:py-14 print:py-0">
          <nav aria-label="Breadcrumb" className="no-print">
            <ol className="flex items-center gap-1.5 text-sm text-mist-300">
              <li>
                <Link to={parent.to} className="rounded hover:text-gold-200">
                  {parent.label}
                </Link>
              </li>
              <li aria-hidden="true">
                <ChevronRight className="size-3.5" />
              </li>
              <li aria-current="page" className="text-cream-100">
                {eyebrow}
              </li>
            </ol>
          </nav>
          <p className="eyebrow mt-6 print:mt-0 print:text-ink-700">{eyebrow}</p>
          <h1 className="mt-3 text-3xl text-cream-50 sm:text-5xl print:text-3xl print:text-ink-900">{title}</h1>
          <div className="mt-4 max-w-3xl text-base leading-relaxed text-mist-300 sm:text-lg print:text-sm print:text-ink-700">
            <p>{intro}</p>
          </div>
        </div>
      </div>
      <div className="container-page py-10 sm:py-14 print:py-4">{children}</div>
    </div>
  );
}

interface ToolLayoutProps {
  form: ReactNode;
  results: ReactNode;
  after?: ReactNode;
  /** The headline figure, kept in view on a phone while the inputs fill the screen. */
  peek?: { label: string; value: string };
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
export function toolPage(slug: CalculatorSlug, Body: ComponentType): ComponentType {
  const tool = toolBySlug(slug);
  const text = detailsOf(slug);
  function Page() {
    return (
      <ToolPage tool={tool} text={text}>
        <Body />
      </ToolPage>
    );
  }
  Page.displayName = `ToolPage(${slug})`;
  return Page;
}
