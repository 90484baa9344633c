/**
 * The capacity calculator's form: walls of racking (each with an optional
 * style of its own) or a room whose walls the racking lines as the designer
 * lays it out (the same count as the cost calculator by room size), ceiling
 * height, bottle mix and the collection today.
 */
import type { CapacityResult } from '@domain/estimator/capacity.ts';
import { CALCULATOR_DEFAULTS } from '@domain/estimator/config-defaults.ts';
import { formatNumber, formatRange } from '@domain/estimator/format.ts';
import { OPTION_LABELS, type RackingStyle } from '@domain/estimator/options.ts';
import { CAPACITY_DEFAULTS } from '@domain/estimator/defaults.ts';
import type { CapacityValues } from '@domain/estimator/schemas.ts';
import type { UnitSystem } from '@domain/estimator/units.ts';
import type { ToolOutput } from '@/components/tool-shell/tool-output.ts';
import { draftNumber } from '@/components/tool-shell/form-draft.ts';
import type { CalculatorSpec } from '@/components/tool-shell/use-tool-state.ts';
import { convertDraft, convertFields, placeholderIn, showIn } from './unit-convert.ts';

export interface WallDraft {
  id: number;
  length: string;
  /** '' follows the overall style. */
  style: RackingStyle | '';
}

export const MEASURE_BY = ['walls', 'room'] as const;
export type MeasureBy = (typeof MEASURE_BY)[number];
export const MEASURE_BY_LABELS: Record<MeasureBy, string> = {
  walls: 'Each wall of racking',
  room: 'The room: racking along its walls',
};

export interface CapacityDraft {
  unitSystem: UnitSystem;
  ceilingHeight: string;
  measureBy: MeasureBy;
  roomLength: string;
  roomWidth: string;
  walls: WallDraft[];
  style: RackingStyle;
  nonBordeauxPercent: string;
  currentBottles: string;
  floorArea: string;
}

let nextWallId = 1;
export const newWall = (length: string, style: RackingStyle | '' = ''): WallDraft => ({ id: nextWallId++, length, style });

export const defaultWalls = (system: UnitSystem) =>
  CALCULATOR_DEFAULTS.capacity.wallsFt.value.map((ft) => showIn(ft, 'length', system));

export function capacityDraftFromValues(values: CapacityValues): CapacityDraft {
  const system = values.unitSystem;
  const walls = values.walls?.map((wall) => newWall(draftNumber(wall.length, 3), wall.style ?? '')) ?? defaultWalls(system).map((length) => newWall(length));
  const byRoom = values.walls === undefined && values.roomLength !== undefined && values.roomWidth !== undefined;
  return {
    unitSystem: system,
    ceilingHeight: draftNumber(values.ceilingHeight, 3),
    measureBy: byRoom ? 'room' : 'walls',
    roomLength: draftNumber(values.roomLength, 3),
    roomWidth: draftNumber(values.roomWidth, 3),
    walls,
    style: values.style,
    nonBordeauxPercent: draftNumber(values.nonBordeauxPercent),
    currentBottles: values.currentBottles === undefined ? '' : String(values.currentBottles),
    floorArea: draftNumber(values.floorArea, 2),
  };
}

export const CAPACITY_INITIAL = capacityDraftFromValues(CAPACITY_DEFAULTS);

export const capacitySpec: CalculatorSpec<CapacityDraft, CapacityValues> = {
  initial: CAPACITY_INITIAL,
  initialValues: CAPACITY_DEFAULTS,
  load: () => import('./capacity-codec.ts').then((module) => module.capacityCodec),
};

export function switchCapacityUnits(draft: CapacityDraft, to: UnitSystem): CapacityDraft {
  const from = draft.unitSystem;
  const converted = convertFields(draft, { ceilingHeight: 'length', floorArea: 'area', roomLength: 'length', roomWidth: 'length' }, from, to);
  return {
    ...converted,
    unitSystem: to,
    walls: draft.walls.map((wall) => ({ ...wall, length: convertDraft(wall.length, 'length', from, to) })),
  };
}

export const capacityPlaceholders = (system: UnitSystem) => ({
  ceilingHeight: placeholderIn(CALCULATOR_DEFAULTS.ceilingFt.value, 'length', system),
});

const titleOf = (result: CapacityResult) => `Racking capacity: ${formatNumber(result.planning.capacity)} bottles`;

/** What Save stores and what the quote request carries. */
export function capacityOutput(result: CapacityResult, link: string): ToolOutput {
  const calculation: ToolOutput['calculation'] = {
    kind: 'capacity',
    title: titleOf(result),
    inputs: Object.fromEntries(new URLSearchParams(link.split('?')[1] ?? '')),
    summary: {
      headline: `${formatNumber(result.planning.capacity)} bottles of racking`,
      lines: [
        { label: 'Bordeaux-size bottles', value: formatNumber(result.nominalBottles) },
        { label: 'With your bottle mix', value: formatRange(result.mix.bottles.low, result.mix.bottles.high) },
        { label: 'Start with', value: `${formatRange(result.planning.startWith.low, result.planning.startWith.high)} bottles` },
        { label: 'Weight when full', value: `${formatNumber(result.weight.lb)} lb (${formatNumber(result.weight.kg)} kg)` },
        ...result.walls.map((wall) => ({ label: wall.label, value: `${formatNumber(wall.bottles)} bottles, ${OPTION_LABELS.rackingStyle[wall.style].toLowerCase()}` })),
      ].slice(0, 12),
      link,
    },
  };
  return { calculation, quote: { projectType: 'residential', capacityBottles: result.planning.capacity, summary: result.summary } };
}

export function capacityInputList(values: CapacityValues, result: CapacityResult): { label: string; value: string }[] {
  const unit = values.unitSystem === 'metric' ? 'm' : 'ft';
  return [
    { label: 'Ceiling height', value: values.ceilingHeight === undefined ? `Default (${capacityPlaceholders(values.unitSystem).ceilingHeight} ${unit})` : `${values.ceilingHeight} ${unit}` },
    ...(values.walls === undefined && values.roomLength !== undefined && values.roomWidth !== undefined
      ? [{ label: 'Room', value: `${formatNumber(values.roomLength, 2)} × ${formatNumber(values.roomWidth, 2)} ${unit}, racking along its walls as our designer lays it out` }]
      : []),
    ...result.walls.map((wall) => ({
      label: wall.label,
      value: `${formatNumber(values.unitSystem === 'metric' ? wall.lengthM : wall.lengthFt, 2)} ${unit}, ${OPTION_LABELS.rackingStyle[wall.style]}`,
    })),
    { label: 'Wider bottles', value: `${values.nonBordeauxPercent}%` },
    { label: 'Bottles today', value: values.currentBottles === undefined ? 'Not given' : formatNumber(values.currentBottles) },
  ];
}
