import { deferred } from '@/components/ui/deferred.tsx';

// Prerendered in full (readable, every link working); the view's code loads
// right after the page becomes interactive, so it never delays that moment.
export default deferred(() => import('./case-studies-index-view.tsx'), { anchorId: 'case-studies-title' });
