import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { business } from '@domain/business.ts';
import { detailsOf } from '@/config/tool-details.ts';
import { toolBySlug, toolsIn, type ToolSlug } from '@/config/tools.ts';
import { ToolIcon } from '@/components/tool-shell/tool-icon.tsx';

const TOOLS = toolsIn('calculator').map((tool) => ({ path: tool.path, ...detailsOf(tool.slug) }));

/** Where to start, in the order most visitors need them; links come from the registry. */
const GUIDE: readonly { question: string; tool: ToolSlug; cta: string }[] = [
  { question: 'Not sure a cellar is right for you yet?', tool: 'suitability', cta: 'Take the cellar quiz' },
  { question: 'Know roughly how many bottles, and want a budget?', tool: 'cost', cta: 'Start with the cost calculator' },
  { question: 'Have a room in mind and need to size the cooling?', tool: 'climate', cta: 'Use the cooling load calculator' },
  { question: 'Planning racking for a room you already have?', tool: 'capacity', cta: 'Use the capacity calculator' },
  { question: 'Weighing a cellar against off-site storage?', tool: 'roi', cta: 'Run the ROI calculator' },
  { question: 'Worried about how your wine is stored today?', tool: 'asset-valuation', cta: 'Value the collection and its risk' },
];

export default function CalculatorsIndexPage() {
  return (
    <>
      <div className="border-b border-cellar-700 bg-gradient-to-b from-wine-900 to-cellar-900">
        <div className="container-page py-14 sm:py-20">
          <p className="eyebrow">Calculators</p>
          <h1 className="mt-3 max-w-3xl text-4xl text-cream-50 sm:text-5xl">Wine cellar calculators you can check line by line</h1>
          <p className="mt-5 max-w-3xl text-lg leading-relaxed text-mist-300">
            Cost, cooling, capacity and return on investment, from the same figures our designers use, each with its sources and assumptions
            in view. Results update as you type, links carry your inputs, and you can save them or attach them to a free quote.
          </p>
        </div>
      </div>

      <div className="container-page grid gap-16 py-14 sm:py-20">
        <section aria-labelledby="tools-title">
          <h2 id="tools-title" className="sr-only">
            The calculators
          </h2>
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {TOOLS.map(({ path, icon, name, question, gives }) => (
              <li key={path}>
                <Link to={path} className="card group flex h-full flex-col p-6 transition-colors hover:border-gold-400/60">
                  <span className="flex size-11 items-center justify-center rounded-lg bg-gold-400/15 text-gold-300">
                    <ToolIcon name={icon} className="size-5" />
                  </span>
                  <span className="mt-4 font-display text-2xl text-cream-50">{name}</span>
                  <span className="mt-2 font-medium text-gold-200">{question}</span>
                  <span className="mt-2 flex-1 text-sm leading-relaxed text-mist-300">{gives}</span>
                  <span className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-gold-200 group-hover:text-gold-100">
                    Open<span className="sr-only"> the {name.toLowerCase()}</span>
                    <ArrowRight className="size-4" aria-hidden="true" />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="guide-title" className="grid gap-8 lg:grid-cols-[1fr_1.4fr] lg:items-start">
          <div>
            <p className="eyebrow">Where to start</p>
            <h2 id="guide-title" className="mt-3 text-3xl text-cream-50 sm:text-4xl">
              Which calculator do I need?
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-mist-300">
              Most people start with the quiz or the cost calculator; the others answer the questions that follow. When the numbers look right,
              attach them to a free design quote and we start from your figures.
            </p>
          </div>
          <ol className="grid gap-3">
            {GUIDE.map((entry, index) => (
              <li key={entry.tool} className="card flex flex-col gap-2 p-5 sm:flex-row sm:items-center sm:justify-between">
                <span className="flex items-baseline gap-3 text-cream-100">
                  <span className="font-display text-xl text-gold-300" aria-hidden="true">
                    {index + 1}
                  </span>
                  {entry.question}
                </span>
                <Link to={toolBySlug(entry.tool).path} className="shrink-0 text-sm font-semibold text-gold-200 underline underline-offset-4 hover:text-gold-100">
                  {entry.cta}
                </Link>
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="quote-title" className="rounded-2xl border border-gold-400/30 bg-gradient-to-br from-wine-800 via-wine-900 to-cellar-900 p-8 sm:p-12">
          <h2 id="quote-title" className="text-3xl text-cream-50">
            Prefer a designer to run the numbers?
          </h2>
          <p className="mt-3 max-w-2xl text-lg text-cream-100/90">
            {business.offer.quoteCta}: a design consultation, layout, cooling recommendation and itemized budget. We respond within{' '}
            {business.offer.responseHours} hours.
          </p>
          <Link to="/quote" className="btn-gold mt-6 px-6 text-base">
            Request your free quote
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </section>
      </div>
    </>
  );
}
