/**
 * One run as the page shows it: plain data (no functions, no minute array),
 * so it can come back from a worker. A scenario's view carries its score.
 */
import { simulatorConfig } from './config.ts';
import { assessRisk, type RiskSummary } from './risk.ts';
import { scenarioById, scoreAnswers, type Answer, type ScenarioId, type Score } from './scenarios.ts';
import { simulate, type HourPoint, type SimEvent, type SimInput, type SimRun } from './simulate.ts';

export type SimRequest =
  | { kind: 'scenario'; id: ScenarioId; answers: Record<string, Answer | undefined> }
  | { kind: 'room'; input: SimInput };

export interface SimView {
  hours: HourPoint[];
  risk: RiskSummary;
  setPointF: number;
  events: SimEvent[];
  /** Hours from the start at which the air first reached 65°F and 70°F, or null. */
  reached65: number | null;
  reached70: number | null;
  /** Hours from the power failing to 65°F, when the power fails. */
  cutTo65: number | null;
  unitRanShare: number;
  score?: Score;
}

function view(run: SimRun, risk: RiskSummary): SimView {
  const reached65 = run.firstReached(simulatorConfig.fasterAgingF.value);
  const cut = run.input.events.find((event) => event.kind === 'power-cut');
  return {
    hours: run.hours,
    risk,
    setPointF: run.input.unit.setPointF,
    events: run.input.events,
    reached65,
    reached70: run.firstReached(simulatorConfig.heatDamageF.value),
    cutTo65: cut && reached65 !== null && reached65 >= cut.startHour ? reached65 - cut.startHour : null,
    unitRanShare: run.unitRanShare,
  };
}

export function computeView(request: SimRequest): SimView {
  if (request.kind === 'room') {
    const run = simulate(request.input);
    return view(run, assessRisk(run));
  }
  const scenario = scenarioById(request.id);
  if (!scenario) throw new Error(`No scenario ${request.id}`);
  const run = simulate(scenario.input);
  const risk = assessRisk(run);
  return { ...view(run, risk), score: scoreAnswers(scenario, { run, risk }, request.answers) };
}
