/**
 * A cellar as the simulator sees it: the estimator's surfaces (the same
 * areas and R-values its cooling load uses, via estimateRoomCoolingLoad) and
 * its air-leakage rule, plus the heat the room stores.
 *
 * Two nodes. The room's air, whose capacity (0.018 BTU/°F per ft³: the same
 * 0.075 lb/ft³ × 0.24 BTU/lb·°F behind the 1.08 × CFM rule) is about 1% of
 * the rest, so it is taken as settling at once to the balance of what flows
 * in; and a thermal mass (bottles, racking, the inner wall skin, plus the
 * air's own capacity) that the air warms through surface films.
 */
import { estimatorConfig } from '../estimator/config.ts';
import { buildCoolingLoadInput, estimateCoolingLoad, type CoolingLoadResult } from '../estimator/cooling.ts';
import { COOLING_SIMPLE_DEFAULTS } from '../estimator/cooling-defaults.ts';
import type { GlassOption, InsulationLevel } from '../estimator/options.ts';
import { simulatorConfig } from './config.ts';

export interface SimRoom {
  lengthFt: number;
  widthFt: number;
  heightFt: number;
  insulation: InsulationLevel;
  glass: GlassOption;
  /** Air changes per hour with the door shut: 1 well sealed, 3 heavy traffic, more for a failing seal. */
  airChangesPerHour: number;
  bottles: number;
  lightingWatts: number;
  /** Slab or basement floor temperature, steady through the run. */
  groundTempF: number;
}

export interface ThermalModel {
  /** Conductance to the surroundings (walls, ceiling, glass) and to the ground (floor), BTU/h·°F. */
  uaAboveF: number;
  uaGround: number;
  /** Air leakage with the door shut, BTU/h·°F (0.018 × ACH × ft³). */
  uaLeak: number;
  /** Per CFM of outside air, BTU/h·°F (1.08; also 0.018 × 60). */
  uaPerCfm: number;
  gainsBtuh: number;
  /** Thermal mass, BTU/°F, and its film conductance to the air, BTU/h·°F. */
  massBtuPerF: number;
  filmUa: number;
  volumeCuft: number;
  insideSqft: number;
}

export function thermalModel(room: SimRoom): ThermalModel {
  const c = estimatorConfig.cooling;
  const s = simulatorConfig;
  const load = roomCoolingLoad(room);
  let uaAboveF = 0;
  let uaGround = 0;
  let insideSqft = 0;
  for (const surface of load.surfaces) {
    const ua = surface.areaSqft / surface.rValue;
    if (surface.kind === 'floor') uaGround += ua;
    else uaAboveF += ua;
    insideSqft += surface.areaSqft;
  }
  const volumeCuft = room.lengthFt * room.widthFt * room.heightFt;
  const airBtuPerF = c.infiltrationFactor.value * volumeCuft;
  const massBtuPerF =
    room.bottles * (s.bottleBtuPerF.value + s.rackingBtuPerF.value) + insideSqft * s.innerLayerBtuPerFSqft.value + airBtuPerF;
  const filmUa = room.bottles * s.bottleExposedSqft.value * s.bottleFilmBtuhPerSqftF.value + insideSqft * s.surfaceFilmBtuhPerSqftF.value;
  return {
    uaAboveF,
    uaGround,
    uaLeak: c.infiltrationFactor.value * room.airChangesPerHour * volumeCuft,
    uaPerCfm: c.infiltrationFactor.value * 60,
    gainsBtuh: room.lightingWatts * c.btuhPerWatt.value,
    massBtuPerF,
    filmUa,
    volumeCuft,
    insideSqft,
  };
}

/**
 * The estimator's cooling load of the same room, its surroundings at
 * `surroundingsF` (the estimator's design default unless given): the surfaces
 * the simulator conducts through, and the unit the calculator would size.
 */
export function roomCoolingLoad(room: SimRoom, surroundingsF?: number, cellarF?: number): CoolingLoadResult {
  const detailed = buildCoolingLoadInput({
    ...COOLING_SIMPLE_DEFAULTS,
    length: room.lengthFt,
    width: room.widthFt,
    height: room.heightFt,
    insulation: room.insulation,
    glass: room.glass,
    groundTemp: room.groundTempF,
    surroundingsTemp: surroundingsF,
    cellarTemp: cellarF,
    lightingWatts: room.lightingWatts,
    people: 0,
  });
  return estimateCoolingLoad({ ...detailed, airChangesPerHour: room.airChangesPerHour });
}
