import { useInnerHtml } from '@/lib/inner-html.ts';
import type { ReactNode } from 'react';
import { useRouterLinks } from '@/lib/router-links.ts';

export interface LegalSection {
  /** The anchor the table of contents links to; written in the Markdown, so links from emails keep working. */
  id: string;
  title: string;
  /** The heading and body, rendered at build time from src/content/legal/<page>.md. */
  html: string;
}

export interface LegalLayoutProps {
  eyebrow: string;
  title: string;
  /** Shown as written, e.g. "November 21, 2026"; the machine-readable date goes in `updatedIso`. */
  updated: string;
  updatedIso: string;
  /** The short plain-English summary in the header band. */
  summary: ReactNode;
  /** A one-line note on the document's status, shown above the contents. */
  notice: ReactNode;
  sections: readonly LegalSection[];
}

/**
 * Shared frame of the privacy and terms pages. Their prose is Markdown
 * (src/content/legal/), rendered at build time like the articles; the
 * contents list and the headings come from the same sections, so an anchor
 * can never point at a section that was renamed or removed.
 *
 * All sections go into one `.prose-cellar` block (its spacing rules style
 * direct children); internal links in the prose go through the router.
 */
export function LegalLayout({ eyebrow, title, updated, updatedIso, summary, notice, sections }: LegalLayoutProps) {
  const onClick = useRouterLinks();
  const html = sections.map((section) => section.html).join('\n');
  return (
    <article aria-labelledby="legal-title">
      <header className="border-b border-cellar-700 bg-gradient-to-b from-wine-900 to-cellar-900">
        <div className="container-page py-14 sm:py-20">
          <p className="eyebrow">{eyebrow}</p>
          <h1 id="legal-title" className="mt-3 text-4xl text-cream-50 sm:text-5xl">
            {title}
          </h1>
          <p className="mt-4 text-sm text-mist-300">
            Last updated: <time dateTime={updatedIso}>{updated}</time>
          </p>
          <div className="gold-rule mt-8 max-w-xl" aria-hidden="true" />
          <div className="mt-8 max-w-3xl text-base leading-relaxed text-cream-100 sm:text-lg">{summary}</div>
        </div>
      </header>

      <div className="container-page py-10 sm:py-14">
        <div className="rounded-xl bg-cream-50 px-5 py-8 text-ink-800 shadow-2xl shadow-black/40 sm:px-10 sm:py-12 lg:px-14">
          <p className="rounded-md border border-gold-500/50 bg-cream-100 px-4 py-3 text-sm text-ink-700">{notice}</p>

          <div className="mt-10 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-12">
            <nav aria-labelledby="legal-contents" className="lg:sticky lg:top-24 lg:self-start">
              <h2 id="legal-contents" className="font-sans text-xs font-semibold tracking-[0.2em] text-ink-700 uppercase">
                On this page
              </h2>
              <ol className="mt-4 grid gap-1 border-l border-cream-300 text-sm">
                {sections.map((section, index) => (
                  <li key={section.id}>
                    <a
                      href={`#${section.id}`}
                      className="-ml-px flex gap-2 border-l-2 border-transparent py-1 pl-3 text-ink-700 transition-colors hover:border-gold-500 hover:text-wine-700"
                    >
                      <span className="w-6 shrink-0 text-right text-gold-600 tabular-nums" aria-hidden="true">
                        {index + 1}.
                      </span>
                      {section.title}
                    </a>
                  </li>
                ))}
              </ol>
            </nav>

            <div
              className="prose-cellar mt-10 min-w-0 lg:mt-0 [&_.table-scroll]:overflow-x-auto"
              onClick={onClick}
              dangerouslySetInnerHTML={useInnerHtml(html)}
            />
          </div>
        </div>
      </div>
    </article>
  );
}
