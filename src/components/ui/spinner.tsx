/** docs/product-spec.md §2: the spinner with 'Loading...' shown while a page's code loads. */
export function PageSpinner() {
  return (
    <div role="status" aria-live="polite" className="flex min-h-[60vh] flex-col items-center justify-center gap-4 text-mist-300">
      <span className="size-10 animate-spin rounded-full border-2 border-gold-400/30 border-t-gold-400" aria-hidden="true" />
      <span className="text-sm tracking-wide">Loading...</span>
    </div>
  );
}
