import type { ImgHTMLAttributes } from 'react';

type HeroArtProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'width' | 'height' | 'alt'> & { alt: string };

/**
 * A content page's hero art (`heroSrc`): every one is drawn 1200 × 630, so its
 * box is reserved at that ratio before it loads. Callers add where it sits.
 */
export function HeroArt({ alt, className = '', ...image }: HeroArtProps) {
  return (
    <img width={1200} height={630} alt={alt} decoding="async" {...image} className={`aspect-[1200/630] h-auto w-full bg-wine-900 object-cover ${className}`.trim()} />
  );
}
