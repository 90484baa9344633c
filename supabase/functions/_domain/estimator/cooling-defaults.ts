/**
 * The cooling-load calculator's inputs when the visitor gives nothing (see
 * defaults.ts): apart because they need the cooling figures of the config
 * (the default lighting and air changes), which config-defaults.ts holds
 * for the forms.
 */
import { CALCULATOR_DEFAULTS as d, COOLING_FORM_FIGURES as cooling } from './config-defaults.ts';

const COOLING_COMMON = {
  unitSystem: 'imperial' as const,
  lightingWatts: cooling.defaultLightingW.value,
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
  airChangesPerHour: cooling.airChangesPerHour.low.value,
  equipmentWatts: 0,
};
