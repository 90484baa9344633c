/** Seed data for local development is never shown as a real firm. */
export function SampleMark() {
  return (
    <span className="inline-flex items-center rounded-full border border-gold-400/60 bg-gold-400/10 px-2.5 py-0.5 text-xs font-semibold text-gold-100" title="Illustrative data for local development, not a real firm">
      Sample profile
    </span>
  );
}
