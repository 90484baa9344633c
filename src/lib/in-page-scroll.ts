/**
 * In-page jumps on pages whose long sections use content-visibility: auto.
 *
 * Such sections are laid out at an estimated height until they come near the
 * viewport, so a jump measured against estimates lands in the wrong place as
 * the sections around the target render. Before a jump, every section is
 * laid out for real (one layout, only then), and the browser remembers each
 * real size afterwards (contain-intrinsic-size: auto), so the page stays put
 * when the sections go back to being skipped.
 */
const LAY_OUT_ALL = 'lay-out-all';
let generation = 0;

export function layOutAllSections(): void {
  const root = document.documentElement;
  root.classList.add(LAY_OUT_ALL);
  // Read a size so the layout happens now, before anything measures or scrolls.
  void root.offsetHeight;
  const mine = ++generation;
  // One rendered frame records the real sizes; the next may skip again.
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      if (mine === generation) root.classList.remove(LAY_OUT_ALL);
    }),
  );
}

/** Where a jump puts an element's top edge: under the fixed header (the page's scroll padding) and its own scroll margin. */
function wantedTop(target: Element): number {
  const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  return padding + (parseFloat(getComputedStyle(target).scrollMarginTop) || 0);
}

const READER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
/** How long after a jump its scroll may still end; longer than any smooth scroll the browser runs. */
const SETTLE_WINDOW_MS = 3000;

/**
 * Once a jump's scroll ends, checks that its target is where the jump meant
 * to put it, and puts it there if not: something above it changed size on
 * the way (a late font or image, a section rendered for the first time), or
 * the smooth scroll was cut short. Stands down as soon as the reader scrolls,
 * types or taps, and after a few seconds.
 */
export function settleOn(target: Element): void {
  const controller = new AbortController();
  const { signal } = controller;
  const stop = () => controller.abort();
  for (const type of READER_INPUT) window.addEventListener(type, stop, { signal, passive: true, capture: true });
  const timer = window.setTimeout(stop, SETTLE_WINDOW_MS);
  signal.addEventListener('abort', () => window.clearTimeout(timer));
  window.addEventListener(
    'scrollend',
    () => {
      stop();
      if (!target.isConnected || Math.abs(target.getBoundingClientRect().top - wantedTop(target)) <= 1) return;
      layOutAllSections();
      target.scrollIntoView({ block: 'start', behavior: 'instant' });
    },
    { signal },
  );
}

/** scrollIntoView against real section sizes, not estimates, landing exactly once it has scrolled. */
export function scrollToElement(target: Element, options: ScrollIntoViewOptions = { block: 'start' }): void {
  layOutAllSections();
  target.scrollIntoView(options);
  if ((options.block ?? 'start') === 'start') settleOn(target);
}

/** The element a "#id" hash names (percent-escapes decoded), or null: none, or a malformed escape. */
export function elementForHash(href: string): HTMLElement | null {
  try {
    const id = decodeURIComponent(href.slice(1));
    return id ? document.getElementById(id) : null;
  } catch {
    return null; // a malformed escape names no element
  }
}

/**
 * Plain "#section" links (a guide's table of contents, the skip link) use
 * the browser's own jump, which runs after the click event: lay everything
 * out first, during the click's capture phase, and see that it lands.
 */
export function installInPageLinkLayout(): () => void {
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href^="#"]') : null;
    if (!link) return;
    layOutAllSections();
    const target = elementForHash(link.getAttribute('href') ?? '');
    if (target) settleOn(target);
  };
  document.addEventListener('click', onClick, true);
  return () => document.removeEventListener('click', onClick, true);
}
