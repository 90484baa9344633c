import { deferred } from '@/components/ui/deferred.tsx';

// Prerendered in full (readable, every link working); the view's code loads
// right after the page becomes interactive, so it never delays that moment.
export default deferred(() => import('./blog-index-view.tsx'), { anchorId: 'blog-title' });
