/**
 * What the collection needs of a cellar, worked out by the estimator's own
 * engines, not formulas of its own: the racking (the capacity calculator's
 * `estimateCapacity`, sized until it holds the collection grown over the
 * years asked, with its 25–30% headroom) and the value poor storage puts at
 * risk (the asset valuation's `assessCollection`, one lot per style).
 *
 * Bottle formats decide the racking type: half and standard bottles share
 * individual slots, magnums need magnum-size slots, and 3 L and larger
 * formats lie on a display shelf or in their cases; the estimator has a
 * density for none of the last two, so they are counted, not priced.
 */
import { estimateCapacity, type CapacityResult } from '../estimator/capacity.ts';
import { estimatorConfig, type EstimatorConfig } from '../estimator/config.ts';
import { LIMITS } from '../estimator/limits.ts';
import type { LightExposure, VibrationLevel, WineCategory } from '../estimator/options.ts';
import { assessCollection, type ValuationResult } from '../estimator/valuation.ts';
import { bottleCount, type Wine, type WineStyle } from './wine.ts';

export const FORMAT_CLASSES = ['half', 'standard', 'magnum', 'large'] as const;
export type FormatClass = (typeof FORMAT_CLASSES)[number];

export const FORMAT_LABELS: Record<FormatClass, string> = {
  half: 'Half bottles and smaller (up to 500 ml)',
  standard: 'Standard bottles (750 ml to 1 L)',
  magnum: 'Magnums (1.5 L)',
  large: 'Large formats (3 L and up)',
};

export function formatClass(sizeMl: number): FormatClass {
  if (sizeMl <= 500) return 'half';
  if (sizeMl <= 1000) return 'standard';
  if (sizeMl <= 2000) return 'magnum';
  return 'large';
}

/** Grapes and regions bottled in wider Burgundy or Rhône shapes: with sparkling wine and magnums, what the capacity engine calls non-Bordeaux. */
const WIDE_BOTTLE_WORDS = /pinot noir|chardonnay|burgundy|bourgogne|chablis|syrah|shiraz|grenache|nebbiolo|barolo|barbaresco|rhône|rhone|châteauneuf|chateauneuf|viognier|gamay|beaujolais/i;

export const isWideBottle = (wine: Wine) =>
  wine.style === 'sparkling' || formatClass(wine.sizeMl) === 'magnum' || WIDE_BOTTLE_WORDS.test(`${wine.varietal} ${wine.region} ${wine.name}`);

/** Which of the valuation's categories a style is valued and weighted as: rosé as white, the nearest in how it keeps. */
export const CATEGORY_OF: Record<WineStyle, WineCategory> = { red: 'red', white: 'white', rose: 'white', sparkling: 'sparkling', sweet: 'sweet', fortified: 'fortified' };

export interface StoragePlan {
  /** Bottles by format today. */
  formats: Record<FormatClass, number>;
  growth: { perYear: number; years: number; today: number; then: number };
  /** Share of the slot-racked bottles in wider bottles, %, rounded. */
  widePercent: number;
  /** Bottles the individual racking must hold in `years` years: half, standard and magnum bottles grown in proportion. */
  slotBottles: number;
  /** Magnum slots of that, and large-format places on a shelf or in cases. */
  magnumSlots: number;
  largeFormatPlaces: number;
  /** The capacity engine's answer for the racking that holds them, or null when no slot-racked bottles. */
  racking: { lengthFt: number; capacity: CapacityResult } | null;
  /** More than twelve 60 ft walls of racking (about 50,000 bottles): beyond what the capacity engine sizes. */
  beyondEngine: boolean;
}

export interface StorageInputs {
  perYear: number;
  years: number;
  ceilingFt: number;
}

const MAX_WALLS = LIMITS.walls.max;
const MAX_RUN_FT = MAX_WALLS * LIMITS.wallRun.imperial.max;

/** Equal walls of about 10 ft, as a cellar's runs usually are, and no more walls than the capacity engine takes (then longer ones). */
const wallsFor = (lengthFt: number) => {
  const count = Math.min(MAX_WALLS, Math.max(1, Math.ceil(lengthFt / 10)));
  return Array.from({ length: count }, () => ({ length: lengthFt / count }));
};

function rackingFor(bottles: number, widePercent: number, ceilingFt: number, config: EstimatorConfig) {
  const run = (lengthFt: number) =>
    estimateCapacity({ unitSystem: 'imperial', ceilingHeight: ceilingFt, walls: wallsFor(lengthFt), style: 'individual', nonBordeauxPercent: widePercent, currentBottles: bottles }, config);
  // The engine's capacity grows with the length; find the shortest half-foot run whose `current.fits` (the bottles plus 25–30% headroom).
  let low = 1;
  let high = MAX_RUN_FT * 2;
  if (!run(high / 2).current?.fits) return null;
  while (low < high) {
    const mid = Math.floor((low + high) / 2);
    if (run(mid / 2).current?.fits) high = mid;
    else low = mid + 1;
  }
  return { lengthFt: high / 2, capacity: run(high / 2) };
}

export function planStorage(wines: readonly Wine[], inputs: StorageInputs, config: EstimatorConfig = estimatorConfig): StoragePlan {
  const formats: Record<FormatClass, number> = { half: 0, standard: 0, magnum: 0, large: 0 };
  let wide = 0;
  for (const wine of wines) {
    formats[formatClass(wine.sizeMl)] += wine.quantity;
    if (formatClass(wine.sizeMl) !== 'large' && isWideBottle(wine)) wide += wine.quantity;
  }
  const today = bottleCount(wines);
  const then = today + inputs.perYear * inputs.years;
  const slotToday = formats.half + formats.standard + formats.magnum;
  // New bottles arrive in the collection's present mix of formats.
  const grow = (count: number) => (today === 0 ? 0 : Math.ceil((count * then) / today));
  const slotBottles = grow(slotToday);
  const widePercent = slotToday === 0 ? 0 : Math.round((wide / slotToday) * 100);
  const racking = slotBottles === 0 ? null : rackingFor(slotBottles, widePercent, inputs.ceilingFt, config);
  return {
    formats,
    growth: { perYear: inputs.perYear, years: inputs.years, today, then },
    widePercent,
    slotBottles,
    magnumSlots: grow(formats.magnum),
    largeFormatPlaces: grow(formats.large),
    racking,
    beyondEngine: slotBottles > 0 && racking === null,
  };
}

export interface StorageConditions {
  avgTempF: number;
  dailySwingF: number;
  humidityPct: number;
  light: LightExposure;
  vibration: VibrationLevel;
  years: number;
}

export interface CollectionValue {
  /** The valuation engine's result for the bottles with a value, one lot per category. */
  valuation: ValuationResult | null;
  valuedBottles: number;
  unvaluedBottles: number;
}

export function valueAtRisk(wines: readonly Wine[], conditions: StorageConditions, config: EstimatorConfig = estimatorConfig): CollectionValue {
  const lots = new Map<WineCategory, { count: number; total: number }>();
  let unvaluedBottles = 0;
  for (const wine of wines) {
    if (wine.valueUsd === null) {
      unvaluedBottles += wine.quantity;
      continue;
    }
    const category = CATEGORY_OF[wine.style];
    const lot = lots.get(category) ?? { count: 0, total: 0 };
    lot.count += wine.quantity;
    lot.total += wine.quantity * wine.valueUsd;
    lots.set(category, lot);
  }
  const valuedBottles = [...lots.values()].reduce((sum, lot) => sum + lot.count, 0);
  if (valuedBottles === 0) return { valuation: null, valuedBottles, unvaluedBottles };
  const valuation = assessCollection(
    {
      unitSystem: 'imperial',
      lots: [...lots.entries()].map(([category, lot]) => ({ label: `${category[0]?.toUpperCase()}${category.slice(1)} wines`, count: lot.count, avgValue: lot.total / lot.count, category })),
      avgTemp: conditions.avgTempF,
      dailySwing: conditions.dailySwingF,
      humidityPct: conditions.humidityPct,
      light: conditions.light,
      vibration: conditions.vibration,
      years: conditions.years,
    },
    config,
  );
  return { valuation, valuedBottles, unvaluedBottles };
}
