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

/** scrollIntoView against real section sizes, not estimates. */
export function scrollToElement(target: Element, options: ScrollIntoViewOptions = { block: 'start' }): void {
  layOutAllSections();
  target.scrollIntoView(options);
}

/**
 * Plain "#section" links (a guide's table of contents, the skip link) use
 * the browser's own jump, which runs after the click event: lay everything
 * out first, during the click's capture phase.
 */
export function installInPageLinkLayout(): void {
  document.addEventListener(
    'click',
    (event) => {
      if (event.target instanceof Element && event.target.closest('a[href^="#"]')) layOutAllSections();
    },
    true,
  );
}
