import { deferred } from '@/components/ui/deferred.tsx';

// Prerendered in full; the text and its view load right after the page is interactive (as an article's do).
export default deferred(() => import('./terms-view.tsx'), { anchorId: 'legal-title' });
