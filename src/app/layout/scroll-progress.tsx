import { useEffect, useRef } from 'react';

/** docs/product-spec.md §2 scroll-progress bar. Written straight to the style on scroll, no re-renders. */
export function ScrollProgress() {
  const bar = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const max = document.documentElement.scrollHeight - window.innerHeight;
      const progress = max > 0 ? Math.min(1, window.scrollY / max) : 0;
      if (bar.current) bar.current.style.transform = `scaleX(${progress})`;
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    // First measurement on the next frame: reading scrollHeight here would force a layout inside hydration.
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, []);

  return (
    <div className="pointer-events-none fixed inset-x-0 top-0 z-50 h-0.5" aria-hidden="true">
      <div
        ref={bar}
        data-testid="scroll-progress"
        className="h-full origin-left bg-gradient-to-r from-gold-500 via-gold-300 to-gold-500"
        style={{ transform: 'scaleX(0)' }}
      />
    </div>
  );
}
