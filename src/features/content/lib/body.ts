/**
 * Article bodies are rendered to HTML at build time and loaded per page
 * (virtual:content/loaders: one chunk each). The page reads a body with
 * React's use() of one cached promise per path, so the prerenderer waits
 * for it, a client-side navigation suspends until it arrives, and every
 * render after that reads the resolved value synchronously.
 *
 * Hydrating a prerendered article needs no body chunk at all: the HTML is
 * already in the page, so it is read back from the DOM. That keeps the body
 * (often larger than the page's own code) off the critical path.
 */
import { use } from 'react';
import { loaders } from 'virtual:content/loaders';
import type { ContentBody, Heading } from '@/content/schema.ts';
import { useHydrating } from '@/lib/hydration.ts';

const pending = new Map<string, Promise<ContentBody>>();
const ready = new Map<string, ContentBody>();

/** The element that holds a body on the page; its data attribute names the path. */
export const BODY_ATTRIBUTE = 'data-content-body';

export function loadBody(path: string): Promise<ContentBody> {
  let promise = pending.get(path);
  if (!promise) {
    const loader = loaders[path];
    if (!loader) throw new Error(`No content body for ${path}`);
    promise = loader().then(({ default: body }) => {
      ready.set(path, body);
      return body;
    });
    pending.set(path, promise);
  }
  return promise;
}

/** Headings exactly as the build wrote them into the HTML (h2/h3 with ids). */
export function headingsIn(root: ParentNode): Heading[] {
  return [...root.querySelectorAll<HTMLHeadingElement>('h2[id], h3[id]')].map((element) => ({
    depth: element.tagName === 'H2' ? 2 : 3,
    id: element.id,
    text: (element.textContent ?? '').trim(),
  }));
}

function fromPrerenderedHtml(path: string): ContentBody | undefined {
  if (typeof document === 'undefined') return undefined;
  const element = document.querySelector<HTMLElement>(`[${BODY_ATTRIBUTE}="${CSS.escape(path)}"]`);
  if (!element) return undefined;
  return { html: element.innerHTML, headings: headingsIn(element) };
}

/** The body of one content page; suspends the first time it is needed and not yet on the page. */
export function useContentBody(path: string): ContentBody {
  const hydrating = useHydrating();
  const known = ready.get(path);
  if (known) return known;
  const prerendered = hydrating ? fromPrerenderedHtml(path) : undefined;
  if (prerendered) {
    ready.set(path, prerendered);
    return prerendered;
  }
  return use(loadBody(path));
}
