/**
 * docs/product-spec.md §2: one FAQ item open at a time. Native <details name="faq"> does it
 * in current browsers; this closes the others where exclusive accordions
 * are missing. `toggle` does not bubble, so the listener sits in the
 * capture phase of the block that holds the items.
 */
export function closeOtherFaqItems(opened: HTMLDetailsElement): void {
  if (!opened.open || opened.getAttribute('name') !== 'faq') return;
  opened.closest('ul')?.querySelectorAll<HTMLDetailsElement>('details[name="faq"]').forEach((item) => {
    if (item !== opened && item.open) item.open = false;
  });
}

/** For the prerendered FAQ (kept HTML, no React handlers): returns its cleanup. */
export function keepOneFaqOpen(block: HTMLElement): () => void {
  const onToggle = (event: Event) => {
    if (event.target instanceof HTMLDetailsElement) closeOtherFaqItems(event.target);
  };
  block.addEventListener('toggle', onToggle, true);
  return () => block.removeEventListener('toggle', onToggle, true);
}
