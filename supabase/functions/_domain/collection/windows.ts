/**
 * Drinking windows: when a bottle is likely to be at its best, from its
 * vintage and its style. A rule of thumb per style, written here and stated
 * as guidance on the page (docs/ai-tools.md, "The drinking-window rules"):
 * the window a producer, a critic or the collector gives a bottle is better,
 * and where a collection file carries one (CellarTracker's BeginConsume and
 * EndConsume) it wins.
 *
 * Each rule matches a style and, for the specific ones, words of the region,
 * appellation, grape or name; the first match wins, so the list runs from the
 * specific to the general. Offsets are years after the vintage.
 */
import type { Wine, WineStyle } from './wine.ts';

export interface WindowRule {
  id: string;
  /** What the rule covers, as the page names it. */
  label: string;
  styles: readonly WineStyle[];
  /** Words of the region, grape or name (lower case, matched as words); none for a style's general rule. */
  words?: readonly string[];
  from: number;
  peak: number;
  to: number;
}

export const WINDOW_RULES: readonly WindowRule[] = [
  { id: 'vintage-port', label: 'Vintage Port', styles: ['fortified'], words: ['port', 'porto', 'douro'], from: 15, peak: 25, to: 50 },
  { id: 'fortified', label: 'Vintage-dated fortified wine (Madeira, Sherry, Banyuls)', styles: ['fortified'], from: 5, peak: 20, to: 40 },
  { id: 'noble-sweet', label: 'Botrytised sweet wine (Sauternes, Barsac, Tokaji)', styles: ['sweet'], words: ['sauternes', 'barsac', 'tokaji', 'tokaj', 'trockenbeerenauslese', 'beerenauslese'], from: 5, peak: 15, to: 35 },
  { id: 'sweet', label: 'Sweet and dessert wine', styles: ['sweet'], from: 2, peak: 6, to: 15 },
  { id: 'vintage-sparkling', label: 'Vintage Champagne and sparkling wine', styles: ['sparkling'], from: 4, peak: 8, to: 15 },
  { id: 'rose', label: 'Rosé', styles: ['rose'], from: 0, peak: 1, to: 3 },
  { id: 'nebbiolo', label: 'Barolo, Barbaresco and Nebbiolo', styles: ['red'], words: ['barolo', 'barbaresco', 'nebbiolo'], from: 8, peak: 15, to: 30 },
  { id: 'bordeaux-cabernet', label: 'Bordeaux and Cabernet Sauvignon', styles: ['red'], words: ['bordeaux', 'pauillac', 'margaux', 'saint-julien', 'st-julien', 'saint-estèphe', 'st-estèphe', 'pessac-léognan', 'saint-émilion', 'st-émilion', 'pomerol', 'médoc', 'haut-médoc', 'cabernet sauvignon', 'napa valley', 'bolgheri'], from: 5, peak: 12, to: 25 },
  { id: 'brunello', label: 'Brunello, Taurasi and Aglianico', styles: ['red'], words: ['brunello', 'montalcino', 'taurasi', 'aglianico'], from: 6, peak: 12, to: 25 },
  { id: 'northern-rhone', label: 'Northern Rhône Syrah (Hermitage, Côte-Rôtie, Cornas)', styles: ['red'], words: ['hermitage', 'côte-rôtie', 'cote-rotie', 'cornas', 'northern rhône'], from: 5, peak: 12, to: 25 },
  { id: 'rioja-reserva', label: 'Rioja and Ribera del Duero', styles: ['red'], words: ['rioja', 'ribera del duero', 'tempranillo', 'priorat'], from: 4, peak: 10, to: 20 },
  { id: 'light-red', label: 'Beaujolais, Gamay and light reds', styles: ['red'], words: ['beaujolais', 'gamay', 'dolcetto', 'valpolicella', 'lambrusco'], from: 1, peak: 2, to: 5 },
  { id: 'red-burgundy', label: 'Red Burgundy and Pinot Noir from Burgundy', styles: ['red'], words: ['burgundy', 'bourgogne', 'côte de nuits', 'côte de beaune', 'gevrey-chambertin', 'vosne-romanée', 'chambolle-musigny', 'pommard', 'volnay', 'nuits-saint-georges'], from: 3, peak: 8, to: 18 },
  { id: 'southern-rhone', label: 'Châteauneuf-du-Pape and Southern Rhône', styles: ['red'], words: ['châteauneuf-du-pape', 'chateauneuf-du-pape', 'gigondas', 'vacqueyras', 'southern rhône'], from: 4, peak: 8, to: 15 },
  { id: 'chianti', label: 'Chianti Classico and Sangiovese', styles: ['red'], words: ['chianti', 'sangiovese', 'vino nobile'], from: 2, peak: 6, to: 12 },
  { id: 'syrah', label: 'Shiraz, Syrah and Malbec', styles: ['red'], words: ['shiraz', 'syrah', 'malbec', 'barossa'], from: 3, peak: 7, to: 15 },
  { id: 'pinot-noir', label: 'Pinot Noir from elsewhere', styles: ['red'], words: ['pinot noir'], from: 2, peak: 5, to: 10 },
  { id: 'red', label: 'Red wine in general', styles: ['red'], from: 2, peak: 5, to: 10 },
  { id: 'riesling', label: 'Riesling', styles: ['white'], words: ['riesling', 'mosel', 'rheingau', 'alsace'], from: 2, peak: 8, to: 20 },
  { id: 'chenin', label: 'Loire Chenin Blanc (Vouvray, Savennières)', styles: ['white'], words: ['chenin blanc', 'vouvray', 'savennières', 'montlouis'], from: 3, peak: 8, to: 20 },
  { id: 'white-burgundy', label: 'White Burgundy, Chablis and white Bordeaux', styles: ['white'], words: ['burgundy', 'bourgogne', 'chablis', 'meursault', 'puligny-montrachet', 'chassagne-montrachet', 'corton-charlemagne', 'pessac-léognan', 'graves'], from: 2, peak: 6, to: 12 },
  { id: 'chardonnay', label: 'Chardonnay from elsewhere', styles: ['white'], words: ['chardonnay'], from: 1, peak: 3, to: 7 },
  { id: 'light-white', label: 'Sauvignon Blanc, Pinot Grigio and light whites', styles: ['white'], words: ['sauvignon blanc', 'pinot grigio', 'pinot gris', 'albariño', 'albarino', 'vinho verde', 'muscadet', 'grüner veltliner', 'sancerre'], from: 0, peak: 1, to: 4 },
  { id: 'white', label: 'White wine in general', styles: ['white'], from: 1, peak: 2, to: 5 },
];

export type WindowStatus = 'hold' | 'ready' | 'past';

export interface DrinkingWindow {
  from: number;
  /** The year the rule expects the wine at its best; null for the collector's own window, which says no peak. */
  peak: number | null;
  to: number;
  status: WindowStatus;
  /** Where the window came from: the collector's file or form, or one of the rules. */
  source: { kind: 'yours' } | { kind: 'rule'; rule: WindowRule } | { kind: 'non-vintage' };
}

const words = (wine: Wine) => ` ${[wine.region, wine.varietal, wine.name].join(' ').toLowerCase().replace(/[,;/()]+/g, ' ').replace(/\s+/g, ' ')} `;

export function ruleFor(wine: Wine): WindowRule {
  const text = words(wine);
  const rule = WINDOW_RULES.find((candidate) => candidate.styles.includes(wine.style) && (!candidate.words || candidate.words.some((word) => text.includes(` ${word} `))));
  // Every style has a general rule (no words), so one always matches; windows.test.ts holds the table to that.
  return rule as WindowRule;
}

const statusIn = (year: number, from: number, to: number): WindowStatus => (year < from ? 'hold' : year > to ? 'past' : 'ready');

/**
 * A bottle's window in `thisYear`. The collector's years win; a non-vintage
 * wine is made to be drunk on release, so it is ready now and for the next
 * three years (no vintage to count from, so the window moves with the year).
 */
export function drinkingWindow(wine: Wine, thisYear: number): DrinkingWindow {
  if (wine.drinkFrom !== null || wine.drinkTo !== null) {
    const from = wine.drinkFrom ?? Math.min(thisYear, wine.drinkTo as number);
    const to = wine.drinkTo ?? Math.max(from, thisYear) + 3;
    return { from, peak: null, to, status: statusIn(thisYear, from, to), source: { kind: 'yours' } };
  }
  if (wine.vintage === null) return { from: thisYear, peak: null, to: thisYear + 3, status: 'ready', source: { kind: 'non-vintage' } };
  const rule = ruleFor(wine);
  const from = wine.vintage + rule.from;
  const to = wine.vintage + rule.to;
  return { from, peak: wine.vintage + rule.peak, to, status: statusIn(thisYear, from, to), source: { kind: 'rule', rule } };
}

export interface WindowSummary {
  /** Bottles, not lines. */
  counts: Record<WindowStatus, number>;
  /** Bottles in their window each year from this year on, for the timeline. */
  byYear: { year: number; ready: number; opening: number; closing: number }[];
  /** How many bottles' windows are the collector's own. */
  fromYours: number;
}

/** Ready now / hold / past counts and, for `years` years from now, how many bottles are in their window, enter it and leave it. */
export function summarizeWindows(wines: readonly Wine[], thisYear: number, years = 15): WindowSummary {
  const windows = wines.map((wine) => ({ wine, window: drinkingWindow(wine, thisYear) }));
  const counts: Record<WindowStatus, number> = { hold: 0, ready: 0, past: 0 };
  let fromYours = 0;
  for (const { wine, window } of windows) {
    counts[window.status] += wine.quantity;
    if (window.source.kind === 'yours') fromYours += wine.quantity;
  }
  const byYear = Array.from({ length: years }, (_, i) => {
    const year = thisYear + i;
    let ready = 0;
    let opening = 0;
    let closing = 0;
    for (const { wine, window } of windows) {
      // Non-vintage wines are counted ready this year only: their window is not tied to a year.
      if (window.source.kind === 'non-vintage') {
        if (i === 0) ready += wine.quantity;
        continue;
      }
      if (year >= window.from && year <= window.to) ready += wine.quantity;
      if (year === window.from) opening += wine.quantity;
      if (year === window.to) closing += wine.quantity;
    }
    return { year, ready, opening, closing };
  });
  return { counts, byYear, fromYours };
}
