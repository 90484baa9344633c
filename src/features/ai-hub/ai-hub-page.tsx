import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { hubSections, type HubTool } from './hub-model.ts';

const SECTIONS = hubSections();
const TOTAL = SECTIONS.reduce((sum, section) => sum + section.tools.length, 0);

function ToolCard({ tool }: { tool: HubTool }) {
  return (
    <li data-testid="hub-tool" data-slug={tool.slug} data-available="true" className="card flex h-full flex-col p-6">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="font-display text-2xl text-cream-50">{tool.name}</h3>
        <span className="rounded-full bg-gold-400/15 px-2.5 py-0.5 text-xs font-semibold text-gold-200">Available</span>
      </div>
      <p className="mt-3 text-sm leading-relaxed text-cream-100">{tool.does}</p>
      <dl className="mt-4 grid flex-1 gap-2 text-sm leading-relaxed">
        <div>
          <dt className="font-semibold text-gold-200">Without an AI model</dt>
          <dd className="text-mist-300">{tool.offline}</dd>
        </div>
        <div>
          <dt className="font-semibold text-gold-200">With an AI model configured</dt>
          <dd className="text-mist-300">{tool.model ?? 'Nothing: this tool uses no model.'}</dd>
        </div>
        <div>
          <dt className="font-semibold text-gold-200">Access</dt>
          <dd className="text-mist-300">{tool.access}</dd>
        </div>
      </dl>
      <Link to={tool.href} className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-gold-200 underline-offset-4 hover:text-gold-100 hover:underline">
        Open<span className="sr-only"> the {tool.name.toLowerCase()}</span>
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </li>
  );
}

/** /ai-hub: every AI tool of the registry, by who it serves, with what runs offline and what a model adds. */
export default function AiHubPage() {
  return (
    <>
      <div className="border-b border-cellar-700 bg-gradient-to-b from-wine-900 to-cellar-900">
        <div className="container-page py-14 sm:py-20">
          <p className="eyebrow">AI Hub</p>
          <h1 className="mt-3 max-w-3xl text-4xl text-cream-50 sm:text-5xl">AI tools that do a real job, even offline</h1>
          <p className="mt-5 max-w-3xl text-lg leading-relaxed text-mist-300">
            Every tool here works from our own engines first: the estimator, layout and search run in your browser or on our server, give the
            same answer twice, and never need an AI provider. Where a model is configured it adds prose or vision, and the tool says which
            parts came from it. All {TOTAL} tools are available today.
          </p>
        </div>
      </div>
      <div className="container-page grid gap-16 py-14 sm:py-20">
        {SECTIONS.map((section) => (
          <section key={section.id} aria-labelledby={`hub-${section.id}`} data-testid={`hub-group-${section.id}`}>
            <h2 id={`hub-${section.id}`} className="text-3xl text-cream-50 sm:text-4xl">
              {section.title}
            </h2>
            <p className="mt-3 max-w-3xl text-lg text-mist-300">{section.intro}</p>
            <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {section.tools.map((tool) => (
                <ToolCard key={tool.slug} tool={tool} />
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
