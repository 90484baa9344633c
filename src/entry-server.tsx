/**
 * Server entry used only at build time by scripts/prerender.ts: renders one
 * URL to HTML with the same routes and providers as the browser, waiting for
 * every lazy page and deferred section so the HTML is complete.
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from '@/app/app.tsx';
import { AppProviders } from '@/app/providers.tsx';
import { provideRouteMeta } from '@/app/routes.ts';
import { routeMeta } from 'virtual:route-table/meta';

export { routeTable, isIndexable, NOT_FOUND } from '@/app/route-table.ts';

// Every page's head is rendered here: the server holds the whole table of texts.
provideRouteMeta(routeMeta);

/** Throws if any component failed to render: a page must never ship half-rendered. */
export async function render(url: string): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={url}>
        <AppProviders>
          <App />
        </AppProviders>
      </StaticRouter>
    </StrictMode>,
    // One chunk: every boundary's HTML in place, so pages read fully without JavaScript
    // (by default React streams late boundaries into hidden blocks revealed by inline scripts).
    { progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => void errors.push(error) },
  );
  if (errors.length > 0) {
    throw new AggregateError(errors, `Rendering ${url} failed: ${errors.map((error) => (error instanceof Error ? error.message : String(error))).join('; ')}`);
  }
  return new Response(prelude).text();
}
