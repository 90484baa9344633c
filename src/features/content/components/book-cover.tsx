import { business } from '@domain/business.ts';

/**
 * The book's cover, drawn with HTML and CSS in a fixed 3:4 box: title and
 * subtitle in Playfair on a burgundy field between gold rules. Text stays
 * real text (searchable, sharp at any size) and nothing loads.
 */
export function BookCover({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <div
      role="img"
      aria-label={`Cover of ${title}: ${subtitle}`}
      className="relative mx-auto aspect-[3/4] w-full max-w-72 overflow-hidden rounded-r-lg rounded-l-sm bg-wine-700 shadow-2xl shadow-black/60 ring-1 ring-gold-400/40"
    >
      <div className="absolute inset-0 bg-[radial-gradient(ellipse_at_top,rgba(230,207,154,0.18),transparent_60%),linear-gradient(160deg,#84283a_0%,#6b1d2a_45%,#4a1a24_100%)]" aria-hidden="true" />
      <div className="absolute inset-y-0 left-0 w-3 bg-gradient-to-r from-black/40 to-transparent" aria-hidden="true" />
      <div className="absolute inset-3 rounded-sm border border-gold-300/70" aria-hidden="true" />
      <div className="absolute inset-[1.1rem] rounded-sm border border-gold-300/30" aria-hidden="true" />
      <div className="relative flex h-full flex-col items-center px-8 py-10 text-center" aria-hidden="true">
        <span className="text-[0.6rem] font-semibold tracking-[0.35em] text-gold-200 uppercase">{business.name}</span>
        <span className="mt-6 h-px w-16 bg-gold-300" />
        <span className="mt-6 font-display text-3xl leading-tight font-semibold text-cream-50">{title}</span>
        <span className="mt-4 font-display text-sm leading-snug text-gold-100 italic">{subtitle}</span>
        <span className="mt-auto flex items-center gap-2 text-gold-300">
          <span className="h-px w-8 bg-gold-300" />
          <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.2">
            <path d="M8 2h8v5a4 4 0 0 1-2 3.5V20h2v2H8v-2h2v-9.5A4 4 0 0 1 8 7z" />
          </svg>
          <span className="h-px w-8 bg-gold-300" />
        </span>
        <span className="mt-3 text-[0.6rem] tracking-[0.3em] text-gold-200 uppercase">Planning · Building · Care</span>
      </div>
    </div>
  );
}
