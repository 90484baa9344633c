/**
 * docs/product-spec.md §2: page views go to an analytics stub that only writes to the
 * console. The single function is where a real provider would plug in.
 */
export function trackPageView(path: string): void {
  console.info(`[analytics] page_view ${path}`);
}
