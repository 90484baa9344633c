import { Link } from 'react-router';
import { ChevronRight } from 'lucide-react';
import { AI_TOOLS_CATALOG } from '@/config/ai-tools-catalog.ts';
import { detailsOf, type ToolDetails } from '@/config/tool-details.ts';
import { FAMILY_HOME, toolBySlug, type Tool, type ToolSlug } from '@/config/tools.ts';

/** What the heading shows: a calculator's from `tool-details.ts`, an AI tool's from its catalog entry. */
function headerText(tool: Tool): Pick<ToolDetails, 'name' | 'heading' | 'intro'> {
  if (tool.family !== 'ai') return detailsOf(tool.slug);
  const info = AI_TOOLS_CATALOG[tool.slug];
  return { name: info.name, heading: info.page?.heading ?? info.name, intro: info.page?.intro ?? info.does };
}

/**
 * A tool page's heading from the registry: a breadcrumb back to where its
 * family is listed, the name as eyebrow, the heading and the introduction.
 * Never hydrated on a prerendered page (see ToolPage).
 */
export default function ToolHeader({ slug }: { slug: ToolSlug }) {
  const tool = toolBySlug(slug);
  const parent = FAMILY_HOME[tool.family];
  const { name: eyebrow, heading: title, intro } = headerText(tool);
  return (
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
  );
}
