/**
 * The choices each calculator offers, as data: the schemas validate against
 * these lists, the config prices them, and the UI renders their labels.
 * Kept apart from `config.ts` and `schemas.ts` so both can depend on them
 * without depending on each other.
 */
import { BUDGETS, TIMELINES } from '../inquiry/choices.ts';

export const SIZE_BY = ['bottles', 'room'] as const;
export type SizeBy = (typeof SIZE_BY)[number];

export const CELLAR_TYPES = ['residential', 'commercial', 'restaurant'] as const;
export type CellarType = (typeof CELLAR_TYPES)[number];

export const RACKING_MATERIALS = ['pine', 'redwood-mahogany', 'walnut', 'metal', 'acrylic'] as const;
export type RackingMaterial = (typeof RACKING_MATERIALS)[number];

export const RACKING_STYLES = ['individual', 'diamond-bins', 'case-storage', 'display', 'mixed'] as const;
export type RackingStyle = (typeof RACKING_STYLES)[number];

/** What the cost calculator prices. */
export const COOLING_SYSTEMS = ['none', 'through-the-wall', 'ducted-split', 'ductless-split'] as const;
export type CoolingSystem = (typeof COOLING_SYSTEMS)[number];

/** What the cooling-load calculator checks an installed or planned unit against. */
export const COOLING_UNIT_TYPES = ['through-the-wall', 'self-contained-ducted', 'ducted-split', 'ductless-split'] as const;
export type CoolingUnitType = (typeof COOLING_UNIT_TYPES)[number];

export const GLASS_OPTIONS = ['none', 'door', 'one-wall', 'glass-enclosed'] as const;
export type GlassOption = (typeof GLASS_OPTIONS)[number];

export const DOOR_TYPES = ['solid-insulated', 'glass', 'custom'] as const;
export type DoorType = (typeof DOOR_TYPES)[number];

export const COST_LINE_KEYS = ['racking', 'cooling', 'envelope', 'doorGlass', 'flooringLighting', 'labour', 'design'] as const;
export type CostLineKey = (typeof COST_LINE_KEYS)[number];

export const FINISH_LEVELS = ['standard', 'premium', 'luxury'] as const;
export type FinishLevel = (typeof FINISH_LEVELS)[number];

export const REGIONS = ['low-cost', 'average', 'above-average', 'high-cost-metro'] as const;
export type Region = (typeof REGIONS)[number];

export const INSULATION_LEVELS = ['poor', 'standard', 'good', 'excellent'] as const;
export type InsulationLevel = (typeof INSULATION_LEVELS)[number];

export const FLOOR_OVER = ['ground', 'room'] as const;
export type FloorOver = (typeof FLOOR_OVER)[number];

export const TRAFFIC_LEVELS = ['low', 'moderate', 'heavy'] as const;
export type TrafficLevel = (typeof TRAFFIC_LEVELS)[number];

export const SURFACE_KINDS = ['wall', 'ceiling', 'floor', 'door', 'glass'] as const;
export type SurfaceKind = (typeof SURFACE_KINDS)[number];

export const ROI_ALTERNATIVES = ['offsite', 'home-uncontrolled'] as const;
export type RoiAlternative = (typeof ROI_ALTERNATIVES)[number];

export const WINE_CATEGORIES = ['red', 'white', 'sparkling', 'sweet', 'fortified'] as const;
export type WineCategory = (typeof WINE_CATEGORIES)[number];

export const LIGHT_EXPOSURES = ['dark', 'indirect', 'direct'] as const;
export type LightExposure = (typeof LIGHT_EXPOSURES)[number];

export const VIBRATION_LEVELS = ['none', 'occasional', 'constant'] as const;
export type VibrationLevel = (typeof VIBRATION_LEVELS)[number];

export const OPTION_LABELS = {
  sizeBy: { bottles: 'By number of bottles', room: 'By room size' },
  cellarType: { residential: 'Residential', commercial: 'Commercial', restaurant: 'Restaurant' },
  rackingMaterial: {
    pine: 'Pine (stock kit)',
    'redwood-mahogany': 'Redwood or mahogany (custom)',
    walnut: 'Walnut (custom)',
    metal: 'Metal (custom)',
    acrylic: 'Acrylic display (custom)',
  },
  rackingStyle: {
    individual: 'Individual bottle racking',
    'diamond-bins': 'Diamond bins',
    'case-storage': 'Case storage',
    display: 'Display (label-forward)',
    mixed: 'A mix of styles',
  },
  coolingSystem: {
    none: 'None (passive cellar)',
    'through-the-wall': 'Through-the-wall unit',
    'ducted-split': 'Ducted split system',
    'ductless-split': 'Ductless split system',
  },
  coolingUnitType: {
    'through-the-wall': 'Self-contained through-the-wall',
    'self-contained-ducted': 'Self-contained ducted',
    'ducted-split': 'Ducted split',
    'ductless-split': 'Ductless split',
  },
  glass: { none: 'No glass', door: 'Glass door', 'one-wall': 'One glass wall', 'glass-enclosed': 'Glass-enclosed' },
  door: { 'solid-insulated': 'Solid insulated', glass: 'Glass', custom: 'Custom (carved wood, iron)' },
  finishes: { standard: 'Standard', premium: 'Premium', luxury: 'Luxury' },
  region: {
    'low-cost': 'Lower-cost region',
    average: 'National average',
    'above-average': 'Above-average (most large metros)',
    'high-cost-metro': 'High-cost metro (SF Bay Area, NYC)',
  },
  insulation: {
    poor: 'Poor (below R-13 walls)',
    standard: 'Standard (R-13 walls, R-19 ceiling)',
    good: 'Good (R-19 walls, R-30 ceiling)',
    excellent: 'Excellent (closed-cell foam)',
  },
  floorOver: { ground: 'On the ground (slab or basement)', room: 'Over another room' },
  traffic: { low: 'Well sealed, little traffic', moderate: 'Moderate traffic', heavy: 'Heavy traffic (restaurant)' },
  surfaceKind: { wall: 'Wall', ceiling: 'Ceiling', floor: 'Floor', door: 'Door', glass: 'Glass' },
  roiAlternative: { offsite: 'Off-site storage', 'home-uncontrolled': 'At home without climate control' },
  wineCategory: { red: 'Red', white: 'White', sparkling: 'Sparkling', sweet: 'Sweet', fortified: 'Fortified' },
  light: { dark: 'Dark', indirect: 'Indirect daylight or lamps', direct: 'Direct sun or bright lights' },
  vibration: { none: 'None', occasional: 'Occasional (foot traffic, doors)', constant: 'Constant (appliances, machinery)' },
} as const;

/**
 * The suitability quiz's answer ids. Budget and timeline reuse the contact
 * form's options (docs/product-spec.md §3) so a quiz result can prefill the quote request.
 */
export const SUITABILITY_OPTIONS = {
  collection: ['under-100', '100-300', '300-1000', '1000-3000', 'over-3000'],
  growth: ['stable', 'slow', 'fast'],
  space: ['closet', 'basement', 'spare-room', 'garage', 'new-build', 'commercial'],
  surroundings: ['below-grade', 'conditioned', 'unconditioned', 'exterior'],
  budget: BUDGETS,
  timeline: TIMELINES,
  entertaining: ['storage', 'sometimes', 'showpiece'],
  climate: ['cool', 'warm', 'hot-humid', 'hot-dry'],
} as const;
export type SuitabilityQuestionId = keyof typeof SUITABILITY_OPTIONS;
export type SuitabilityOptionId<Q extends SuitabilityQuestionId> = (typeof SUITABILITY_OPTIONS)[Q][number];
export const SUITABILITY_QUESTION_IDS = Object.keys(SUITABILITY_OPTIONS) as SuitabilityQuestionId[];
