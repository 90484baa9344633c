/**
 * The first page view paints with the web fonts' optional faces
 * (src/styles/web-fonts.css): if a font has not arrived by first paint, that
 * view keeps its fallback and no line ever re-wraps under the reader. Chromium
 * never swaps a late optional face in for the rest of the document, so a
 * single-page app would keep the fallbacks for the whole visit. Instead the
 * swapping faces take over at the first client-side navigation, when the page
 * changes anyway; they are warmed up (from the HTTP cache: the page preloads
 * the same files) while the browser is idle, so the switch shows no fallback.
 */
import { whenIdle } from '@/lib/idle.ts';

/** The class on <html> that src/styles.css keys the swapping stacks on. */
const WEB_FONTS_CLASS = 'web-fonts';

const SWAPPING_FACES = ['400 1em "Inter Variable"', '400 1em "Playfair Display Variable"'];

/** Loads the swapping faces' Latin files into memory without using them yet. */
export function warmWebFonts(): void {
  if (!('fonts' in document)) return;
  whenIdle(() => {
    for (const font of SWAPPING_FACES) document.fonts.load(font).catch(() => undefined);
  });
}

/** Puts the swapping faces first (src/styles.css, `:root.web-fonts`). */
export function switchToSwappingWebFonts(): void {
  document.documentElement.classList.add(WEB_FONTS_CLASS);
}
