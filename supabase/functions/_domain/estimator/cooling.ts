/**
 * Cooling load, surface by surface, and the unit it calls for.
 *
 *   conduction   Q = A × ΔT ÷ R              per wall, ceiling, floor, door, glass
 *   air leakage  Q = 0.018 × ACH × V × ΔT    (the 1.08 × CFM × ΔT rule per ft³)
 *   internal     Q = W × 3.412               lights, equipment, 80 W per person
 *   design       total × 1.5 (16 h of 24) × 1.1 (safety) → next standard size
 *
 * Surfaces colder than the cellar count as zero: the unit must cope with the
 * summer, so a cold floor in winter earns no credit.
 */
import { estimatorConfig, type EstimatorConfig } from './config.ts';
import { formatBtuh, formatNumber, formatTemperature, formatTemperatureDelta } from './format.ts';
import type { CoolingUnitType, FloorOver, GlassOption, InsulationLevel, SurfaceKind, TrafficLevel } from './options.ts';
import type { CoolingLoadValues, CoolingSimpleValues, CoolingSurface } from './schemas.ts';
import {
  type UnitSystem,
  areaFromSqft,
  areaToSqft,
  btuhToW,
  cuftToCum,
  lengthToFt,
  powerToBtuh,
  sqftToSqm,
  tempFromF,
  tempToF,
  volumeFromCuft,
  volumeToCuft,
} from './units.ts';

export interface SurfaceLoad {
  kind: SurfaceKind;
  label: string;
  areaSqft: number;
  areaSqm: number;
  rValue: number;
  outsideTempF: number;
  deltaTF: number;
  btuh: number;
}

export type CoolingLineKey = SurfaceKind | 'infiltration' | 'lighting' | 'people' | 'equipment';

export interface CoolingLine {
  key: CoolingLineKey;
  label: string;
  btuh: number;
  watts: number;
}

export type UnitClass = 'through-the-wall' | 'self-contained-ducted' | 'split' | 'multiple-splits';

export interface UnitRecommendation {
  unitClass: UnitClass;
  label: string;
  /** The standard size to buy: the first benchmark at or above the design capacity. */
  sizeBtuh: number;
  sizeW: number;
  /** True when the size is one of the CellarPro benchmarks rather than a rounded-up larger size. */
  benchmark: boolean;
  reason: string;
}

export type CoolingWarningCode =
  | 'oversized'
  | 'undersized'
  | 'surroundings-too-hot'
  | 'exhaust-room'
  | 'no-vapor-barrier'
  | 'glass'
  | 'poor-insulation'
  | 'poor-door';

export interface CoolingWarning {
  code: CoolingWarningCode;
  message: string;
}

export interface CoolingLoadResult {
  unitSystem: UnitSystem;
  cellarTempF: number;
  surfaces: SurfaceLoad[];
  infiltration: { airChangesPerHour: number; volumeCuft: number; volumeCum: number; airTempF: number; deltaTF: number; btuh: number };
  internal: { lightingBtuh: number; peopleBtuh: number; equipmentBtuh: number };
  /** Lines grouped for display: walls, ceiling, floor, door, glass, air leakage, lights, people, equipment. */
  lines: CoolingLine[];
  conductionBtuh: number;
  totalBtuh: number;
  totalW: number;
  /** Total × run-time factor: what the unit must deliver running 16 hours a day. */
  runTimeBtuh: number;
  /** Run-time figure plus the safety factor: the capacity to buy at least. */
  designBtuh: number;
  designW: number;
  recommended: UnitRecommendation;
  warnings: CoolingWarning[];
  assumptions: string[];
  summary: string;
}

const LINE_LABELS: Record<CoolingLineKey, string> = {
  wall: 'Walls',
  ceiling: 'Ceiling',
  floor: 'Floor',
  door: 'Door',
  glass: 'Glass',
  infiltration: 'Air leakage',
  lighting: 'Lighting',
  people: 'People',
  equipment: 'Equipment',
};

const SELF_CONTAINED: readonly CoolingUnitType[] = ['through-the-wall', 'self-contained-ducted'];

/**
 * Slack for comparing temperatures against the manufacturers' limits. A
 * temperature typed in °C to one decimal is within 0.09°F of the °F figure
 * (80°F shows as 26.7°C, which is 80.06°F); without this, the same room would
 * get a split system in metric and a through-the-wall unit in imperial.
 */
const LIMIT_SLACK_F = 0.1;

/** A room in feet and °F, the shape simple mode works from. */
interface RoomFt {
  lengthFt: number;
  widthFt: number;
  heightFt: number;
}

/** What the simple mode needs besides the room, already in °F. */
export interface RoomCoolingOptions {
  insulation: InsulationLevel;
  glass: GlassOption;
  traffic: TrafficLevel;
  surroundingsF?: number;
  cellarTempF?: number;
  floorOver?: FloorOver;
  groundTempF?: number;
  lightingWatts?: number;
  people?: number;
  unitType?: CoolingUnitType;
  installedBtuh?: number;
  exhaustRoomTempF?: number;
  vaporBarrier?: boolean;
}

/** Everything the calculation needs, in feet, ft², ft³ and °F. */
interface ResolvedCoolingInput {
  unitSystem: UnitSystem;
  cellarTempF: number;
  surfaces: CoolingSurface[];
  volumeCuft: number;
  airChangesPerHour: number;
  infiltrationTempF: number | undefined;
  lightingWatts: number;
  people: number;
  equipmentWatts: number;
  unitType: CoolingUnitType | undefined;
  installedBtuh: number | undefined;
  exhaustRoomTempF: number | undefined;
  vaporBarrier: boolean;
  assumptions: string[];
}

/** An optional input converted as `convert` converts it; left out stays left out. */
const optional =
  (convert: (value: number, system: UnitSystem) => number) =>
  (value: number | undefined, system: UnitSystem): number | undefined =>
    value === undefined ? undefined : convert(value, system);
const optionalToF = optional(tempToF);
const optionalToBtuh = optional(powerToBtuh);

function resolveSimple(values: CoolingSimpleValues, config: EstimatorConfig): { room: RoomFt; options: RoomCoolingOptions } {
  const system = values.unitSystem;
  const defaults = config.defaults.cooling;
  return {
    room: {
      lengthFt: values.length === undefined ? defaults.lengthFt.value : lengthToFt(values.length, system),
      widthFt: values.width === undefined ? defaults.widthFt.value : lengthToFt(values.width, system),
      heightFt: values.height === undefined ? config.defaults.ceilingFt.value : lengthToFt(values.height, system),
    },
    options: {
      insulation: values.insulation,
      glass: values.glass,
      traffic: values.traffic,
      surroundingsF: optionalToF(values.surroundingsTemp, system),
      cellarTempF: optionalToF(values.cellarTemp, system),
      floorOver: values.floorOver,
      groundTempF: optionalToF(values.groundTemp, system),
      lightingWatts: values.lightingWatts,
      people: values.people,
      unitType: values.unitType,
      installedBtuh: optionalToBtuh(values.installedCapacity, system),
      exhaustRoomTempF: optionalToF(values.exhaustRoomTemp, system),
      vaporBarrier: values.vaporBarrier,
    },
  };
}

/**
 * Simple mode: fills in every surface from room dimensions, an insulation
 * level and a glass option, using the research defaults in `config.cooling`.
 * The result is a detailed input in the same unit system as the simple one,
 * so a form can switch from simple to detailed without losing anything.
 *
 * A solid door counts as part of the walls, as in the industry worked
 * example; a glass door, glass wall or glass enclosure is its own surface.
 */
export function buildCoolingLoadInput(values: CoolingSimpleValues, config: EstimatorConfig = estimatorConfig): CoolingLoadValues {
  const system = values.unitSystem;
  const { room, options } = resolveSimple(values, config);
  return {
    unitSystem: system,
    cellarTemp: values.cellarTemp,
    surfaces: roomSurfaces(room, options, config).map((surface) => ({
      ...surface,
      area: areaFromSqft(surface.area, system),
      outsideTemp: tempFromF(surface.outsideTemp, system),
    })),
    volume: volumeFromCuft(room.lengthFt * room.widthFt * room.heightFt, system),
    airChangesPerHour: config.cooling.airChangesPerHour[values.traffic].value,
    lightingWatts: values.lightingWatts,
    people: values.people,
    equipmentWatts: 0,
    unitType: values.unitType,
    installedCapacity: values.installedCapacity,
    exhaustRoomTemp: values.exhaustRoomTemp,
    vaporBarrier: values.vaporBarrier,
  };
}

function roomSurfaces(room: RoomFt, options: RoomCoolingOptions, config: EstimatorConfig): CoolingSurface[] {
  const c = config.cooling;
  const levels = c.insulation[options.insulation];
  const surroundingsF = options.surroundingsF ?? c.defaultSurroundingsF.value;
  const floorOutsideF = (options.floorOver ?? 'ground') === 'ground' ? (options.groundTempF ?? c.groundTempF.value) : surroundingsF;
  const wallR = levels.wallR.value;
  const glassR = c.glassRUsed.value;
  const floorArea = room.lengthFt * room.widthFt;
  const wallArea = 2 * (room.lengthFt + room.widthFt) * room.heightFt;
  const doorArea = Math.min(c.doorAreaSqft.value, wallArea / 4);
  const surfaces: CoolingSurface[] = [];
  const wall = (area: number, label = 'Walls') => {
    if (area > 0) surfaces.push({ kind: 'wall', label, area, rValue: wallR, outsideTemp: surroundingsF });
  };
  const glassSurface = (area: number, label: string) =>
    surfaces.push({ kind: 'glass', label, area, rValue: glassR, outsideTemp: surroundingsF });

  switch (options.glass) {
    case 'door':
      wall(wallArea - doorArea);
      glassSurface(doorArea, 'Glass door');
      break;
    case 'one-wall': {
      const glassWall = room.lengthFt * room.heightFt;
      wall(wallArea - glassWall);
      glassSurface(glassWall, 'Glass wall');
      break;
    }
    case 'glass-enclosed':
      glassSurface(wallArea, 'Glass walls and door');
      break;
    default:
      wall(wallArea, 'Walls (door included)');
  }
  surfaces.push({ kind: 'ceiling', label: 'Ceiling', area: floorArea, rValue: levels.ceilingR.value, outsideTemp: surroundingsF });
  surfaces.push({ kind: 'floor', label: 'Floor', area: floorArea, rValue: c.floorR.value, outsideTemp: floorOutsideF });
  return surfaces;
}

function roomAssumptions(options: RoomCoolingOptions, config: EstimatorConfig, system: UnitSystem): string[] {
  const c = config.cooling;
  const level = c.insulation[options.insulation];
  const ach = c.airChangesPerHour[options.traffic].value;
  return [
    `Walls R-${level.wallR.value}, ceiling R-${level.ceilingR.value} (${options.insulation} insulation).`,
    (options.floorOver ?? 'ground') === 'ground'
      ? `Floor R-${c.floorR.value} over ground at ${formatTemperature(options.groundTempF ?? c.groundTempF.value, system)}.`
      : `Floor R-${c.floorR.value} over a room at the surrounding temperature.`,
    options.glass === 'none'
      ? 'A solid insulated door is counted as part of the walls.'
      : `Glass at R-${c.glassRUsed.value} (dual-pane, low end of R-4 to R-6).`,
    `${ach} air change${ach === 1 ? '' : 's'} per hour (${options.traffic} traffic).`,
  ];
}

/**
 * The load of a rectangular room given in feet and °F, without the form
 * limits: the cost estimator sizes cooling for derived rooms of any size.
 */
export function estimateRoomCoolingLoad(
  room: RoomFt,
  options: RoomCoolingOptions,
  config: EstimatorConfig = estimatorConfig,
  system: UnitSystem = 'imperial',
): CoolingLoadResult {
  return computeCoolingLoad(
    {
      unitSystem: system,
      cellarTempF: options.cellarTempF ?? config.conditions.cellarTempF.value,
      surfaces: roomSurfaces(room, options, config),
      volumeCuft: room.lengthFt * room.widthFt * room.heightFt,
      airChangesPerHour: config.cooling.airChangesPerHour[options.traffic].value,
      infiltrationTempF: undefined,
      lightingWatts: options.lightingWatts ?? config.cooling.defaultLightingW.value,
      people: options.people ?? 0,
      equipmentWatts: 0,
      unitType: options.unitType,
      installedBtuh: options.installedBtuh,
      exhaustRoomTempF: options.exhaustRoomTempF,
      vaporBarrier: options.vaporBarrier ?? true,
      assumptions: roomAssumptions(options, config, system),
    },
    config,
  );
}

/** Simple mode end to end: room, insulation and glass in; the full result out. */
export function estimateCoolingLoadSimple(values: CoolingSimpleValues, config: EstimatorConfig = estimatorConfig): CoolingLoadResult {
  const { room, options } = resolveSimple(values, config);
  return estimateRoomCoolingLoad(room, options, config, values.unitSystem);
}

/** The full calculation from a detailed input (every surface listed). */
export function estimateCoolingLoad(values: CoolingLoadValues, config: EstimatorConfig = estimatorConfig): CoolingLoadResult {
  const system = values.unitSystem;
  const common = {
    unitSystem: system,
    cellarTempF: optionalToF(values.cellarTemp, system) ?? config.conditions.cellarTempF.value,
    airChangesPerHour: values.airChangesPerHour,
    infiltrationTempF: optionalToF(values.infiltrationTemp, system),
    lightingWatts: values.lightingWatts,
    people: values.people,
    equipmentWatts: values.equipmentWatts,
    unitType: values.unitType,
    installedBtuh: optionalToBtuh(values.installedCapacity, system),
    exhaustRoomTempF: optionalToF(values.exhaustRoomTemp, system),
    vaporBarrier: values.vaporBarrier,
  };
  if (values.surfaces === undefined) {
    const defaults = config.defaults.cooling;
    const room = { lengthFt: defaults.lengthFt.value, widthFt: defaults.widthFt.value, heightFt: config.defaults.ceilingFt.value };
    const options: RoomCoolingOptions = { insulation: defaults.insulation.value, glass: defaults.glass.value, traffic: defaults.traffic.value };
    return computeCoolingLoad(
      {
        ...common,
        surfaces: roomSurfaces(room, options, config),
        volumeCuft: room.lengthFt * room.widthFt * room.heightFt,
        assumptions: ['No surfaces given: using the 10 × 8 × 8 ft example room.', ...roomAssumptions(options, config, system)],
      },
      config,
    );
  }
  const surfaces = values.surfaces.map((surface) => ({
    ...surface,
    area: areaToSqft(surface.area, system),
    outsideTemp: tempToF(surface.outsideTemp, system),
  }));
  const assumptions: string[] = [];
  let volumeCuft: number;
  if (values.volume === undefined) {
    const top = surfaces.filter((s) => s.kind === 'ceiling').reduce((sum, s) => sum + s.area, 0);
    const bottom = surfaces.filter((s) => s.kind === 'floor').reduce((sum, s) => sum + s.area, 0);
    volumeCuft = Math.max(top, bottom) * config.defaults.ceilingFt.value;
    assumptions.push(`Volume estimated from the ${top >= bottom ? 'ceiling' : 'floor'} area × ${config.defaults.ceilingFt.value} ft, the default ceiling.`);
  } else {
    volumeCuft = volumeToCuft(values.volume, system);
  }
  return computeCoolingLoad({ ...common, surfaces, volumeCuft, assumptions }, config);
}

function computeCoolingLoad(input: ResolvedCoolingInput, config: EstimatorConfig): CoolingLoadResult {
  const system = input.unitSystem;
  const c = config.cooling;
  const cellarTempF = input.cellarTempF;
  const assumptions = [...input.assumptions];

  const surfaces: SurfaceLoad[] = input.surfaces.map((surface, index) => {
    const deltaTF = Math.max(0, surface.outsideTemp - cellarTempF);
    return {
      kind: surface.kind,
      label: surface.label || `${LINE_LABELS[surface.kind]} ${index + 1}`,
      areaSqft: surface.area,
      areaSqm: sqftToSqm(surface.area),
      rValue: surface.rValue,
      outsideTempF: surface.outsideTemp,
      deltaTF,
      btuh: (surface.area * deltaTF) / surface.rValue,
    };
  });
  if (surfaces.some((s) => s.outsideTempF < cellarTempF)) {
    assumptions.push('Surfaces colder than the cellar are counted as zero: no credit for winter cooling.');
  }

  const sides = surfaces.filter((s) => s.kind === 'wall' || s.kind === 'door' || s.kind === 'glass');
  const warmest = (list: SurfaceLoad[]) => list.reduce((max, s) => Math.max(max, s.outsideTempF), Number.NEGATIVE_INFINITY);
  const airTempF = input.infiltrationTempF ?? (sides.length > 0 ? warmest(sides) : warmest(surfaces));
  if (input.infiltrationTempF === undefined) {
    assumptions.push(`Leaking air taken at ${formatTemperature(airTempF, system)}, the warmest space beside the walls or door.`);
  }
  const airDeltaF = Math.max(0, airTempF - cellarTempF);
  const infiltrationBtuh = c.infiltrationFactor.value * input.airChangesPerHour * input.volumeCuft * airDeltaF;

  const perWatt = c.btuhPerWatt.value;
  const lightingBtuh = input.lightingWatts * perWatt;
  const peopleBtuh = input.people * c.wattsPerPersonUsed.value * perWatt;
  const equipmentBtuh = input.equipmentWatts * perWatt;
  if (input.people > 0) {
    assumptions.push(`${c.wattsPerPersonUsed.value} W per person (${c.wattsPerPerson.low}–${c.wattsPerPerson.high} W range).`);
  }

  const conductionBtuh = surfaces.reduce((sum, s) => sum + s.btuh, 0);
  const totalBtuh = conductionBtuh + infiltrationBtuh + lightingBtuh + peopleBtuh + equipmentBtuh;
  const runTimeBtuh = totalBtuh * c.runTimeFactor.value;
  const designBtuh = runTimeBtuh * c.safetyFactor.value;

  const has = (kind: SurfaceKind) => surfaces.some((s) => s.kind === kind);
  const byKind = (kind: SurfaceKind) => surfaces.filter((s) => s.kind === kind).reduce((sum, s) => sum + s.btuh, 0);
  const lineValues: [CoolingLineKey, number, boolean][] = [
    ['wall', byKind('wall'), has('wall')],
    ['ceiling', byKind('ceiling'), has('ceiling')],
    ['floor', byKind('floor'), has('floor')],
    ['door', byKind('door'), has('door')],
    ['glass', byKind('glass'), has('glass')],
    ['infiltration', infiltrationBtuh, true],
    ['lighting', lightingBtuh, input.lightingWatts > 0],
    ['people', peopleBtuh, input.people > 0],
    ['equipment', equipmentBtuh, input.equipmentWatts > 0],
  ];
  const lines = lineValues
    .filter(([, , shown]) => shown)
    .map(([key, btuh]) => ({ key, label: LINE_LABELS[key], btuh, watts: btuhToW(btuh) }));

  const above = surfaces.filter((s) => s.kind !== 'floor');
  const surroundingsRiseF = (above.length > 0 ? warmest(above) : warmest(surfaces)) - cellarTempF;
  const exhaustF = input.exhaustRoomTempF ?? (sides.length > 0 ? warmest(sides) : undefined);
  const exhaustOk =
    exhaustF === undefined || (exhaustF >= c.exhaustRoomF.low - LIMIT_SLACK_F && exhaustF <= c.exhaustRoomF.high + LIMIT_SLACK_F);
  const recommended = recommendUnit(designBtuh, surroundingsRiseF, exhaustOk, config);
  const warnings = coolingWarnings({ input, surfaces, designBtuh, surroundingsRiseF, exhaustF, exhaustOk, recommended, config });

  const summary =
    `Heat load ${formatBtuh(totalBtuh)}; sized to run ${formatNumber(24 / c.runTimeFactor.value)} of 24 hours ` +
    `with a ${formatNumber((c.safetyFactor.value - 1) * 100)}% margin, ` +
    `the cellar needs ${formatBtuh(designBtuh)}: a ${formatNumber(recommended.sizeBtuh)} BTU/h ${recommended.label.toLowerCase()}.`;

  return {
    unitSystem: system,
    cellarTempF,
    surfaces,
    infiltration: {
      airChangesPerHour: input.airChangesPerHour,
      volumeCuft: input.volumeCuft,
      volumeCum: cuftToCum(input.volumeCuft),
      airTempF,
      deltaTF: airDeltaF,
      btuh: infiltrationBtuh,
    },
    internal: { lightingBtuh, peopleBtuh, equipmentBtuh },
    lines,
    conductionBtuh,
    totalBtuh,
    totalW: btuhToW(totalBtuh),
    runTimeBtuh,
    designBtuh,
    designW: btuhToW(designBtuh),
    recommended,
    warnings,
    assumptions,
    summary,
  };
}

/** Rounds the design capacity up to a standard size and picks the kind of unit. */
export function recommendUnit(
  designBtuh: number,
  surroundingsRiseF: number,
  exhaustOk: boolean,
  config: EstimatorConfig = estimatorConfig,
): UnitRecommendation {
  const c = config.cooling;
  const standard = [...c.standardSizesBtuh.value].sort((a, b) => a - b).find((size) => size >= designBtuh);
  const step = c.largerSizeStepBtuh.value;
  const sizeBtuh = standard ?? Math.ceil(designBtuh / step) * step;
  const base = { sizeBtuh, sizeW: btuhToW(sizeBtuh), benchmark: standard !== undefined };
  const maxRise = c.selfContainedMaxRiseF.value;

  if (designBtuh > c.multipleUnitsAboveBtuh.value) {
    return {
      ...base,
      unitClass: 'multiple-splits',
      label: 'Commercial split system or several units',
      reason: `Above ${formatBtuh(c.multipleUnitsAboveBtuh.value)} a single residential unit is not enough.`,
    };
  }
  if (designBtuh > c.ductedMaxBtuh.value) {
    return {
      ...base,
      unitClass: 'split',
      label: 'Split system',
      reason: `Loads above ${formatBtuh(c.ductedMaxBtuh.value)} call for a ducted or ductless split system.`,
    };
  }
  if (surroundingsRiseF > maxRise + LIMIT_SLACK_F) {
    return {
      ...base,
      unitClass: 'split',
      label: 'Split system',
      reason: `The space around the cellar is more than ${maxRise}°F warmer than the cellar; self-contained units are not rated for that.`,
    };
  }
  if (designBtuh > c.throughTheWallMaxBtuh.value || !exhaustOk) {
    return {
      ...base,
      unitClass: 'self-contained-ducted',
      label: 'Self-contained ducted unit',
      reason: exhaustOk
        ? `Above ${formatBtuh(c.throughTheWallMaxBtuh.value)} a ducted unit (or a split system) is needed.`
        : `No room at ${c.exhaustRoomF.low}–${c.exhaustRoomF.high}°F to take a through-the-wall unit's exhaust: duct it elsewhere, or use a split system.`,
    };
  }
  return {
    ...base,
    unitClass: 'through-the-wall',
    label: 'Self-contained through-the-wall unit',
    reason: `Fits the CellarPro-class sizes; it needs a room at ${c.exhaustRoomF.low}–${c.exhaustRoomF.high}°F for its exhaust, otherwise choose a ducted unit.`,
  };
}

interface WarningContext {
  input: ResolvedCoolingInput;
  surfaces: SurfaceLoad[];
  designBtuh: number;
  surroundingsRiseF: number;
  exhaustF: number | undefined;
  exhaustOk: boolean;
  recommended: UnitRecommendation;
  config: EstimatorConfig;
}

function coolingWarnings(ctx: WarningContext): CoolingWarning[] {
  const { input, surfaces, designBtuh, config } = ctx;
  const installedBtuh = input.installedBtuh;
  const c = config.cooling;
  const system = input.unitSystem;
  const warnings: CoolingWarning[] = [];

  if (installedBtuh !== undefined && installedBtuh > designBtuh * c.oversizeRatio.value) {
    warnings.push({
      code: 'oversized',
      message:
        `The ${formatBtuh(installedBtuh)} unit is more than ${c.oversizeRatio.value}× the ${formatBtuh(designBtuh)} design capacity: ` +
        `it will short-cycle (runs under ${c.minCycleMinutes.value} minutes), remove too little moisture and wear its compressor early.`,
    });
  } else if (installedBtuh !== undefined && installedBtuh < designBtuh) {
    warnings.push({
      code: 'undersized',
      message: `The ${formatBtuh(installedBtuh)} unit is below the ${formatBtuh(designBtuh)} design capacity: on hot days it will run non-stop and the cellar will drift warm.`,
    });
  }

  const unitType = input.unitType;
  const selfContainedInPlay = unitType === undefined || SELF_CONTAINED.includes(unitType);
  if (ctx.surroundingsRiseF > c.selfContainedMaxRiseF.value + LIMIT_SLACK_F && selfContainedInPlay) {
    warnings.push({
      code: 'surroundings-too-hot',
      message:
        `The space around the cellar is ${formatTemperatureDelta(ctx.surroundingsRiseF, system)} warmer than the cellar; ` +
        `self-contained units are rated for at most ${formatTemperatureDelta(c.selfContainedMaxRiseF.value, system)}. ` +
        'Use a split system or improve the surroundings.',
    });
  }

  const throughTheWall = unitType === 'through-the-wall' || (unitType === undefined && ctx.recommended.unitClass === 'through-the-wall');
  if (throughTheWall && !ctx.exhaustOk && ctx.exhaustF !== undefined) {
    warnings.push({
      code: 'exhaust-room',
      message:
        `A through-the-wall unit exhausts into the room behind it, which must stay between ` +
        `${formatTemperature(c.exhaustRoomF.low, system)} and ${formatTemperature(c.exhaustRoomF.high, system)}; ` +
        `it is ${formatTemperature(ctx.exhaustF, system)}${input.exhaustRoomTempF === undefined ? ' (taken from the warmest wall)' : ''}.`,
    });
  }

  if (!input.vaporBarrier) {
    warnings.push({
      code: 'no-vapor-barrier',
      message:
        'No vapor barrier: moisture will migrate into the walls, soak the insulation and grow mould. Fit one on the warm side of the insulation.',
    });
  }

  const glassBtuh = surfaces.filter((s) => s.kind === 'glass').reduce((sum, s) => sum + s.btuh, 0);
  if (surfaces.some((s) => s.kind === 'glass')) {
    const conduction = surfaces.reduce((sum, s) => sum + s.btuh, 0);
    const share = conduction > 0 ? (glassBtuh / conduction) * 100 : 0;
    warnings.push({
      code: 'glass',
      message:
        `Glass adds ${formatBtuh(glassBtuh)}, ${formatNumber(share)}% of the heat through the surfaces. ` +
        'Use insulated dual-pane (argon) glazing, keep it out of the sun, and size the unit for it.',
    });
  }

  const weakWalls = surfaces.filter((s) => s.kind === 'wall' && s.rValue < c.minWallR.value);
  if (weakWalls.length > 0) {
    warnings.push({
      code: 'poor-insulation',
      message: `${weakWalls.map((s) => `${s.label} (R-${formatNumber(s.rValue, 1)})`).join(', ')} below R-${c.minWallR.value}, the minimum for cellar walls; R-19 is preferred.`,
    });
  }
  const weakDoors = surfaces.filter((s) => s.kind === 'door' && s.rValue < c.minDoorR.value);
  if (weakDoors.length > 0) {
    warnings.push({
      code: 'poor-door',
      message: `The door is below R-${c.minDoorR.value}: use an insulated, gasketed exterior-grade door with a sweep.`,
    });
  }
  return warnings;
}
