/**
 * The short query keys of each calculator's shareable link (`b=1200`, not
 * `bottles=1200`). Apart from the schemas so links to a calculator can be
 * written without loading zod; url-codec.ts reads and writes whole links
 * with them.
 */
import type { CapacityValues, CoolingLoadValues, CoolingSimpleValues, CostValues, RoiValues, ValuationValues } from './schemas.ts';

type KeysOf<V> = Partial<Record<keyof V & string, string>>;

export const COST_KEYS: KeysOf<CostValues> = {
  unitSystem: 'u',
  sizeBy: 'by',
  bottles: 'b',
  length: 'l',
  width: 'w',
  height: 'h',
  roomBottles: 'rb',
  cellarType: 't',
  rackingMaterial: 'rm',
  rackingStyle: 'rs',
  cooling: 'c',
  glass: 'g',
  door: 'd',
  finishes: 'f',
  region: 'r',
};
export const COOLING_SIMPLE_KEYS: KeysOf<CoolingSimpleValues> = {
  unitSystem: 'u',
  length: 'l',
  width: 'w',
  height: 'h',
  insulation: 'i',
  glass: 'g',
  surroundingsTemp: 'st',
  cellarTemp: 'ct',
  floorOver: 'fl',
  groundTemp: 'gt',
  traffic: 'tr',
  lightingWatts: 'lw',
  people: 'p',
  unitType: 'ut',
  installedCapacity: 'cap',
  exhaustRoomTemp: 'et',
  vaporBarrier: 'vb',
};
export const COOLING_KEYS: KeysOf<CoolingLoadValues> = {
  unitSystem: 'u',
  cellarTemp: 'ct',
  surfaces: 's',
  volume: 'v',
  airChangesPerHour: 'ach',
  infiltrationTemp: 'it',
  lightingWatts: 'lw',
  people: 'p',
  equipmentWatts: 'ew',
  unitType: 'ut',
  installedCapacity: 'cap',
  exhaustRoomTemp: 'et',
  vaporBarrier: 'vb',
};
export const CAPACITY_KEYS: KeysOf<CapacityValues> = {
  unitSystem: 'u',
  ceilingHeight: 'h',
  walls: 'w',
  roomLength: 'rl',
  roomWidth: 'rw',
  style: 'rs',
  nonBordeauxPercent: 'nb',
  currentBottles: 'cb',
  floorArea: 'fa',
};
export const ROI_KEYS: KeysOf<RoiValues> = {
  collectionValue: 'cv',
  bottles: 'b',
  annualAppreciationPct: 'ap',
  offsiteFeePerCasePerMonth: 'fc',
  offsiteFeePerYear: 'fy',
  insurancePctPerYear: 'ins',
  cellarCost: 'cc',
  runningCostPerYear: 'rc',
  resaleRecoveryPct: 'rr',
  riskOfLossPctPerYear: 'rl',
  alternative: 'alt',
};
export const VALUATION_KEYS: KeysOf<ValuationValues> = {
  unitSystem: 'u',
  lots: 'lots',
  avgTemp: 't',
  dailySwing: 'sw',
  humidityPct: 'rh',
  light: 'li',
  vibration: 'vi',
  years: 'y',
};
