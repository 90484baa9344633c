// vitest-isolate: the part's module state (its chunk, who waits for it) and the page's hydration flag are per file.
import { act } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { afterEach, describe, expect, it } from 'vitest';
import { markHydrated, whenSectionsHydrated } from '@/lib/hydration.ts';
import { afterHydration } from './deferred.tsx';

/**
 * A tool page in miniature: controls that hydrate with the page, and figures
 * whose code arrives later (an afterHydration part), held back here until the
 * test lets it come. The page restores a draft once `ready()` says the
 * figures are live, as the visual designer and the calculators do.
 */
let deliver: () => void = () => {};
const figuresCode = new Promise<void>((resolve) => (deliver = resolve));
const rendersOfFigures: string[] = [];

function FiguresView({ plan }: { plan: string }) {
  rendersOfFigures.push(plan);
  return <p data-testid="figures">Figures for {plan}</p>;
}
// The same part as the server had it (its code at hand) and as the browser gets it (its code held back).
const ServerFigures = afterHydration<{ plan: string }>(() => Promise.resolve({ default: FiguresView }), <p>Working…</p>);
const Figures = afterHydration<{ plan: string }>(() => figuresCode.then(() => ({ default: FiguresView })), <p>Working…</p>);

const events: string[] = [];
function Page({ Part }: { Part: typeof Figures }) {
  const [plan, setPlan] = useState('the starter plan');
  useEffect(() => {
    if (Part !== Figures) return;
    void Figures.ready().then(() => {
      // React marks every node it has hydrated with a `__reactFiber$…` key.
      const figures = document.querySelector('[data-testid="figures"]');
      const live = figures !== null && Object.keys(figures).some((key) => key.startsWith('__reactFiber$'));
      events.push(`ready: ${figures?.textContent ?? 'no figures'}, ${live ? 'hydrated' : 'not hydrated'}`);
      setPlan('the saved draft');
    });
  }, []);
  return <Part plan={plan} />;
}

let root: Root | undefined;
afterEach(() => root?.unmount());

describe('afterHydration: ready() waits until the part is live', () => {
  it('resolves only once the part has hydrated in place, so the draft that follows never finds it unhydrated', async () => {
    // The server's HTML: figures for the starter plan, rendered in full. (Its parts load once the page
    // counts as hydrated, which on a real server it always does.)
    markHydrated();
    const { prelude } = await prerender(<Page Part={ServerFigures} />, { progressiveChunkSize: Number.POSITIVE_INFINITY });
    const container = document.createElement('div');
    container.innerHTML = await new Response(prelude).text();
    document.body.append(container);
    const serverFigures = container.querySelector('[data-testid="figures"]');
    expect(serverFigures).toHaveTextContent('Figures for the starter plan');
    rendersOfFigures.length = 0;

    await act(async () => {
      root = hydrateRoot(container, <Page Part={Figures} />);
    });
    // The page is interactive; the figures' code has not come, so the part waits, and so do jumps within the page.
    let sectionsDone = false;
    whenSectionsHydrated(() => (sectionsDone = true));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(events).toEqual([]);
    expect(sectionsDone).toBe(false);

    await act(async () => {
      deliver();
      await figuresCode;
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    // ready() came after the part hydrated (its server HTML kept, the same node), then the draft replaced the plan.
    expect(events).toEqual(['ready: Figures for the starter plan, hydrated']);
    expect(rendersOfFigures[0]).toBe('the starter plan');
    expect(container.querySelector('[data-testid="figures"]')).toBe(serverFigures);
    expect(serverFigures).toHaveTextContent('Figures for the saved draft');
    expect(sectionsDone).toBe(true);
  });
});
