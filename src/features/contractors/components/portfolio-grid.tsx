import type { PortfolioImage } from '../api/types.ts';

/** Every image slot is 4:3 at a fixed size, loaded or not, so the page never shifts. */
export const PORTFOLIO_SIZE = { width: 800, height: 600 } as const;

export function PortfolioGrid({ images, loading }: { images: readonly PortfolioImage[] | undefined; loading: boolean }) {
  if (loading) {
    return (
      <div className="grid gap-4 sm:grid-cols-2" aria-hidden="true">
        <div className="aspect-[4/3] rounded-xl bg-cellar-700/50" />
        <div className="aspect-[4/3] rounded-xl bg-cellar-700/50" />
      </div>
    );
  }
  if (!images || images.length === 0) return <p className="text-sm text-mist-400">No portfolio images yet.</p>;
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {images.map((image) => (
        <li key={image.id}>
          <img
            src={image.url}
            alt={image.alt}
            width={PORTFOLIO_SIZE.width}
            height={PORTFOLIO_SIZE.height}
            loading="lazy"
            decoding="async"
            className="aspect-[4/3] h-auto w-full rounded-xl border border-cellar-700 bg-cellar-800 object-cover"
          />
        </li>
      ))}
    </ul>
  );
}
