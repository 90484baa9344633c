/**
 * Every content route renders its page in a router, as the app does: title,
 * breadcrumbs, table of contents from the body's headings, JSON-LD, and the
 * page-specific parts (case-study facts, the PDF download, the book outline).
 */
import { Suspense, type ComponentType } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeTable } from '@/app/route-table.ts';
import { findContent } from '@/content/collections.ts';
import { AssistantProvider } from '@/features/chat/assistant-context.tsx';
import { markHydrated } from '@/lib/hydration.ts';
import { loadBody } from '../lib/body.ts';

const pages = import.meta.glob<{ default: ComponentType }>('./*-page.tsx');
const contentRoutes = routeTable.filter((route) => route.page.startsWith('features/content/pages/') && !route.page.includes('-index-'));

function Probe() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

async function renderRoute(path: string) {
  const route = contentRoutes.find((entry) => entry.path === path);
  if (!route) throw new Error(`no content route ${path}`);
  const load = pages[`./${route.page.split('/').pop()}`];
  if (!load) throw new Error(`no page module for ${route.page}`);
  const { default: Page } = await load();
  // Render as after a client-side navigation: the body chunk loads, deferred sections render in full.
  await loadBody(path);
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <AssistantProvider>
        <Suspense fallback={<p>Loading...</p>}>
          <Routes>
            <Route path={path} element={<Page />} />
            <Route path="*" element={<p>elsewhere</p>} />
          </Routes>
        </Suspense>
        <Probe />
      </AssistantProvider>
    </MemoryRouter>,
  );
  // The page's lazy sections resolve on their first use; later renders find them cached.
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  return view;
}

const jsonLd = (container: HTMLElement) =>
  [...container.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>);

beforeAll(async () => {
  markHydrated();
  // Transform and load every page module once, before the tests: on a cold, busy machine the first
  // test otherwise pays for compiling the whole content feature inside its own wait for the heading.
  await Promise.all(Object.values(pages).map((load) => load()));
}, 60_000);

describe('content pages', () => {
  it('has a page for every content file', () => {
    expect(contentRoutes.length).toBeGreaterThanOrEqual(15);
  });

  it.each(contentRoutes.map((route) => route.path))('%s renders its title, breadcrumbs, contents and JSON-LD', async (path) => {
    const item = findContent(path)!;
    const { container } = await renderRoute(path);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(item.title);

    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');

    const data = jsonLd(container);
    const trail = data.find((entry) => entry['@type'] === 'BreadcrumbList') as { itemListElement: Array<{ item: string }> } | undefined;
    expect(trail?.itemListElement.at(-1)?.item).toMatch(new RegExp(`${path}$`));
    const main = data.find((entry) => ['Article', 'BlogPosting', 'Book'].includes(String(entry['@type'])));
    expect(main?.['@type']).toBe(path === '/book' ? 'Book' : item.collection === 'blog' ? 'BlogPosting' : 'Article');
    expect(main?.[path === '/book' ? 'name' : 'headline']).toBe(item.title);

    if (path !== '/book') {
      const body = await loadBody(path);
      expect(body.headings.length).toBeGreaterThan(2);
      const toc = screen.getByRole('navigation', { name: 'On this page' });
      for (const heading of body.headings) {
        expect(within(toc).getByRole('link', { name: heading.text })).toHaveAttribute('href', `#${heading.id}`);
        expect(container.querySelector(`#${CSS.escape(heading.id)}`)).not.toBeNull();
      }
      expect(container.querySelector('time[datetime]')).toHaveAttribute('datetime', item.published);
      const next = within(await screen.findByRole('region', { name: 'Your next step' }));
      expect(next.getByRole('link', { name: 'Get FREE Quote (Worth $2,500)' })).toHaveAttribute('href', '/quote');
      expect(next.getByRole('link', { name: /^Open the .* (calculator|quiz|valuation|summary)$/ }).getAttribute('href')).toMatch(/^\/(calculators|asset-valuation|investment-summary)/);
      expect(next.getByRole('button', { name: 'Ask the assistant' })).toBeInTheDocument();
      expect(within(await screen.findByRole('region', { name: 'Related guides and articles' })).getAllByRole('article')).toHaveLength(3);
    }
  });

  it('shows a case study’s facts panel', async () => {
    await renderRoute('/case-studies/napa-valley-estate');
    const facts = within(screen.getByRole('region', { name: 'Project at a glance' }));
    expect(facts.getByText('Napa Valley, California')).toBeInTheDocument();
    expect(facts.getByText('3,200 bottles')).toBeInTheDocument();
    expect(facts.getByText('$186,000')).toBeInTheDocument();
    expect(facts.getByText('11 weeks')).toBeInTheDocument();
  });

  it('offers a real PDF download on a download page', async () => {
    await renderRoute('/downloads/planning-checklist');
    const links = screen.getAllByRole('link', { name: /Download .*PDF, 12 pages/ });
    expect(links.length).toBeGreaterThanOrEqual(1);
    for (const link of links) {
      expect(link).toHaveAttribute('href', '/pdfs/planning-checklist.pdf');
      expect(link).toHaveAttribute('download');
    }
  });

  it('lists the whole book outline, linking only chapter 1', async () => {
    await renderRoute('/book');
    const book = findContent('/book')!;
    const outline = within(screen.getByRole('region', { name: 'What the book covers' }));
    expect(outline.getAllByRole('listitem')).toHaveLength(book.chapters!.length);
    expect(outline.getByRole('link', { name: /Should You Build a Cellar/ })).toHaveAttribute('href', '/book/chapter-1');
    expect(outline.getAllByText('Coming in the full edition')).toHaveLength(book.chapters!.length - 1);
    expect(screen.getByRole('img', { name: /^Cover of The Cellar Blueprint/ })).toBeInTheDocument();
  });

  it('gives chapter 1 its eyebrow, the way back to the book, the next chapter unlinked and the checklist', async () => {
    await renderRoute('/book/chapter-1');
    expect(screen.getByText('Chapter 1', { selector: 'p' })).toBeInTheDocument();
    const chapters = within(await screen.findByRole('navigation', { name: 'Chapters' }));
    expect(chapters.getByRole('link', { name: /The Cellar Blueprint/ })).toHaveAttribute('href', '/book');
    expect(chapters.getByText('What Wine Needs: The Science of Storage')).not.toHaveAttribute('href');
    expect(screen.getByRole('link', { name: 'Get the checklist' })).toHaveAttribute('href', '/downloads/planning-checklist');
  });

  it('hands internal links in the body to the router, and leaves PDFs to the browser', async () => {
    const { container } = await renderRoute('/blog/why-wine-cellars-fail');
    const body = container.querySelector<HTMLElement>('[data-content-body]')!;
    const pdf = body.querySelector<HTMLAnchorElement>('a[href^="/pdfs/"]');
    if (pdf) {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
      pdf.dispatchEvent(event);
      expect(event.defaultPrevented).toBe(false);
    }
    const internal = body.querySelector<HTMLAnchorElement>('a[href^="/resources/"], a[href^="/calculators/"]')!;
    expect(internal).not.toBeNull();
    await act(async () => {
      fireEvent.click(internal);
    });
    expect(screen.getByTestId('location')).toHaveTextContent(internal.getAttribute('href')!.split('#')[0]!);
  });
});
