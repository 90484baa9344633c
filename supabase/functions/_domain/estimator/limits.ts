/**
 * The limits the calculator forms show and the input schemas enforce, apart
 * from the schemas so a page can print them without loading zod.
 */
import type { UnitSystem } from './units.ts';

export type Limits = { readonly min: number; readonly max: number };
export type UnitLimits = Record<UnitSystem, Limits>;

/** The limits the forms show and the schemas enforce. */
export const LIMITS = {
  bottles: { min: 12, max: 50_000 },
  roomLength: { imperial: { min: 2, max: 60 }, metric: { min: 0.6, max: 18 } },
  roomHeight: { imperial: { min: 4, max: 20 }, metric: { min: 1.2, max: 6 } },
  wallRun: { imperial: { min: 1, max: 60 }, metric: { min: 0.3, max: 18 } },
  temperature: { imperial: { min: -20, max: 120 }, metric: { min: -29, max: 49 } },
  temperatureSwing: { imperial: { min: 0, max: 60 }, metric: { min: 0, max: 33 } },
  surfaceArea: { imperial: { min: 0.5, max: 5000 }, metric: { min: 0.05, max: 465 } },
  volume: { imperial: { min: 8, max: 216_000 }, metric: { min: 0.2, max: 6100 } },
  floorArea: { imperial: { min: 4, max: 3600 }, metric: { min: 0.4, max: 335 } },
  rValue: { min: 0.5, max: 60 },
  airChangesPerHour: { min: 0.1, max: 10 },
  lightingWatts: { min: 0, max: 5000 },
  equipmentWatts: { min: 0, max: 10_000 },
  people: { min: 0, max: 50 },
  coolingCapacity: { imperial: { min: 500, max: 200_000 }, metric: { min: 150, max: 58_600 } },
  surfaces: { min: 1, max: 40 },
  walls: { min: 1, max: 12 },
  nonBordeauxPercent: { min: 0, max: 100 },
  lots: { min: 1, max: 50 },
  lotBottles: { min: 1, max: 50_000 },
  bottleValue: { min: 0, max: 1_000_000 },
  humidity: { min: 0, max: 100 },
  years: { min: 1, max: 30 },
  usd: { min: 0, max: 100_000_000 },
  pct: { min: 0, max: 100 },
  appreciationPct: { min: -20, max: 30 },
  feePerCase: { min: 0, max: 100 },
  insurancePct: { min: 0, max: 5 },
  riskPct: { min: 0, max: 50 },
  labelLength: 60,
} as const;
