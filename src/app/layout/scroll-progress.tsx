import { useEffect, useRef } from 'react';

/**
 * docs/product-spec.md §2 scroll-progress bar. Where the browser has
 * scroll-driven animations, the page's own scroll position draws it
 * (`.scroll-progress` in styles.css): no script, no scroll listener, nothing
 * on the main thread while a phone scrolls. Elsewhere a small script
 * (follow-scroll.ts, loaded only there) writes it on each frame that scrolls.
 */
export function ScrollProgress() {
  const bar = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (typeof CSS !== 'undefined' && CSS.supports('animation-timeline: scroll()')) return;
    let stop: (() => void) | undefined;
    let gone = false;
    void import('./follow-scroll.ts').then(({ followScroll }) => {
      if (!gone && bar.current) stop = followScroll(bar.current);
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, []);

  return (
    <div className="pointer-events-none fixed inset-x-0 top-0 z-50 h-0.5" aria-hidden="true">
      <div ref={bar} data-testid="scroll-progress" className="scroll-progress h-full origin-left bg-gradient-to-r from-gold-500 via-gold-300 to-gold-500" />
    </div>
  );
}
