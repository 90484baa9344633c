/**
 * The cost calculator's form: the draft, its defaults, and what Save and "Get
 * a quote with this" carry; checking and links are in cost-codec.ts, which
 * loads with the schemas on the first edit. Kept out of the component so the
 * round trips are unit-tested.
 */
import { CALCULATOR_DEFAULTS } from '@domain/estimator/config-defaults.ts';
import type { CostEstimate } from '@domain/estimator/cost.ts';
import { formatUsd, formatUsdRange, formatNumber, formatLength, formatBtuh } from '@domain/estimator/format.ts';
import { OPTION_LABELS, type CellarType, type CoolingSystem, type DoorType, type FinishLevel, type GlassOption, type RackingMaterial, type RackingStyle, type Region, type SizeBy } from '@domain/estimator/options.ts';
import { COST_DEFAULTS } from '@domain/estimator/defaults.ts';
import type { CostValues } from '@domain/estimator/schemas.ts';
import type { UnitSystem } from '@domain/estimator/units.ts';
import type { ToolOutput } from '@/components/tool-shell/tool-output.ts';
import { draftNumber } from '@/components/tool-shell/form-draft.ts';
import type { CalculatorSpec } from '@/components/tool-shell/use-tool-state.ts';
import { convertFields, placeholderIn } from './unit-convert.ts';

export interface CostDraft {
  unitSystem: UnitSystem;
  sizeBy: SizeBy;
  bottles: string;
  /** The visitor's own count when sizing by room; empty: what the walls hold. */
  roomBottles: string;
  length: string;
  width: string;
  height: string;
  cellarType: CellarType;
  rackingMaterial: RackingMaterial;
  rackingStyle: RackingStyle;
  cooling: CoolingSystem;
  glass: GlassOption;
  door: DoorType;
  finishes: FinishLevel;
  region: Region;
}

const LENGTH_FIELDS = { length: 'length', width: 'length', height: 'length' } as const;

/**
 * Glass in the form is two separate questions: the door (solid, glass or
 * custom) and glass walls. The estimator's one `glass` option also covers "a
 * glass door and no glass walls" ('door'), so the form maps between them.
 */
export const GLASS_WALLS = ['none', 'one-wall', 'glass-enclosed'] as const satisfies readonly GlassOption[];
export const GLASS_WALL_LABELS: Record<(typeof GLASS_WALLS)[number], string> = {
  none: 'None',
  'one-wall': 'One glass wall',
  'glass-enclosed': 'Glass all round',
};

export const glassOf = (draft: Pick<CostDraft, 'glass' | 'door'>): GlassOption =>
  draft.glass === 'none' || draft.glass === 'door' ? (draft.door === 'glass' ? 'door' : 'none') : draft.glass;

export function costDraftFromValues(values: CostValues): CostDraft {
  const glassDoor = values.glass === 'door';
  return {
    unitSystem: values.unitSystem,
    sizeBy: values.sizeBy,
    bottles: String(values.bottles),
    roomBottles: values.roomBottles === undefined ? '' : String(values.roomBottles),
    length: draftNumber(values.length, 3),
    width: draftNumber(values.width, 3),
    height: draftNumber(values.height, 3),
    cellarType: values.cellarType,
    rackingMaterial: values.rackingMaterial,
    rackingStyle: values.rackingStyle,
    cooling: values.cooling,
    glass: glassDoor ? 'none' : values.glass,
    door: glassDoor ? 'glass' : values.door,
    finishes: values.finishes,
    region: values.region,
  };
}

export const COST_INITIAL: CostDraft = costDraftFromValues(COST_DEFAULTS);

export const costSpec: CalculatorSpec<CostDraft, CostValues> = {
  initial: COST_INITIAL,
  initialValues: COST_DEFAULTS,
  load: () => import('./cost-codec.ts').then((module) => module.costCodec),
};

export function switchCostUnits(draft: CostDraft, to: UnitSystem): CostDraft {
  return { ...convertFields(draft, LENGTH_FIELDS, draft.unitSystem, to), unitSystem: to };
}

/** Placeholders: the default each empty dimension box stands for, in the visitor's units. */
export function costPlaceholders(draft: CostDraft) {
  const d = CALCULATOR_DEFAULTS.cost;
  return {
    length: placeholderIn(d.lengthFt.value, 'length', draft.unitSystem),
    width: placeholderIn(d.widthFt.value, 'length', draft.unitSystem),
    // One ceiling default in both modes, as every calculator has.
    height: placeholderIn(CALCULATOR_DEFAULTS.ceilingFt.value, 'length', draft.unitSystem),
  };
}

export function costTitle(result: CostEstimate): string {
  return `${formatNumber(result.bottles)}-bottle ${result.inputs.cellarType} cellar`;
}

const roomText = (result: CostEstimate) =>
  `${formatLength(result.room.lengthFt, result.unitSystem)} × ${formatLength(result.room.widthFt, result.unitSystem)}`;

/** What Save stores and what the quote request carries. */
export function costOutput(result: CostEstimate, link: string): ToolOutput {
  const calculation: ToolOutput['calculation'] = {
    kind: 'cost',
    title: `Cost estimate: ${costTitle(result)}`,
    inputs: { ...result.inputs },
    summary: {
      headline: `${formatUsdRange(result.total.low, result.total.high)} for ${formatNumber(result.bottles)} bottles`,
      lines: [
        { label: 'Per bottle', value: `${formatUsd(result.perBottle.low)}–${formatUsd(result.perBottle.high)}` },
        { label: 'Room', value: roomText(result) },
        { label: 'Cooling load', value: `${formatBtuh(result.cooling.designBtuh)} design capacity` },
        ...result.lines.map((line) => ({ label: line.label.replace(/ \(.*\)$/, ''), value: formatUsdRange(line.low, line.high) })),
      ],
      link,
    },
  };
  // Only a count the visitor gave goes into the quote's bottle field; one the calculator worked out stays in the summary, labelled.
  const given = result.room.holds.basis === 'given';
  return {
    calculation,
    quote: {
      projectType: result.inputs.cellarType === 'residential' ? 'residential' : 'commercial',
      ...(given ? { capacityBottles: result.bottles } : {}),
      summary: given ? result.summary : `${result.summary} ${result.room.holds.text}`,
    },
  };
}

/** The inputs as a printed list. */
export function costInputList(values: CostValues): { label: string; value: string }[] {
  const system = values.unitSystem;
  const unit = system === 'metric' ? 'm' : 'ft';
  const size =
    values.sizeBy === 'room'
      ? [
          { label: 'Room', value: `${values.length ?? '—'} × ${values.width ?? '—'} ${unit}` },
          { label: 'Ceiling height', value: values.height === undefined ? 'Default' : `${values.height} ${unit}` },
          { label: 'Bottles', value: values.roomBottles === undefined ? 'What the walls hold' : formatNumber(values.roomBottles) },
        ]
      : [{ label: 'Bottles', value: formatNumber(values.bottles) }];
  return [
    { label: 'Size by', value: OPTION_LABELS.sizeBy[values.sizeBy] },
    ...size,
    { label: 'Cellar type', value: OPTION_LABELS.cellarType[values.cellarType] },
    { label: 'Racking', value: `${OPTION_LABELS.rackingStyle[values.rackingStyle]}, ${OPTION_LABELS.rackingMaterial[values.rackingMaterial]}` },
    { label: 'Cooling', value: OPTION_LABELS.coolingSystem[values.cooling] },
    { label: 'Door', value: OPTION_LABELS.door[values.glass === 'door' ? 'glass' : values.door] },
    { label: 'Glass walls', value: values.glass === 'one-wall' || values.glass === 'glass-enclosed' ? GLASS_WALL_LABELS[values.glass] : GLASS_WALL_LABELS.none },
    { label: 'Finishes', value: OPTION_LABELS.finishes[values.finishes] },
    { label: 'Region', value: OPTION_LABELS.region[values.region] },
  ];
}
