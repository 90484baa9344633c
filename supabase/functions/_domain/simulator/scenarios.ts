/**
 * Training scenarios: a room, a day and something going wrong, with
 * questions whose answers come from running the scenario (so the answer
 * and the explanation can never disagree), plus a few that test judgment.
 */
import { estimatorConfig } from '../estimator/config.ts';
import { simulatorConfig } from './config.ts';
import { simulate, type SimInput, type SimRun } from './simulate.ts';
import { assessRisk, type RiskSummary } from './risk.ts';
import { roomCoolingLoad, type SimRoom } from './model.ts';

export type ScenarioId = 'power-cut' | 'door-open' | 'heat-wave' | 'door-seal';

export interface ChoiceQuestion {
  kind: 'choice';
  id: string;
  prompt: string;
  options: readonly string[];
  /** Index of the right option, from the run. */
  answer: (run: SimRun, risk: RiskSummary) => number;
  explain: (run: SimRun, risk: RiskSummary) => string;
}

export interface NumberQuestion {
  kind: 'number';
  id: string;
  prompt: string;
  unit: string;
  min: number;
  max: number;
  answer: (run: SimRun, risk: RiskSummary) => number;
  /** An answer within this of the run's counts as right. */
  tolerance: (right: number) => number;
  explain: (run: SimRun, risk: RiskSummary) => string;
}

export type Question = ChoiceQuestion | NumberQuestion;

export interface Scenario {
  id: ScenarioId;
  title: string;
  story: string;
  input: SimInput;
  questions: readonly Question[];
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const fmt = (value: number) => round1(value).toLocaleString('en-US');

/** The estimator's worked-example room (10 × 8 × 8 ft, R-19 walls, R-30 ceiling, slab at 65°F, 1 ACH, 20 W LED) with 800 bottles. */
export const EXAMPLE_ROOM: SimRoom = {
  lengthFt: estimatorConfig.defaults.cooling.lengthFt.value,
  widthFt: estimatorConfig.defaults.cooling.widthFt.value,
  heightFt: estimatorConfig.defaults.ceilingFt.value,
  insulation: estimatorConfig.defaults.cooling.insulation.value,
  glass: estimatorConfig.defaults.cooling.glass.value,
  airChangesPerHour: estimatorConfig.cooling.airChangesPerHour.low.value,
  bottles: 800,
  lightingWatts: estimatorConfig.cooling.defaultLightingW.value,
  groundTempF: estimatorConfig.cooling.groundTempF.value,
};

const UNIT_55 = { setPointF: estimatorConfig.conditions.cellarTempF.value, deadbandF: 2 };
const [SMALLEST_UNIT = 1456] = estimatorConfig.cooling.standardSizesBtuh.value;
/** The size the cooling-load calculator recommends for the example room at its 80°F design temperature. */
export const EXAMPLE_UNIT_BTUH = roomCoolingLoad(EXAMPLE_ROOM).recommended.sizeBtuh;

/** The example room with its recommended unit at 55°F, on a given stretch of weather with what goes wrong. */
const exampleRun = (weather: SimInput['weather'], days: number, events: SimInput['events'], changes: Partial<SimInput> = {}): SimInput => ({
  room: EXAMPLE_ROOM,
  unit: { ...UNIT_55, capacityBtuh: EXAMPLE_UNIT_BTUH },
  weather,
  humidityPct: 65,
  days,
  events,
  ...changes,
});

/** Index of the band a value falls in: bands are the upper edges of all but the last option. */
const band = (value: number, edges: readonly number[]) => {
  const index = edges.findIndex((edge) => value < edge);
  return index === -1 ? edges.length : index;
};

const sinceCut = (run: SimRun, thresholdF: number) => {
  const cut = run.input.events.find((event) => event.kind === 'power-cut');
  const reached = run.firstReached(thresholdF);
  return reached === null || cut === undefined ? null : reached - cut.startHour;
};

/** How much of the time the unit ran, in %, within 10 points: asked in two scenarios, each explaining it its own way. */
const runShareQuestion = (prompt: string, explain: NumberQuestion['explain']): NumberQuestion => ({
  kind: 'number',
  id: 'run-share',
  prompt,
  unit: '%',
  min: 0,
  max: 100,
  answer: (run) => run.unitRanShare * 100,
  tolerance: () => 10,
  explain,
});

export const SCENARIOS: readonly Scenario[] = [
  {
    id: 'power-cut',
    title: 'The power fails on a 95°F day',
    story:
      'A heat wave holds the garage beside the cellar at 95°F day and night. At 2 am the power goes and stays off for three days. The cellar holds 800 bottles and was at 55°F.',
    input: exampleRun({ meanF: 95, rangeF: 0 }, 3, [{ kind: 'power-cut', startHour: 2, hours: 70 }]),
    questions: [
      {
        kind: 'number',
        id: 'hours-to-65',
        prompt: 'How many hours after the power fails does the cellar reach 65°F?',
        unit: 'hours',
        min: 0,
        max: 200,
        answer: (run) => sinceCut(run, 65) ?? 0,
        tolerance: (right) => Math.max(2, right * 0.2),
        explain: (run) =>
          `The bottles and walls store about ${fmt(run.model.massBtuPerF)} BTU per °F, and heat leaks in at about ${fmt(run.model.uaAboveF + run.model.uaLeak + run.model.uaGround)} BTU/h per °F of difference, so the room warms slowly: 65°F comes ${fmt(sinceCut(run, 65) ?? 0)} hours after the cut.`,
      },
      {
        kind: 'choice',
        id: 'peak',
        prompt: 'How warm is the cellar when the power comes back after three days?',
        options: ['Below 65°F', '65–70°F', '70–75°F', 'Above 75°F'],
        answer: (run) => band(run.hours.at(-1)?.cellarF ?? 0, [65, 70, 75]),
        explain: (run) => `It reaches ${fmt(run.hours.at(-1)?.cellarF ?? 0)}°F: it keeps heading for the temperature where the heat leaking in balances, well above 70°F.`,
      },
      {
        kind: 'choice',
        id: 'first-move',
        prompt: 'The power is out. What helps the wine most?',
        options: ['Open the door to check on the bottles', 'Keep the door shut and the lights off', 'Move the bottles to the kitchen fridge'],
        answer: () => 1,
        explain: () =>
          'Every opening lets the warm air in and the lights add heat; the stored cold in the bottles is what buys you time. A fridge holds a few bottles at the wrong temperature and humidity.',
      },
    ],
  },
  {
    id: 'door-open',
    title: 'The door is left open after a tasting',
    story:
      'A summer evening: the house around the cellar swings between 75°F at dawn and 89°F mid-afternoon. After a tasting at 6 pm the door is left open until midnight. The unit is the right size and keeps running.',
    input: exampleRun({ meanF: 82, rangeF: 14 }, 2, [{ kind: 'door-open', startHour: 18, hours: 6 }]),
    questions: [
      {
        kind: 'choice',
        id: 'keeps-up',
        prompt: 'With the door open, does the unit hold the cellar within 2°F of 55°F?',
        options: ['Yes, it keeps up', 'No, the cellar drifts warmer'],
        answer: (run) => (Math.max(...run.hours.filter((p) => p.hour >= 18 && p.hour <= 24).map((p) => p.cellarF)) > 57 ? 1 : 0),
        explain: (run) => {
          const peak = Math.max(...run.hours.filter((p) => p.hour >= 18 && p.hour <= 24).map((p) => p.cellarF));
          return `An open door trades about ${fmt(simulatorConfig.doorOpenCfm.value)} cubic feet of air a minute; the unit runs flat out and the cellar reaches ${fmt(peak)}°F by midnight.`;
        },
      },
      {
        kind: 'number',
        id: 'peak',
        prompt: 'How warm does the cellar get (°F)?',
        unit: '°F',
        min: 30,
        max: 120,
        answer: (_run, risk) => risk.maxF,
        tolerance: () => 1.5,
        explain: (_run, risk) => `The warmest it gets is ${fmt(risk.maxF)}°F, just before the door is shut at midnight; then the unit brings it back down overnight.`,
      },
      {
        kind: 'choice',
        id: 'humidity',
        prompt: 'What happens to the cellar’s relative humidity while it warms?',
        options: ['It rises', 'It falls', 'It stays the same'],
        answer: () => 1,
        explain: (_run, risk) =>
          `The air holds the same moisture, but warmer air can hold more, so the relative humidity falls, here to ${Math.round(risk.humidityLowPct)}%.`,
      },
    ],
  },
  {
    id: 'heat-wave',
    title: 'An undersized unit in a heat wave',
    story:
      'A 12 × 10 × 9 ft cellar with standard insulation and a glass door was fitted with the smallest unit on the market. A three-day heat wave sends the room next door from 85°F at dawn to 105°F in the afternoon.',
    input: exampleRun({ meanF: 95, rangeF: 20 }, 3, [], {
      room: { ...EXAMPLE_ROOM, lengthFt: 12, widthFt: 10, heightFt: 9, insulation: 'standard', glass: 'door', bottles: 1200 },
      unit: { ...UNIT_55, capacityBtuh: SMALLEST_UNIT },
    }),
    questions: [
      {
        kind: 'choice',
        id: 'hours-above-65',
        prompt: 'Over the three days, how long is the cellar above 65°F?',
        options: ['Never', 'Under 12 hours', '12–36 hours', 'More than 36 hours'],
        answer: (_run, risk) => (risk.hoursAbove65 === 0 ? 0 : 1 + band(risk.hoursAbove65, [12, 36])),
        explain: (_run, risk) => `${fmt(risk.hoursAbove65)} hours above 65°F: the unit cannot remove the heat of the afternoons.`,
      },
      runShareQuestion('What share of the time does the unit run (%)?', (run) =>
        `It runs ${fmt(run.unitRanShare * 100)}% of the time. Units are sized to run about 16 hours in 24 (67%); one that never stops has no margin left.`,
      ),
      {
        kind: 'choice',
        id: 'swing',
        prompt: 'What is the largest swing in a day?',
        options: ['Under 2°F', '2–4°F', '4–8°F', 'More than 8°F'],
        answer: (_run, risk) => band(risk.largestDailySwingF, [2, 4, 8]),
        explain: (_run, risk) => `The cellar swings up to ${fmt(risk.largestDailySwingF)}°F in a day: a sign the unit is short of capacity, and what the wine minds most.`,
      },
    ],
  },
  {
    id: 'door-seal',
    title: 'A failing door seal',
    story:
      'The gasket on the cellar door has torn and the sweep is gone: the room now leaks 4 air changes an hour instead of 1. A warm week: 78°F at dawn, 92°F in the afternoon next door.',
    input: exampleRun({ meanF: 85, rangeF: 14 }, 2, [], { room: { ...EXAMPLE_ROOM, airChangesPerHour: 4 } }),
    questions: [
      runShareQuestion('What share of the time does the unit run now (%)?', (run) =>
        `${fmt(run.unitRanShare * 100)}% of the time. Leaking air brings in about ${fmt(run.model.uaLeak)} BTU/h per °F of difference, four times what a sealed door lets in.`,
      ),
      {
        kind: 'choice',
        id: 'holds',
        prompt: 'Does the cellar still stay within 50–59°F?',
        options: ['Yes', 'No'],
        answer: (_run, risk) => (risk.hoursOutsideGoodRange > 0 ? 1 : 0),
        explain: (_run, risk) =>
          risk.hoursOutsideGoodRange > 0
            ? `No: it spends ${fmt(risk.hoursOutsideGoodRange)} hours outside the range, peaking at ${fmt(risk.maxF)}°F.`
            : `Yes, peaking at ${fmt(risk.maxF)}°F, but the unit works much harder and wears sooner.`,
      },
      {
        kind: 'choice',
        id: 'fix',
        prompt: 'What is the right fix?',
        options: ['A bigger cooling unit', 'A new gasket and door sweep', 'Turn the set point down to 50°F'],
        answer: () => 1,
        explain: () => 'Stop the leak: a gasket and sweep cost little, cut the load at its source and keep the unit’s runs in its design range.',
      },
    ],
  },
];

export function scenarioById(id: string): Scenario | undefined {
  return SCENARIOS.find((scenario) => scenario.id === id);
}

export interface RunResult {
  run: SimRun;
  risk: RiskSummary;
}

export function runScenario(scenario: Scenario): RunResult {
  const run = simulate(scenario.input);
  return { run, risk: assessRisk(run) };
}

export type Answer = { kind: 'choice'; index: number } | { kind: 'number'; value: number };

export interface Marked {
  id: string;
  correct: boolean;
  /** The right answer as shown: the option's text, or the number rounded with its unit. */
  right: string;
  explanation: string;
}

export interface Score {
  marked: Marked[];
  correct: number;
  total: number;
}

export function scoreAnswers(scenario: Scenario, result: RunResult, answers: Record<string, Answer | undefined>): Score {
  const marked = scenario.questions.map((question): Marked => {
    const given = answers[question.id];
    const explanation = question.explain(result.run, result.risk);
    if (question.kind === 'choice') {
      const right = question.answer(result.run, result.risk);
      return { id: question.id, correct: given?.kind === 'choice' && given.index === right, right: question.options[right] ?? '', explanation };
    }
    const right = question.answer(result.run, result.risk);
    const correct = given?.kind === 'number' && Math.abs(given.value - right) <= question.tolerance(right);
    return { id: question.id, correct, right: `${fmt(right)} ${question.unit}`.replace(' %', '%'), explanation };
  });
  return { marked, correct: marked.filter((m) => m.correct).length, total: marked.length };
}
