/**
 * The cooling-load calculator's inputs when the visitor gives nothing (see
 * defaults.ts): apart because they need the cooling figures of the whole
 * config (the default lighting and air changes).
 */
import { estimatorConfig } from './config.ts';

const d = estimatorConfig.defaults;

const COOLING_COMMON = {
  unitSystem: 'imperial' as const,
  lightingWatts: estimatorConfig.cooling.defaultLightingW.value,
  people: d.cooling.people.value,
  vaporBarrier: d.cooling.vaporBarrier.value,
};

export const COOLING_SIMPLE_DEFAULTS = {
  ...COOLING_COMMON,
  insulation: d.cooling.insulation.value,
  glass: d.cooling.glass.value,
  floorOver: d.cooling.floorOver.value,
  traffic: d.cooling.traffic.value,
};

export const COOLING_LOAD_DEFAULTS = {
  ...COOLING_COMMON,
  airChangesPerHour: estimatorConfig.cooling.airChangesPerHour.low.value,
  equipmentWatts: 0,
};
