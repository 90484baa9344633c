import { useEffect, useRef, useState } from 'react';
import type { Heading } from '@/content/schema.ts';
import { headingAbove, WIDE_CONTENTS } from '../lib/current-heading.ts';

/**
 * The id of the last heading scrolled past the header, updated at most once a
 * frame while the page scrolls, and only while the sticky column is shown: a
 * phone, or a page not yet scrolled, measures nothing (a long guide's sections
 * are skipped by layout until reached, and measuring them would force it).
 */
function useCurrentHeading(headings: readonly Heading[]): string | undefined {
  const [current, setCurrent] = useState<string>();
  useEffect(() => {
    if (headings.length === 0) return;
    const ids = headings.map((heading) => heading.id);
    const wide = typeof window.matchMedia === 'function' ? window.matchMedia(WIDE_CONTENTS) : null;
    const shown = () => wide?.matches ?? true;
    let frame = 0;
    const update = () => {
      frame = 0;
      setCurrent(headingAbove(ids, (element) => element.getBoundingClientRect()));
    };
    const onScroll = () => {
      if (!frame && shown()) frame = requestAnimationFrame(update);
    };
    // A reload keeps its scroll position: mark the section from the start (a phone does not even read it).
    if (shown() && window.scrollY > 0) onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    wide?.addEventListener('change', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      wide?.removeEventListener('change', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [headings]);
  return current;
}

function Entries({ headings, current, onChoose }: { headings: readonly Heading[]; current?: string | undefined; onChoose?: () => void }) {
  return (
    <ol className="grid gap-0.5 border-l border-cream-300 text-sm">
      {headings.map((heading) => {
        const active = heading.id === current;
        return (
          <li key={heading.id}>
            <a
              href={`#${heading.id}`}
              onClick={onChoose}
              aria-current={active ? 'location' : undefined}
              className={`-ml-px block border-l-2 py-1.5 leading-snug transition-colors hover:border-gold-500 hover:text-wine-700 ${
                heading.depth === 3 ? 'pl-6 text-[0.8125rem]' : 'pl-3'
              } ${active ? 'border-wine-700 font-semibold text-wine-700' : 'border-transparent text-ink-700'}`}
            >
              {heading.text}
            </a>
          </li>
        );
      })}
    </ol>
  );
}

/** Phones: a collapsible list above the text (no script needed to open it). */
export function MobileToc({ headings }: { headings: readonly Heading[] }) {
  const details = useRef<HTMLDetailsElement>(null);
  if (headings.length === 0) return null;
  const sections = headings.filter((heading) => heading.depth === 2).length;
  return (
    <nav aria-label="Table of contents" className="toc no-print mb-8 lg:hidden">
      <details ref={details} className="group rounded-lg border border-cream-300 bg-cream-100">
        <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-4 py-2.5 text-sm font-semibold text-ink-900 [&::-webkit-details-marker]:hidden">
          On this page
          <span className="ml-auto flex items-center gap-2 font-normal text-ink-600">
            {sections} sections
            <span className="inline-block text-gold-600 transition-transform group-open:rotate-180" aria-hidden="true">
              ▾
            </span>
          </span>
        </summary>
        <div className="px-4 pt-1 pb-4">
          <Entries headings={headings} onChoose={() => details.current?.removeAttribute('open')} />
        </div>
      </details>
    </nav>
  );
}

/**
 * Wide screens: a sticky column beside the text that marks the section
 * being read. Only one of the two lists is displayed at any width, so
 * assistive technology meets one contents navigation.
 */
export function DesktopToc({ headings }: { headings: readonly Heading[] }) {
  const current = useCurrentHeading(headings);
  const nav = useRef<HTMLElement>(null);
  // A long contents list scrolls on its own; keep the current entry inside it.
  useEffect(() => {
    const box = nav.current;
    const link = current ? box?.querySelector<HTMLElement>(`a[href="#${CSS.escape(current)}"]`) : null;
    if (!box || !link) return;
    const top = link.getBoundingClientRect().top - box.getBoundingClientRect().top + box.scrollTop;
    if (top < box.scrollTop || top + link.offsetHeight > box.scrollTop + box.clientHeight) box.scrollTop = top - box.clientHeight / 3;
  }, [current]);
  if (headings.length === 0) return null;
  return (
    <nav
      ref={nav}
      aria-labelledby="toc-title"
      className="toc no-print hidden lg:sticky lg:top-24 lg:block lg:max-h-[calc(100vh-8rem)] lg:self-start lg:overflow-y-auto lg:pb-4"
    >
      <p id="toc-title" className="text-xs font-semibold tracking-[0.2em] text-ink-700 uppercase">
        On this page
      </p>
      <div className="mt-4">
        <Entries headings={headings} current={current} />
      </div>
    </nav>
  );
}
