/** The search feature's public entry: the site search box, and what other search pages share with it (the index, highlighting, labels, scrolling to a section). */
export { SiteSearch } from './components/site-search.tsx';
export { Highlighted } from './components/highlighted.tsx';
export { loadKnowledge } from './lib/knowledge.ts';
export { KIND_LABEL } from './lib/kind-labels.ts';
export { scrollToHashWhenReady } from './lib/scroll-to-hash.ts';
