/**
 * One line of a wine collection and the limits every source of lines (the
 * add-a-bottle form, a CSV import, a saved collection) is held to, so the
 * three can never disagree about what a valid bottle is.
 */

export const WINE_STYLES = ['red', 'white', 'rose', 'sparkling', 'sweet', 'fortified'] as const;
export type WineStyle = (typeof WINE_STYLES)[number];

export const STYLE_LABELS: Record<WineStyle, string> = {
  red: 'Red',
  white: 'White',
  rose: 'Rosé',
  sparkling: 'Sparkling',
  sweet: 'Sweet / dessert',
  fortified: 'Fortified',
};

export interface Wine {
  name: string;
  producer: string;
  /** Null for a non-vintage wine. */
  vintage: number | null;
  style: WineStyle;
  /** Region, appellation or country as the collector wrote it: the drinking-window rules read it. */
  region: string;
  varietal: string;
  /** Bottle size in millilitres. */
  sizeMl: number;
  quantity: number;
  /** Value of one bottle in US dollars, or null when unknown. */
  valueUsd: number | null;
  /** The collector's own drinking window (CellarTracker's BeginConsume / EndConsume): it wins over the rules. */
  drinkFrom: number | null;
  drinkTo: number | null;
}

export const COLLECTION_LIMITS = {
  /** Lines (wines), not bottles: a saved collection must fit the 64 KB saved-calculation row. */
  maxWines: 300,
  maxQuantity: 10_000,
  minVintage: 1800,
  /** Next year's wines are sold en primeur. */
  maxVintageAhead: 1,
  minSizeMl: 187,
  maxSizeMl: 30_000,
  maxValueUsd: 1_000_000,
  minWindowYear: 1800,
  maxWindowYear: 2200,
  nameLength: 100,
  textLength: 60,
} as const;

/** The sizes the page offers, by their usual names. */
export const BOTTLE_SIZES = [
  { ml: 375, label: 'Half bottle (375 ml)' },
  { ml: 500, label: '500 ml' },
  { ml: 750, label: 'Standard (750 ml)' },
  { ml: 1500, label: 'Magnum (1.5 L)' },
  { ml: 3000, label: 'Double magnum / Jeroboam (3 L)' },
  { ml: 6000, label: 'Imperial / Methuselah (6 L)' },
] as const;

const SIZE_NAMES: Record<string, number> = {
  split: 187,
  piccolo: 187,
  half: 375,
  'half bottle': 375,
  demi: 375,
  standard: 750,
  bottle: 750,
  magnum: 1500,
  'double magnum': 3000,
  jeroboam: 3000,
  rehoboam: 4500,
  imperial: 6000,
  methuselah: 6000,
  salmanazar: 9000,
};

/** "750ml", "1.5L", "1,5 l", "Magnum", "375 mL", "3.0L": the size in ml, or null when it cannot be read. */
export function parseBottleSize(text: string): number | null {
  const key = text.trim().toLowerCase().replace(/\s+/g, ' ');
  if (key === '') return null;
  const named = SIZE_NAMES[key.replace(/\s*\(.*\)$/, '')];
  if (named) return named;
  const match = /^(\d+(?:[.,]\d+)?)\s*(ml|cl|l|litres?|liters?)?$/.exec(key);
  if (!match) return null;
  const amount = Number((match[1] ?? '').replace(',', '.'));
  const unit = match[2] ?? (amount < 20 ? 'l' : 'ml');
  const ml = unit === 'ml' ? amount : unit === 'cl' ? amount * 10 : amount * 1000;
  return Math.round(ml);
}

export function sizeLabel(ml: number): string {
  const known = BOTTLE_SIZES.find((size) => size.ml === ml);
  if (known) return known.label;
  return ml >= 1000 ? `${ml / 1000} L` : `${ml} ml`;
}

/** Why a vintage cannot be: null when it can. */
export function vintageProblem(vintage: number, thisYear: number): string | null {
  if (!Number.isInteger(vintage)) return 'a vintage is a whole year';
  if (vintage < COLLECTION_LIMITS.minVintage || vintage > thisYear + COLLECTION_LIMITS.maxVintageAhead) {
    return `a vintage is between ${COLLECTION_LIMITS.minVintage} and ${thisYear + COLLECTION_LIMITS.maxVintageAhead}`;
  }
  return null;
}

export function quantityProblem(quantity: number): string | null {
  if (!Number.isInteger(quantity) || quantity < 1) return 'the number of bottles is a whole number from 1';
  if (quantity > COLLECTION_LIMITS.maxQuantity) return `at most ${COLLECTION_LIMITS.maxQuantity.toLocaleString('en-US')} bottles a line`;
  return null;
}

export function sizeProblem(ml: number): string | null {
  if (!Number.isFinite(ml) || ml < COLLECTION_LIMITS.minSizeMl || ml > COLLECTION_LIMITS.maxSizeMl) return 'a bottle is between 187 ml and 30 L';
  return null;
}

export function valueProblem(value: number): string | null {
  if (!Number.isFinite(value) || value < 0) return 'a value is a positive amount in dollars';
  if (value > COLLECTION_LIMITS.maxValueUsd) return 'at most $1,000,000 a bottle';
  return null;
}

export function windowProblem(from: number | null, to: number | null): string | null {
  for (const year of [from, to]) {
    if (year !== null && (!Number.isInteger(year) || year < COLLECTION_LIMITS.minWindowYear || year > COLLECTION_LIMITS.maxWindowYear)) {
      return `a drinking year is between ${COLLECTION_LIMITS.minWindowYear} and ${COLLECTION_LIMITS.maxWindowYear}`;
    }
  }
  if (from !== null && to !== null && to < from) return 'the drinking window ends before it starts';
  return null;
}

/** Markup and control characters out, spaces collapsed, cut to length: collection text is only ever shown as text. */
export function cleanText(text: string, max: number = COLLECTION_LIMITS.textLength): string {
  return text
    .replace(/<[^>]*>?/g, ' ')
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max);
}

export const bottleCount = (wines: readonly Wine[]) => wines.reduce((sum, wine) => sum + wine.quantity, 0);
