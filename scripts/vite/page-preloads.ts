/**
 * The chunks each page needs, for client-side navigations.
 *
 * Vite writes, into the entry, the list of chunks every lazily loaded module
 * imports (`__vite__mapDeps`), so a navigation fetches a page and all it
 * imports at once. For the site's pages that list was 5 kB of gzipped
 * JavaScript in the entry, on every page, before it was interactive, for
 * navigations that come later if at all. So the entry keeps no list for the
 * pages (`omitPageDeps`, build.modulePreload.resolveDependencies), and the
 * prerenderer writes the same lists to /page-preloads.json, which the browser
 * fetches once the page is idle (src/app/page-preloads.ts).
 */
import type { PagePreloads } from '../../src/app/page-preloads.ts';

export interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;


/** A page file of the route table (`src/features/x/x-page.tsx`, `src/app/pages/x-page.tsx`). */
export const isPageSource = (source: string): boolean => /^src\/(features\/.+|app\/pages\/[^/]+)-page\.tsx$/.test(source);

/** The entry's own chunk, as Vite names it (assets/index-<hash>.js). */
const isEntryChunk = (file: string): boolean => /^assets\/index-[\w-]+\.js$/.test(file);
/** A page's chunk: named after its file (assets/<name>-page-<hash>.js). */
const isPageChunk = (file: string): boolean => /^assets\/[\w-]*-page-[\w-]+\.js$/.test(file);

/** build.modulePreload.resolveDependencies: no preload list in the entry for a page; everything else keeps its list. */
export function omitPageDeps(file: string, deps: string[], { hostId, hostType }: { hostId: string; hostType: 'html' | 'js' }): string[] {
  return hostType === 'js' && isEntryChunk(hostId) && isPageChunk(file) ? [] : deps;
}

/** The chunks reached from `starts` through static imports, each once, in visiting order; a chunk `skip` refuses is not entered. */
function reach(manifest: Manifest, starts: string[], skip: (chunk: ManifestChunk) => boolean = () => false): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file) || skip(chunk)) return;
    seen.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const start of starts) visit(start);
  return [...seen];
}

/** A module's chunk and every chunk it imports, the entry and what it imports left out (they are always loaded). */
export const chunkFiles = (manifest: Manifest, source: string, loaded: ReadonlySet<string> = new Set()): string[] =>
  reach(manifest, [source], (chunk) => chunk.isEntry === true || loaded.has(chunk.file));

/** The files the entry loads by itself: its chunk and its static imports. */
export const entryFiles = (manifest: Manifest): Set<string> =>
  new Set(reach(manifest, Object.keys(manifest).filter((key) => manifest[key]?.isEntry)));

/** /page-preloads.json: for each page of the manifest, the chunks a navigation to it needs. Keys are relative to src/, as the route table names pages. */
export function pagePreloads(manifest: Manifest): PagePreloads {
  const loaded = entryFiles(manifest);
  const files: string[] = [];
  const index = new Map<string, number>();
  const pages: Record<string, number[]> = {};
  for (const source of Object.keys(manifest).filter(isPageSource).sort()) {
    pages[source.slice('src/'.length)] = chunkFiles(manifest, source, loaded).map((file) => {
      let at = index.get(file);
      if (at === undefined) {
        at = files.push(file) - 1;
        index.set(file, at);
      }
      return at;
    });
  }
  return { files, pages };
}
