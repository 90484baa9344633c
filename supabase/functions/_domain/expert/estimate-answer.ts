/**
 * The offline expert's estimates: a question's numbers go through the same
 * tools the calculators and the provider model use (`runTool`), and the
 * result is written up in Markdown from the estimator's own figures,
 * assumptions and notes, with a link that opens the calculator pre-filled.
 */
import {
  OPTION_LABELS,
  encodeCapacityParams,
  encodeCoolingSimpleParams,
  encodeCostParams,
  estimatorConfig,
  formatLength,
  formatNumber,
  formatTemperature,
  formatUsd,
  lengthFromFt,
  roomRackingWalls,
  runTool,
  type CapacityInput,
  type CapacityResult,
  type CoolingLoadResult,
  type CoolingSimpleInput,
  type CostEstimate,
  type CostInput,
  type UnitSystem,
} from '../estimator/index.ts';
import type { EstimateIntent, ParsedQuestion } from './question.ts';

export interface CalculatorLink {
  title: string;
  url: string;
}

export type EstimateOutcome =
  | { ok: true; intent: EstimateIntent; markdown: string; calculator: CalculatorLink }
  | { ok: false; intent: EstimateIntent; problems: string[]; calculator: CalculatorLink };

export const CALCULATORS: Record<EstimateIntent, CalculatorLink> = {
  cost: { title: 'Cost calculator', url: '/calculators/cost' },
  cooling: { title: 'Climate calculator', url: '/calculators/climate' },
  capacity: { title: 'Capacity calculator', url: '/calculators/capacity' },
};

const withQuery = (path: string, params: URLSearchParams) => {
  const query = params.toString();
  return query ? `${path}?${query}` : path;
};

const lengthUnit = (system: UnitSystem) => (system === 'metric' ? 'm' : 'ft');
const dimension = (value: number) => formatNumber(value, 2);
const bullets = (items: readonly string[]) => items.map((item) => `- ${item}`).join('\n');

export function costInput(question: ParsedQuestion): CostInput {
  const input: CostInput = { unitSystem: question.unitSystem };
  if (question.bottles !== undefined) {
    input.sizeBy = 'bottles';
    input.bottles = question.bottles;
  } else if (question.room) {
    input.sizeBy = 'room';
    input.length = question.room.length;
    input.width = question.room.width;
  }
  if (question.ceiling !== undefined) input.height = question.ceiling;
  if (question.cellarType) input.cellarType = question.cellarType;
  if (question.rackingMaterial) input.rackingMaterial = question.rackingMaterial;
  if (question.rackingStyle) input.rackingStyle = question.rackingStyle;
  if (question.cooling) input.cooling = question.cooling;
  if (question.glass) {
    input.glass = question.glass;
    if (question.glass === 'none') input.door = 'solid-insulated';
  }
  if (question.finishes) input.finishes = question.finishes;
  if (question.region) input.region = question.region;
  return input;
}

function coolingInput(question: ParsedQuestion): CoolingSimpleInput {
  const input: CoolingSimpleInput = { unitSystem: question.unitSystem };
  if (question.room) {
    input.length = question.room.length;
    input.width = question.room.width;
  }
  const height = question.room?.height ?? question.ceiling;
  if (height !== undefined) input.height = height;
  if (question.glass) input.glass = question.glass;
  if (question.insulation) input.insulation = question.insulation;
  if (question.surroundingsTemp !== undefined) input.surroundingsTemp = question.surroundingsTemp;
  if (question.cellarTemp !== undefined) input.cellarTemp = question.cellarTemp;
  if (question.traffic) input.traffic = question.traffic;
  if (question.vaporBarrier !== undefined) input.vaporBarrier = question.vaporBarrier;
  return input;
}

/** Racking walls from the question: a stated run, or the walls of a room (the estimator's roomRackingWalls). */
function capacityInput(question: ParsedQuestion): { input: CapacityInput; fromRoom: boolean } {
  const input: CapacityInput = { unitSystem: question.unitSystem };
  let fromRoom = false;
  if (question.wallRun !== undefined) {
    input.walls = [{ length: question.wallRun }];
  } else if (question.room) {
    input.walls = roomRackingWalls(question.room, question.unitSystem).map((length) => ({ length }));
    fromRoom = true;
  }
  const height = question.room?.height ?? question.ceiling;
  if (height !== undefined) input.ceilingHeight = height;
  if (question.rackingStyle) input.style = question.rackingStyle;
  return { input, fromRoom };
}

function costMarkdown(estimate: CostEstimate): string {
  const rows = estimate.lines.map((line) => `| ${line.label} | ${formatUsd(line.low)} | ${formatUsd(line.high)} |`);
  const values = estimate.inputs;
  const options =
    `Options: ${OPTION_LABELS.cellarType[values.cellarType].toLowerCase()} cellar, ${OPTION_LABELS.rackingMaterial[values.rackingMaterial].toLowerCase()} racking ` +
    `(${OPTION_LABELS.rackingStyle[values.rackingStyle].toLowerCase()}), ${OPTION_LABELS.coolingSystem[values.cooling].toLowerCase()}, ` +
    `${OPTION_LABELS.glass[values.glass].toLowerCase()}, ${OPTION_LABELS.finishes[values.finishes].toLowerCase()} finishes; change any of them in the calculator.`;
  return [
    `**${estimate.summary}**`,
    ['| Line | Low | High |', '| --- | ---: | ---: |', ...rows, `| **Total** | **${formatUsd(estimate.total.low)}** | **${formatUsd(estimate.total.high)}** |`].join('\n'),
    `**What this assumes**\n${bullets([...estimate.assumptions, options])}`,
    `**Worth knowing**\n${bullets(estimate.notes)}`,
  ].join('\n\n');
}

/** How a question's volume became the room the estimate used; null when the question gave the room itself. */
function volumeAssumption(question: ParsedQuestion): string | null {
  if (question.volume === undefined || !question.room) return null;
  const unit = lengthUnit(question.unitSystem);
  const { length, width, height } = question.room;
  return (
    `Your ${formatNumber(question.volume)} ${unit}³ taken as a square room ${dimension(length)} × ${dimension(width)} ${unit} with a ceiling of ${dimension(height ?? 0)} ${unit}; ` +
    `a long, narrow room has more wall and a little more load, so tell me its length, width and height for a closer figure.`
  );
}

/** The glass the estimate counted, said in words, because glass is the decision that moves the load most. */
const glassLine = (glass: CoolingSimpleInput['glass']): string | null =>
  glass === undefined ? null : `Glass: ${OPTION_LABELS.glass[glass].toLowerCase()}, as you described${glass === 'none' ? '' : '; glass is counted in the load above'}.`;

function coolingMarkdown(result: CoolingLoadResult, input: CoolingSimpleInput, question: ParsedQuestion): string {
  const system = result.unitSystem;
  const unit = lengthUnit(system);
  const d = estimatorConfig.defaults.cooling;
  const length = input.length ?? lengthFromFt(d.lengthFt.value, system);
  const width = input.width ?? lengthFromFt(d.widthFt.value, system);
  const height = input.height ?? lengthFromFt(d.heightFt.value, system);
  const rows = result.lines.map((line) => `| ${line.label} | ${formatNumber(line.btuh)} | ${formatNumber(line.watts)} |`);
  const room =
    `A ${dimension(length)} × ${dimension(width)} × ${dimension(height)} ${unit} room` +
    (input.height === undefined ? ` (ceiling height not given: the calculator's default of ${dimension(height)} ${unit})` : '') +
    `, held at ${formatTemperature(result.cellarTempF, system)}.`;
  const parts = [
    `**${result.summary}**`,
    [
      '| Heat source | BTU/h | W |',
      '| --- | ---: | ---: |',
      ...rows,
      `| **Heat load** | **${formatNumber(result.totalBtuh)}** | **${formatNumber(result.totalW)}** |`,
      `| **Capacity to buy** | **${formatNumber(result.designBtuh)}** | **${formatNumber(result.designW)}** |`,
    ].join('\n'),
    `**Unit to look at:** ${result.recommended.label}, ${formatNumber(result.recommended.sizeBtuh)} BTU/h class. ${result.recommended.reason}`,
    `**What this assumes**\n${bullets([volumeAssumption(question), room, glassLine(input.glass), ...result.assumptions].filter((line): line is string => line !== null))}`,
  ];
  if (result.warnings.length > 0) parts.push(`**Warnings**\n${bullets(result.warnings.map((warning) => warning.message))}`);
  return parts.join('\n\n');
}

function capacityMarkdown(result: CapacityResult, fromRoom: boolean, question: ParsedQuestion): string {
  const system = result.unitSystem;
  const rows = result.walls.map((wall) => `| ${wall.label} | ${formatLength(wall.lengthFt, system)} | ${formatNumber(wall.bottles)} |`);
  const totalFt = result.walls.reduce((sum, wall) => sum + wall.lengthFt, 0);
  const assumptions = [...result.assumptions];
  if (fromRoom && question.room) {
    const unit = lengthUnit(system);
    const lengths = result.walls.map((wall) => formatLength(wall.lengthFt, system).replace(` ${unit}`, ''));
    // The racks' depth and the aisle are config figures; the lengths they leave are the estimator's walls.
    assumptions.unshift(
      result.walls.length === 2
        ? `A reach-in closet: the ${dimension(question.room.length)} × ${dimension(question.room.width)} ${unit} room is too narrow to stand between racks on both long walls, so racking runs along one long wall and the far wall (${lengths.join(', ')} ${unit}), the far wall less the racks' depth.`
        : `Racking on three walls of the ${dimension(question.room.length)} × ${dimension(question.room.width)} ${unit} room (${lengths.join(', ')} ${unit}), leaving the fourth wall for the door; the short wall loses the racks' depth at each corner.`,
    );
  }
  const notes = [...result.notes];
  if (result.current) notes.unshift(result.current.message);
  return [
    `**${result.summary}**`,
    ['| Wall | Length | Bottles |', '| --- | ---: | ---: |', ...rows, `| **Total** | **${formatLength(totalFt, system)}** | **${formatNumber(result.nominalBottles)}** |`].join(
      '\n',
    ),
    `**What this assumes**\n${bullets(assumptions)}`,
    `**Worth knowing**\n${bullets(notes)}`,
  ].join('\n\n');
}

/** Runs the estimate a question calls for; null when it calls for none. */
export function estimateFor(question: ParsedQuestion): EstimateOutcome | null {
  switch (question.intent) {
    case null:
      return null;
    case 'cost': {
      const input = costInput(question);
      const outcome = runTool('estimate_cost', input);
      const calculator = { ...CALCULATORS.cost, url: withQuery(CALCULATORS.cost.url, encodeCostParams(input)) };
      if (!outcome.ok || outcome.tool !== 'estimate_cost') return failed('cost', outcome, calculator);
      return { ok: true, intent: 'cost', markdown: costMarkdown(outcome.result), calculator };
    }
    case 'cooling': {
      const input = coolingInput(question);
      const outcome = runTool('estimate_cooling_load', input);
      const calculator = { ...CALCULATORS.cooling, url: withQuery(CALCULATORS.cooling.url, encodeCoolingSimpleParams(input)) };
      if (!outcome.ok || outcome.tool !== 'estimate_cooling_load') return failed('cooling', outcome, calculator);
      return { ok: true, intent: 'cooling', markdown: coolingMarkdown(outcome.result, input, question), calculator };
    }
    case 'capacity': {
      const { input, fromRoom } = capacityInput(question);
      const outcome = runTool('estimate_capacity', input);
      const calculator = { ...CALCULATORS.capacity, url: withQuery(CALCULATORS.capacity.url, encodeCapacityParams(input)) };
      if (!outcome.ok || outcome.tool !== 'estimate_capacity') return failed('capacity', outcome, calculator);
      return { ok: true, intent: 'capacity', markdown: capacityMarkdown(outcome.result, fromRoom, question), calculator };
    }
  }
}

function failed(intent: EstimateIntent, outcome: ReturnType<typeof runTool>, calculator: CalculatorLink): EstimateOutcome {
  const problems = outcome.ok ? [] : outcome.error.code === 'invalid_arguments' ? outcome.error.issues.map((issue) => issue.message) : [outcome.error.message];
  return { ok: false, intent, problems, calculator };
}
