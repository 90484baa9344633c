/**
 * The scroll-progress bar for browsers without scroll-driven animations:
 * its scale written straight to the style, once per frame that scrolls or
 * resizes, no re-renders. Returns the function that stops it.
 */
export function followScroll(bar: HTMLElement): () => void {
  let frame = 0;
  const update = () => {
    frame = 0;
    const max = document.documentElement.scrollHeight - window.innerHeight;
    const progress = max > 0 ? Math.min(1, window.scrollY / max) : 0;
    bar.style.transform = `scaleX(${progress})`;
  };
  const onScroll = () => {
    if (!frame) frame = requestAnimationFrame(update);
  };
  // First measurement on the next frame: reading scrollHeight now could force a layout inside hydration.
  onScroll();
  window.addEventListener('scroll', onScroll, { passive: true });
  window.addEventListener('resize', onScroll, { passive: true });
  return () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('scroll', onScroll);
    window.removeEventListener('resize', onScroll);
  };
}
