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

export { routeTable, isIndexable, NOT_FOUND } from '@/app/route-table.ts';

export async function render(url: string): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={url}>
        <AppProviders>
          <App />
        </AppProviders>
      </StaticRouter>
    </StrictMode>,
  );
  return new Response(prelude).text();
}
