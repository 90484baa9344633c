/**
 * A cooling unit's health from its log: daily values, trends in run-time,
 * temperature split and humidity, anomalies, the likely causes with what to
 * check, and the next service date. Pure (the date of "today" is an input),
 * shared by the browser and Deno, tested on worked examples.
 *
 * The split is return air (the cellar) minus supply air (leaving the
 * evaporator). Figures from the estimator's config are sourced there; the
 * rest are the assumptions in MAINTENANCE_RULES, written down in
 * docs/ai-tools.md.
 */
import { estimatorConfig, type EstimatorConfig } from '../estimator/config.ts';
import type { CoolingUnitType } from '../estimator/options.ts';
import type { Reading } from '../readings/reading.ts';
import { robustZ, trendOf, type Confidence, type Trend } from './trend.ts';

export interface UnitInfo {
  type: CoolingUnitType;
  /** Rated capacity, BTU/h, when known. */
  capacityBtuh: number | null;
  installYear: number | null;
  /** YYYY-MM-DD of the last service visit, when known. */
  lastService: string | null;
}

export const MAINTENANCE_RULES = {
  /** Assumption: a healthy evaporator cools the air passing it by about 15–25°F (the usual HVAC rule of thumb). */
  splitBandF: { low: 15, high: 25 },
  /** Days in a row at or above this run-time share count as running non-stop. */
  nonStopPct: 80,
  nonStopDays: 3,
  /** Weekly changes below these count as steady: run-time in points of %, split and cellar temperature in °F, humidity in points of % RH. */
  steadyPerWeek: { run: 2, split: 0.75, rh: 1.5, cellar: 1 },
  /** Modified z-score beyond which a day is an outlier (Iglewicz and Hoaglin's 3.5). */
  outlierZ: 3.5,
  /** Assumption: one professional service a year for every unit type (coil cleaning, charge and drain checked). */
  serviceMonths: { 'through-the-wall': 12, 'self-contained-ducted': 12, 'ducted-split': 12, 'ductless-split': 12 } satisfies Record<CoolingUnitType, number>,
  /** When a pattern needs a technician, the visit is brought forward to within this many days. */
  urgentServiceDays: 14,
  /**
   * Assumption: a failing unit (a fault a technician must fix while the unit
   * is already losing the cellar) gets a visit within this many days: soon
   * enough that a cellar warming a degree a day stays under 65°F, with a day
   * to book it.
   */
  failingServiceDays: 3,
  /** No last service date: book one within this many days (not today: there is time to book, and a reminder can come before it). */
  unknownServiceDays: 30,
  /** Overdue: book within this many days. */
  overdueServiceDays: 14,
  /** The same ages the condition assessment uses: worn from 10 years, past its usual life beyond 15. */
  wornYears: 10,
  lifeYears: 15,
  /** How many of the latest days make "now". */
  recentDays: 7,
} as const;

const DAY = 86_400_000;

export interface DailyValue {
  day: number;
  runPct: number | null;
  supplyF: number | null;
  returnF: number;
  splitF: number | null;
  rh: number | null;
  outsideF: number | null;
}

const mean = (values: number[]) => (values.length === 0 ? null : values.reduce((sum, v) => sum + v, 0) / values.length);
const present = <T>(values: (T | null | undefined)[]): T[] => values.filter((v): v is T => v !== null && v !== undefined);

/** One value a calendar day: the mean of that day's readings. */
export function dailyValues(readings: readonly Reading[]): DailyValue[] {
  const byDay = new Map<number, Reading[]>();
  for (const reading of readings) {
    const day = Math.floor(reading.at / DAY) * DAY;
    byDay.set(day, [...(byDay.get(day) ?? []), reading]);
  }
  return [...byDay.entries()]
    .sort(([a], [b]) => a - b)
    .map(([day, rows]) => ({
      day,
      runPct: mean(present(rows.map((r) => r.runPct))),
      supplyF: mean(present(rows.map((r) => r.supplyF))),
      returnF: mean(rows.map((r) => r.tempF)) as number,
      splitF: mean(rows.filter((r) => r.supplyF !== null && r.supplyF !== undefined).map((r) => r.tempF - (r.supplyF as number))),
      rh: mean(present(rows.map((r) => r.rh))),
      outsideF: mean(present(rows.map((r) => r.outsideF))),
    }));
}

export type SeriesKey = 'runPct' | 'splitF' | 'rh' | 'returnF';

export type AnomalyKind = 'non-stop' | 'run-spike' | 'split-drop' | 'humidity-spike' | 'split-low' | 'split-high' | 'hot-exhaust';

export interface Anomaly {
  kind: AnomalyKind;
  /** First and last day it covers. */
  from: number;
  to: number;
  detail: string;
}

export type CauseId = 'iced-evaporator' | 'refrigerant-or-coil' | 'heat-gain' | 'airflow' | 'hot-exhaust' | 'undersized' | 'old-unit';

export interface Cause {
  id: CauseId;
  title: string;
  /** The pattern in the readings that points to it. */
  evidence: string;
  checks: string[];
  technician: boolean;
}

export interface Health {
  days: DailyValue[];
  from: number;
  to: number;
  trends: Record<SeriesKey, Trend | null>;
  /** Means over the latest days. */
  recent: { runPct: number | null; splitF: number | null; rh: number | null; returnF: number; outsideF: number | null };
  anomalies: Anomaly[];
  causes: Cause[];
  /** `failing`: a fault a technician must fix while the unit is already losing the cellar (it warms, or is above the safe band). */
  status: 'healthy' | 'watch' | 'service-soon' | 'failing';
  /** How sure the status is, from the days and the fit of the trends it rests on; null for a healthy unit with nothing to weigh. */
  confidence: Confidence | null;
  /** The status in one sentence, with the readings it rests on. */
  verdict: string;
  service: { due: string; basis: string; overdue: boolean; brought: boolean };
  age: number | null;
  replacement: { low: number; high: number; basis: string } | null;
  /** What the log lacks, so the page can say what was not judged. */
  missing: string[];
}

export const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const f = (value: number) => `${Math.round(value)}°F`;
const pct = (value: number) => `${Math.round(value)}%`;

function addMonths(iso: string, months: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, last));
  return isoDay(target.getTime());
}

const addDays = (iso: string, days: number) => isoDay(Date.parse(`${iso}T00:00:00Z`) + days * DAY);

function series(days: DailyValue[], key: SeriesKey) {
  const first = days[0]?.day ?? 0;
  return days.filter((d) => d[key] !== null).map((d) => ({ x: (d.day - first) / DAY, y: d[key] as number, day: d.day }));
}

function findAnomalies(days: DailyValue[], config: EstimatorConfig, type: CoolingUnitType): Anomaly[] {
  const rules = MAINTENANCE_RULES;
  const found: Anomaly[] = [];
  let streak: DailyValue[] = [];
  const closeStreak = () => {
    if (streak.length >= rules.nonStopDays) {
      const peak = Math.max(...streak.map((d) => d.runPct as number));
      found.push({ kind: 'non-stop', from: streak[0]!.day, to: streak[streak.length - 1]!.day, detail: `Ran ${rules.nonStopPct}% or more of the time for ${streak.length} days in a row (up to ${pct(peak)}); sized units run about ${pct(100 / config.cooling.runTimeFactor.value)}.` });
    }
    streak = [];
  };
  for (const day of days) {
    if (day.runPct !== null && day.runPct >= rules.nonStopPct) streak.push(day);
    else closeStreak();
  }
  closeStreak();

  const outliers = (key: SeriesKey, minSpread: number, pick: (z: number, value: number) => boolean, say: (value: number, usual: number) => string, kind: AnomalyKind) => {
    const points = series(days, key);
    const z = robustZ(points.map((p) => p.y), minSpread);
    const usual = [...points.map((p) => p.y)].sort((a, b) => a - b)[Math.floor(points.length / 2)] ?? 0;
    points.forEach((p, i) => {
      if (pick(z[i] as number, p.y)) found.push({ kind, from: p.day, to: p.day, detail: say(p.y, usual) });
    });
  };
  outliers('runPct', 2, (z, v) => z > rules.outlierZ && v < rules.nonStopPct, (v, u) => `Ran ${pct(v)} of the day, against a usual ${pct(u)}.`, 'run-spike');
  outliers('splitF', 1, (z) => z < -rules.outlierZ, (v, u) => `The split fell to ${f(v)}, against a usual ${f(u)}.`, 'split-drop');
  outliers('rh', 1.5, (z, v) => z > rules.outlierZ && v > config.conditions.humidity.high, (v, u) => `Humidity jumped to ${pct(v)} RH, against a usual ${pct(u)}.`, 'humidity-spike');

  const exhaust = config.cooling.exhaustRoomF;
  const hot = days.filter((d) => d.outsideF !== null && d.outsideF > exhaust.high);
  if (type === 'through-the-wall' && hot.length > 0) {
    found.push({ kind: 'hot-exhaust', from: hot[0]!.day, to: hot[hot.length - 1]!.day, detail: `The exhaust room was above ${f(exhaust.high)} on ${hot.length} ${hot.length === 1 ? 'day' : 'days'} (up to ${f(Math.max(...hot.map((d) => d.outsideF as number)))}); through-the-wall units are made to exhaust into ${f(exhaust.low)}–${f(exhaust.high)}.` });
  }
  return found.sort((a, b) => a.from - b.from);
}

const CHECKS: Record<CauseId, { title: string; checks: string[]; technician: boolean }> = {
  'iced-evaporator': {
    title: 'An iced evaporator coil',
    checks: ['Look at the evaporator coil (the cellar side) for frost or ice.', 'Switch the unit off until the ice has melted, clear the condensate drain and check the filter.', 'If it ices again within days, have a technician check the defrost control and the refrigerant charge.'],
    technician: true,
  },
  'refrigerant-or-coil': {
    title: 'Low refrigerant or a dirty coil',
    checks: ['Clean the condenser coil and the filter (the warm side): a clogged coil makes the unit run longer for less cooling.', 'If the split stays low afterwards, have a technician check the refrigerant charge and look for a leak.'],
    technician: true,
  },
  'heat-gain': {
    title: 'More heat getting into the cellar',
    checks: ['Check the door seal and sweep: close the door on a sheet of paper; if it slides out easily, the seal leaks.', 'Feel for warm walls or ceiling: a new heat source next door, missing insulation.', 'Turn off lights and equipment left on in the cellar.'],
    technician: false,
  },
  airflow: {
    title: 'Weak airflow over the evaporator',
    checks: ['Clean or replace the filter and clear anything blocking the grilles.', 'Check that the evaporator fan runs; a technician replaces a failing fan motor.'],
    technician: false,
  },
  'hot-exhaust': {
    title: 'The exhaust room is too warm',
    checks: ['Ventilate the room the unit exhausts into, or duct the exhaust elsewhere.', 'Keep the unit’s exhaust side clear by at least the distance its manual asks for.'],
    technician: false,
  },
  undersized: {
    title: 'The unit is too small for the load',
    checks: ['Work out the cellar’s cooling load with our cooling load calculator and compare it with the unit’s rated capacity.', 'Look for a load that grew: more glass, new lights, a warmer room next door.'],
    technician: false,
  },
  'old-unit': {
    title: 'The unit is near or past its usual life',
    checks: ['Have the next service say how much life the compressor has left.', 'Price a replacement before it fails in a hot spell.'],
    technician: true,
  },
};

const cause = (id: CauseId, evidence: string): Cause => ({ id, evidence, ...CHECKS[id] });

function trendText(trend: Trend | null, unit: string): string {
  if (!trend) return 'not measured';
  if (trend.direction === 'steady' || trend.direction === 'unclear') return trend.direction;
  return `${trend.direction} ${Math.abs(trend.perWeek).toFixed(1)}${unit} a week`;
}

function findCauses(health: Omit<Health, 'causes' | 'status' | 'confidence' | 'verdict' | 'service' | 'replacement'>, unit: UnitInfo, config: EstimatorConfig): Cause[] {
  const { trends, recent, anomalies } = health;
  const rules = MAINTENANCE_RULES;
  const band = rules.splitBandF;
  const runUp = trends.runPct?.direction === 'rising';
  const splitDown = trends.splitF?.direction === 'falling' || anomalies.some((a) => a.kind === 'split-drop');
  const rhUp = trends.rh?.direction === 'rising' || anomalies.some((a) => a.kind === 'humidity-spike');
  const splitLow = recent.splitF !== null && recent.splitF < band.low;
  const splitHigh = recent.splitF !== null && recent.splitF > band.high;
  const nonStop = anomalies.some((a) => a.kind === 'non-stop');
  const causes: Cause[] = [];
  const run = `run-time ${trendText(trends.runPct, ' points')}`;
  const split = `split ${trendText(trends.splitF, '°F')}${recent.splitF !== null ? `, ${f(recent.splitF)} lately` : ''}`;

  if (rhUp && (splitDown || splitLow)) causes.push(cause('iced-evaporator', `Humidity rising while the split falls (${split}): ice on the coil blocks the air and stops it drying the cellar.`));
  if ((runUp && (splitDown || splitLow)) || (nonStop && splitLow)) causes.push(cause('refrigerant-or-coil', `The unit runs longer (${run}) while cooling the air less (${split}).`));
  if (splitHigh) causes.push(cause('airflow', `The split is ${f(recent.splitF as number)}, above the ${band.low}–${band.high}°F a healthy evaporator gives: too little air is crossing the coil.`));
  const hotExhaust = anomalies.find((a) => a.kind === 'hot-exhaust');
  if (hotExhaust) causes.push(cause('hot-exhaust', hotExhaust.detail));
  const splitNormal = recent.splitF === null || (!splitDown && !splitLow && !splitHigh);
  if (runUp && splitNormal && !hotExhaust) causes.push(cause('heat-gain', `The unit runs longer (${run}) while its ${recent.splitF === null ? 'cooling (no supply readings to judge the split)' : `split holds at ${f(recent.splitF)}`}: the coil cools normally, so more heat is coming in.`));
  if (nonStop && !runUp && splitNormal && !hotExhaust && recent.returnF > config.valuation.riskPoints.temperature.ideal.high) {
    causes.push(cause('undersized', `It runs ${rules.nonStopPct}%+ without a rising trend and the cellar still averages ${f(recent.returnF)}${unit.capacityBtuh ? ` with a ${unit.capacityBtuh.toLocaleString('en-US')} BTU/h unit` : ''}.`));
  }
  if (health.age !== null && health.age >= rules.lifeYears) causes.push(cause('old-unit', `Installed ${health.age} years ago; units like this usually last about ${rules.wornYears}–${rules.lifeYears} years.`));
  return causes;
}

function replacementCost(type: CoolingUnitType, config: EstimatorConfig): Health['replacement'] {
  const installed = config.cost.coolingInstalled;
  if (type === 'self-contained-ducted') return null;
  const range = installed[type];
  return { low: range.low, high: range.high, basis: `the estimator’s installed ${type === 'through-the-wall' ? 'through-the-wall unit' : type.replace('-', ' ')} range` };
}

const RANK: Record<Confidence, number> = { low: 0, moderate: 1, high: 2 };
const weakest = (levels: Confidence[]): Confidence => levels.reduce((a, b) => (RANK[b] < RANK[a] ? b : a), 'high');
type Base = Omit<Health, 'causes' | 'status' | 'confidence' | 'verdict' | 'service' | 'replacement'>;

/**
 * Whether the unit is already losing the cellar, and the readings that say so:
 * the cellar warming (a called trend) or above the top of the safe band.
 * Null when neither holds.
 */
function losingTheCellar({ days, trends }: Base, config: EstimatorConfig): { said: string; trends: Trend[] } | null {
  const first = days[0]!;
  const last = days[days.length - 1]!;
  const warm = config.valuation.riskPoints.temperature.ideal.high;
  const said: string[] = [];
  const used: Trend[] = [];
  if (trends.returnF?.direction === 'rising') {
    said.push(`the cellar warmed from ${f(first.returnF)} to ${f(last.returnF)}`);
    used.push(trends.returnF);
  } else if (last.returnF > warm) said.push(`the cellar is at ${f(last.returnF)}, above the ${f(warm)} where ageing speeds up`);
  // Running near non-stop while the cellar holds is a unit working hard, not yet losing: it only adds to the evidence.
  if (said.length === 0) return null;
  if (last.runPct !== null && last.runPct >= MAINTENANCE_RULES.nonStopPct) said.push(`the unit ran ${pct(last.runPct)} of its latest day`);
  return { said: said.join(' and '), trends: used };
}

/** The status in words, and how sure it is: the weakest confidence among the trends it rests on, capped by the length of the log. */
function judge(status: Health['status'], base: Base, causes: Cause[], losing: { said: string; trends: Trend[] } | null): { confidence: Confidence | null; verdict: string } {
  const { trends, days } = base;
  const called = (keys: SeriesKey[]) => keys.map((k) => trends[k]).filter((t): t is Trend => t !== null && (t.direction === 'rising' || t.direction === 'falling'));
  // Levels alone (no called trend) are a reading, not a pattern: moderate from a few days, low from fewer.
  const fromLevels: Confidence = days.length >= 3 ? 'moderate' : 'low';
  const confidenceOf = (used: Trend[]) => (used.length === 0 ? fromLevels : weakest(used.map((t) => t.confidence)));
  const span = `${days.length} ${days.length === 1 ? 'day' : 'days'} of readings`;
  const main = causes.find((c) => c.id !== 'old-unit') ?? causes[0];
  if (status === 'failing' && losing && main) {
    const used = [...called(['runPct', 'splitF', 'rh']), ...losing.trends];
    return { confidence: confidenceOf(used), verdict: `Failing: ${losing.said}, while ${main.title.toLowerCase()} is the likely fault (${span}).` };
  }
  if (status === 'service-soon' && main?.technician) return { confidence: confidenceOf(called(['runPct', 'splitF', 'rh'])), verdict: `Service soon: ${main.title.toLowerCase()} is likely (${span}).` };
  if (status === 'service-soon') return { confidence: null, verdict: 'Service soon: the yearly service is overdue.' };
  if (status === 'watch') {
    const what = main ? main.title.toLowerCase() : 'a day or more stood out';
    return { confidence: main ? confidenceOf(called(['runPct', 'splitF', 'rh'])) : fromLevels, verdict: `Worth watching: ${what} (${span}).` };
  }
  return { confidence: days.length >= 7 ? 'moderate' : 'low', verdict: `Healthy: no warning pattern in ${span}.` };
}

export interface HealthInput {
  unit: UnitInfo;
  readings: readonly Reading[];
  /** YYYY-MM-DD: the date the service date is counted from when it has passed. */
  today: string;
}

export function assessHealth({ unit, readings, today }: HealthInput, config: EstimatorConfig = estimatorConfig): Health | null {
  const days = dailyValues(readings);
  if (days.length === 0) return null;
  const rules = MAINTENANCE_RULES;
  const trends = {
    runPct: trendOf(series(days, 'runPct'), rules.steadyPerWeek.run),
    splitF: trendOf(series(days, 'splitF'), rules.steadyPerWeek.split),
    rh: trendOf(series(days, 'rh'), rules.steadyPerWeek.rh),
    returnF: trendOf(series(days, 'returnF'), rules.steadyPerWeek.cellar),
  };
  const latest = days.filter((d) => d.day > days[days.length - 1]!.day - rules.recentDays * DAY);
  const recent = {
    runPct: mean(present(latest.map((d) => d.runPct))),
    splitF: mean(present(latest.map((d) => d.splitF))),
    rh: mean(present(latest.map((d) => d.rh))),
    returnF: mean(latest.map((d) => d.returnF)) as number,
    outsideF: mean(present(latest.map((d) => d.outsideF))),
  };
  const anomalies = findAnomalies(days, config, unit.type);
  if (recent.splitF !== null && recent.splitF < rules.splitBandF.low) anomalies.push({ kind: 'split-low', from: latest[0]!.day, to: latest[latest.length - 1]!.day, detail: `The split averaged ${f(recent.splitF)} over the latest days, below the ${rules.splitBandF.low}–${rules.splitBandF.high}°F of a healthy evaporator.` });
  if (recent.splitF !== null && recent.splitF > rules.splitBandF.high) anomalies.push({ kind: 'split-high', from: latest[0]!.day, to: latest[latest.length - 1]!.day, detail: `The split averaged ${f(recent.splitF)} over the latest days, above the ${rules.splitBandF.low}–${rules.splitBandF.high}°F of a healthy evaporator.` });
  const age = unit.installYear === null ? null : Math.max(0, Number(today.slice(0, 4)) - unit.installYear);
  const missing = [
    ...(trends.runPct ? [] : ['run-time']),
    ...(trends.splitF ? [] : ['supply temperature (so the split)']),
    ...(trends.rh ? [] : ['humidity']),
  ];
  const base = { days, from: days[0]!.day, to: days[days.length - 1]!.day, trends, recent, anomalies, age, missing };
  const causes = findCauses(base, unit, config);
  const urgent = causes.some((c) => c.technician && c.id !== 'old-unit');
  const losing = losingTheCellar(base, config);
  const failing = urgent && causes.some((c) => c.id === 'refrigerant-or-coil' || c.id === 'iced-evaporator') && losing !== null;

  const months = rules.serviceMonths[unit.type];
  const regular = unit.lastService === null ? null : addMonths(unit.lastService, months);
  const within = (n: number) => addDays(today, n);
  let service: Health['service'];
  if (failing) {
    service = { due: within(rules.failingServiceDays), basis: `Have a technician look within ${rules.failingServiceDays} days, before the cellar warms further.`, overdue: regular !== null && regular <= today, brought: true };
  } else if (regular === null) {
    const soon = urgent ? rules.urgentServiceDays : rules.unknownServiceDays;
    service = { due: within(soon), basis: `No last service date given: book a service within ${soon} days${urgent ? ', as the readings point to a fault a technician should check' : ''}, then every ${months} months.`, overdue: false, brought: urgent };
  } else if (regular <= today) {
    service = { due: within(rules.overdueServiceDays), basis: `Due ${regular}, ${months} months after the last service on ${unit.lastService}: overdue, so book it within ${rules.overdueServiceDays} days.`, overdue: true, brought: false };
  } else if (urgent && within(rules.urgentServiceDays) < regular) {
    service = { due: within(rules.urgentServiceDays), basis: `Brought forward from ${regular} (${months} months after ${unit.lastService}) because the readings point to a fault a technician should check.`, overdue: false, brought: true };
  } else {
    service = { due: regular, basis: `${months} months after the last service on ${unit.lastService}.`, overdue: false, brought: false };
  }
  const status: Health['status'] = failing ? 'failing' : urgent || service.overdue ? 'service-soon' : causes.length > 0 || anomalies.length > 0 ? 'watch' : 'healthy';
  const { confidence, verdict } = judge(status, base, causes, losing);
  const replacement = age !== null && age >= rules.wornYears ? replacementCost(unit.type, config) : null;
  return { ...base, causes, status, confidence, verdict, service, replacement };
}

