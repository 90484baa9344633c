/**
 * The estimator's figures that a calculator's form needs before its engine:
 * the values each calculator starts with (imperial; metric forms convert
 * them), the sizing rule that turns a bottle count into a room, the cellar
 * conditions and the cooling figures the climate form shows. Apart from
 * config.ts so a form loads these few figures without the whole config,
 * which arrives with the figures (see tool-figures.tsx). config.ts includes
 * them all, so `estimatorConfig.defaults`, `.cost.sizing`, `.conditions` and
 * `.cooling.groundTempF` (and the other form figures) are these very objects.
 */
import type { Figure } from './config.ts';
import { SOURCES } from './config-sources.ts';
import type { CellarType, CoolingSystem, DoorType, FinishLevel, FloorOver, GlassOption, InsulationLevel, LightExposure, RackingMaterial, RackingStyle, Region, RoiAlternative, SizeBy, TrafficLevel, VibrationLevel, WineCategory } from './options.ts';

export const usd = 'USD';

/** The conditions wine keeps best in. */
export const CELLAR_CONDITIONS = {
  cellarTempF: { value: 55, unit: '°F', source: SOURCES.storage },
  humidity: { low: 50, high: 70, unit: '% RH', source: SOURCES.storage },
  idealHumidity: { low: 60, high: 65, unit: '% RH', source: SOURCES.storage },
};

/** The cooling figures a climate form shows (placeholders, a new surface's values) and the cooling defaults build on. */
export const COOLING_FORM_FIGURES = {
  airChangesPerHour: {
    low: { value: 1, unit: 'ACH', source: 'Cooling-load guides: about 1 ACH for a well-sealed room' },
    moderate: { value: 2, unit: 'ACH', assumption: 'Halfway between a sealed room (1) and heavy traffic (3)' },
    heavy: { value: 3, unit: 'ACH', source: 'Cooling-load guides: about 3 ACH for heavy traffic' },
  } satisfies Record<TrafficLevel, Figure>,
  glassRUsed: {
    value: 4,
    unit: 'R',
    assumption: 'Dual-pane glass at the low end of R-4 to R-6, so glass is never under-counted',
  },
  doorRUsed: { value: 13, unit: 'R', source: SOURCES.rValues },
  groundTempF: {
    value: 65,
    unit: '°F',
    assumption:
      'Slab or basement floor temperature. With an R-10 floor this reproduces the worked example (80 ft² × 10°F ÷ R-10 = 80 BTU/h)',
  },
  floorR: {
    value: 10,
    unit: 'R',
    assumption: 'Slab with about 1.5 in of closed-cell foam or 2 in of rigid board under the finish floor',
  },
  doorAreaSqft: { value: 20, unit: 'ft²', assumption: 'A 36 × 80 in door' },
  defaultSurroundingsF: {
    value: 80,
    unit: '°F',
    assumption: 'Design for the hottest the space next door gets; 80°F is the worked example',
  },
  defaultLightingW: { value: 20, unit: 'W', source: `${SOURCES.workedExample}: 20 W of LED lighting` },
};

export const COST_SIZING = {
  baseBottles: { value: 500, unit: 'bottles', source: `${SOURCES.capacity}: ~500 bottles in 25 ft² at 9 ft` },
  baseFloorSqft: { value: 25, unit: 'ft²', source: SOURCES.capacity },
  extraSqftPer500Bottles: { value: 50, unit: 'ft²', source: `${SOURCES.capacity}: +50 ft² per extra 500 bottles` },
  ruleCeilingFt: { value: 9, unit: 'ft', source: SOURCES.capacity },
  aspectRatio: { value: 1.25, unit: 'length ÷ width', assumption: 'Derived rooms are a little longer than wide' },
  minFloorSqft: { value: 9, unit: 'ft²', assumption: 'The smallest closet we would build in (3 × 3 ft)' },
  walkInMinSqft: { value: 30, unit: 'ft²', assumption: 'Below 30 ft² a room is a closet conversion, above it a walk-in' },
};

/**
 * The one ceiling height every calculator, the designer, /ai-design and the
 * assistant take when none is given: the worked example's 8 ft, which is also
 * the height racking densities are quoted for. The sizing rule's 9 ft
 * (`cost.sizing.ruleCeilingFt`) is the height that rule was written for, not
 * a default: the rule scales to the ceiling given.
 */
export const CEILING_DEFAULT = {
  value: 8,
  unit: 'ft',
  source: `${SOURCES.workedExample}; ${SOURCES.capacity}: densities are quoted for 8 ft racking`,
};

export const CALCULATOR_DEFAULTS = {
  ceilingFt: CEILING_DEFAULT satisfies Figure,
  cost: {
    sizeBy: { value: 'bottles', unit: '', assumption: 'Most visitors know their bottle count before their room size' },
    bottles: { value: 1000, unit: 'bottles', assumption: `Near the ~800-bottle average of ${SOURCES.wci} cellars, rounded up for growth` },
    lengthFt: { value: 10, unit: 'ft', source: SOURCES.workedExample },
    widthFt: { value: 8, unit: 'ft', source: SOURCES.workedExample },
    cellarType: { value: 'residential', unit: '', assumption: 'Homes are the main audience of the calculators' },
    rackingMaterial: { value: 'redwood-mahogany', unit: '', assumption: 'A common custom racking wood' },
    rackingStyle: { value: 'mixed', unit: '', assumption: 'Custom cellars usually combine styles' },
    cooling: { value: 'ducted-split', unit: '', assumption: 'A common choice for a professional walk-in: quiet, with the noisy parts outside the cellar' },
    glass: { value: 'door', unit: '', assumption: 'Many walk-in cellars have a glass door; switch to none for a solid one' },
    door: { value: 'glass', unit: '', assumption: 'Matches the default glass door' },
    finishes: { value: 'premium', unit: '', assumption: 'The middle level, in keeping with the business’s luxury positioning' },
    region: { value: 'average', unit: '', assumption: 'National average until the visitor picks a region' },
  } satisfies {
    sizeBy: Figure<SizeBy>;
    bottles: Figure;
    lengthFt: Figure;
    widthFt: Figure;
    cellarType: Figure<CellarType>;
    rackingMaterial: Figure<RackingMaterial>;
    rackingStyle: Figure<RackingStyle>;
    cooling: Figure<CoolingSystem>;
    glass: Figure<GlassOption>;
    door: Figure<DoorType>;
    finishes: Figure<FinishLevel>;
    region: Figure<Region>;
  },
  cooling: {
    lengthFt: { value: 10, unit: 'ft', source: SOURCES.workedExample },
    widthFt: { value: 8, unit: 'ft', source: SOURCES.workedExample },
    /** The worked example's room height is the one ceiling default: the same object. */
    heightFt: CEILING_DEFAULT,
    insulation: { value: 'good', unit: '', source: `${SOURCES.workedExample}: R-19 walls, R-30 ceiling` },
    glass: { value: 'none', unit: '', source: SOURCES.workedExample },
    floorOver: { value: 'ground', unit: '', source: `${SOURCES.workedExample}: floor against the ground` },
    traffic: { value: 'low', unit: '', source: `${SOURCES.workedExample}: 1 air change per hour` },
    people: { value: 0, unit: 'people', source: SOURCES.workedExample },
    vaporBarrier: { value: true, unit: '', assumption: 'Assume a proper build until the visitor says otherwise' },
  } satisfies {
    lengthFt: Figure;
    widthFt: Figure;
    heightFt: Figure;
    insulation: Figure<InsulationLevel>;
    glass: Figure<GlassOption>;
    floorOver: Figure<FloorOver>;
    traffic: Figure<TrafficLevel>;
    people: Figure;
    vaporBarrier: Figure<boolean>;
  },
  capacity: {
    wallsFt: { value: [10, 8, 10] as readonly number[], unit: 'ft', assumption: 'Three racked walls of a 10 × 8 ft room, door on the fourth' },
    style: { value: 'individual', unit: '', assumption: 'The densest and most common style' },
    nonBordeauxPct: { value: 0, unit: '%', assumption: 'Standard 750 ml Bordeaux bottles unless told otherwise' },
  } satisfies { wallsFt: Figure<readonly number[]>; style: Figure<RackingStyle>; nonBordeauxPct: Figure },
  roi: {
    collectionValue: { value: 100000, unit: usd, assumption: 'A 1,000-bottle collection at about $100 a bottle' },
    bottles: { value: 1000, unit: 'bottles', assumption: 'As the cost calculator default' },
    annualAppreciationPct: { value: 3, unit: '% per year', assumption: 'Conservative; fine wine returns vary widely year to year' },
    offsiteFeePerCasePerMonth: { value: 2, unit: 'USD per case per month', assumption: 'Illustrative rate: facilities price differently, so use a local quote' },
    insurancePctPerYear: { value: 0.25, unit: '% of value per year', assumption: 'Illustrative cost of a home-contents rider; ask your insurer' },
    cellarCost: { value: 60000, unit: usd, assumption: 'Around the middle of a 1,000-bottle professional cellar estimate' },
    runningCostPerYear: { value: 1000, unit: 'USD per year', source: `${SOURCES.costGuides}: running cost $500–1,500 a year` },
    resaleRecoveryPct: { value: 50, unit: '%', source: `${SOURCES.costGuides}: about half the cost recovered at resale` },
    riskOfLossPctPerYear: {
      value: 2,
      unit: '% of value per year',
      assumption: 'Illustrative share of value lost each year to poor storage; use the valuation tool for your conditions',
    },
    alternative: { value: 'offsite', unit: '', assumption: 'The usual comparison for a collector weighing up a cellar' },
  } satisfies {
    collectionValue: Figure;
    bottles: Figure;
    annualAppreciationPct: Figure;
    offsiteFeePerCasePerMonth: Figure;
    insurancePctPerYear: Figure;
    cellarCost: Figure;
    runningCostPerYear: Figure;
    resaleRecoveryPct: Figure;
    riskOfLossPctPerYear: Figure;
    alternative: Figure<RoiAlternative>;
  },
  valuation: {
    avgTempF: { value: 68, unit: '°F', assumption: 'A typical air-conditioned home' },
    dailySwingF: { value: 4, unit: '°F', assumption: 'Thermostat cycling in a typical home' },
    humidityPct: { value: 45, unit: '% RH', assumption: 'A typical air-conditioned home' },
    light: { value: 'indirect', unit: '', assumption: 'A typical room' },
    vibration: { value: 'occasional', unit: '', assumption: 'A typical room' },
    years: { value: 10, unit: 'years', assumption: 'Same horizon as the ROI table' },
    lot: {
      value: { count: 120, avgValue: 85, category: 'red' } as { count: number; avgValue: number; category: WineCategory },
      unit: '',
      assumption: 'Ten cases of red at $85 a bottle as a starting example',
    },
  } satisfies {
    avgTempF: Figure;
    dailySwingF: Figure;
    humidityPct: Figure;
    light: Figure<LightExposure>;
    vibration: Figure<VibrationLevel>;
    years: Figure;
    lot: Figure<{ count: number; avgValue: number; category: WineCategory }>;
  },

};
