/**
 * A cellar's condition from its readings and a walk-round checklist: a
 * 0–100 score, findings ranked by risk to the wine, and a fix list priced by
 * the one estimator where it prices the work (new cooling, doors, insulation);
 * the other fixes say why they have no figure. Pure and deterministic (docs/ai-tools.md, "Condition
 * assessment", explains every weight).
 *
 * The score: each factor has a weight (they add up to 100); a factor loses
 * the share of its weight its evidence earns. Temperature, swing, humidity,
 * light and vibration take that share from the estimator's storage-risk
 * points (the collection valuation's), so the two tools never disagree about
 * what is harmful. A factor with no evidence (no humidity column, a checklist
 * item not checked) is left out, and the score is scaled to the weight that
 * was assessed: score = 100 × (1 − lost ÷ assessed).
 *
 * Warm spells (excursions.ts) are graded on their own, by duration and peak:
 * a significant spell caps the score at 79 (fair at best), a severe one at
 * 59 (poor at best), and sets the severity of the time-out-of-range finding,
 * so a mild average can never hide a day the wine spent too warm.
 */
import { estimatorConfig, type EstimatorConfig } from '../estimator/config.ts';
import { formatNumber, formatPercent, formatTemperature, formatTemperatureDelta, formatUsdRange } from '../estimator/format.ts';
import { OPTION_LABELS, type CoolingSystem } from '../estimator/options.ts';
import type { UnitSystem } from '../estimator/units.ts';
import { humidityPoints, storageRiskMaxPoints, swingPoints, temperaturePoints } from '../estimator/valuation.ts';
import type { Reading } from '../readings/reading.ts';
import { summarizeReadings, type Band, type ReadingStats } from '../readings/stats.ts';
import { findExcursions, worstExcursion, type Excursion, type ExcursionGrade } from './excursions.ts';
import { findHumiditySpells, worstHumiditySpell, type HumiditySpell } from './humidity-spells.ts';
import { NOT_CHECKED, checklistItem, lightAnswer, optionOf, vibrationAnswer, type ChecklistAnswers, type ChecklistId } from './checklist.ts';

export const FACTOR_WEIGHTS = {
  temperature: 18,
  swing: 14,
  timeOutOfRange: 8,
  humidity: 8,
  humidityOutOfRange: 4,
  light: 5,
  vibration: 5,
  doorSeal: 8,
  vaporBarrier: 7,
  condensation: 6,
  mould: 7,
  coolingAge: 4,
  coolingNoise: 6,
} as const;
export type FactorId = keyof typeof FACTOR_WEIGHTS;

export interface Room {
  lengthFt: number;
  widthFt: number;
  heightFt: number;
}

export interface AssessmentInput {
  readings: readonly Reading[];
  checklist: ChecklistAnswers;
  /** The cooling the cellar has now; `none` for a passive cellar. */
  cooling: CoolingSystem;
  /** For the fixes priced by area. */
  room: Room;
  /** How temperatures are written in the findings. */
  system: UnitSystem;
}

export type Severity = 'high' | 'moderate' | 'low';

export interface Finding {
  factor: FactorId;
  title: string;
  /** What was found, with the figures. */
  evidence: string;
  /** Why it matters to the wine. */
  why: string;
  /** Points taken off the score (before scaling). */
  points: number;
  severity: Severity;
}

export interface Fix {
  id: string;
  title: string;
  action: string;
  /** The findings it addresses, highest risk first. */
  addresses: FactorId[];
  /** From the estimator, or null with the reason there is no figure. */
  cost: { low: number; high: number; basis: string } | null;
  noFigure: string | null;
}

export interface Assessment {
  score: number;
  rating: 'good' | 'fair' | 'poor' | 'critical';
  /** Weight assessed out of 100, and the factors left out for want of evidence. */
  assessedWeight: number;
  notAssessed: { factor: FactorId; reason: string }[];
  stats: ReadingStats;
  bands: { temperature: Band; humidity: Band };
  findings: Finding[];
  fixes: Fix[];
  pricedTotal: { low: number; high: number } | null;
  /** Warm spells above the band, graded (excursions.ts). */
  excursions: Excursion[];
  /** Dry and damp spells outside the humidity band, graded (humidity-spells.ts); empty without humidity readings. */
  humiditySpells: HumiditySpell[];
  /** The best rating the worst spell allows, when it lowered the score. */
  cap: { rating: Assessment['rating']; maxScore: number; reason: string } | null;
  /** One line: "Condition 78/100 (fair) from …". */
  summary: string;
  /** The same without the score: "from 12 readings and 2 checklist items; the biggest risk is …". */
  detail: string;
}

export const RATING_LABELS: Record<Assessment['rating'], string> = { good: 'Good', fair: 'Fair', poor: 'Poor', critical: 'Critical' };

const WHY: Record<FactorId, string> = {
  temperature: 'Warmth speeds up ageing: fruit fades and the wine can taste cooked; a cold cellar barely lets it develop.',
  swing: 'Each warm-up expands the wine and pushes air past the cork; each cool-down draws air back in. That pumping oxidises the wine and can start seepage.',
  timeOutOfRange: 'Hours outside the band add up: a cellar that is right on average can still spend afternoons too warm.',
  humidity: 'Dry air shrinks corks and lets air in; damp air grows mould and ruins labels, which matters to a bottle’s value.',
  humidityOutOfRange: 'Long spells of dry or damp air do the same harm as a poor average.',
  light: 'Ultraviolet and bright light break down the wine’s compounds ("light strike"), and lamps add heat.',
  vibration: 'Constant vibration stirs the sediment and is thought to speed up the wine’s chemistry.',
  doorSeal: 'A leaking door lets warm, moist air in: the cooling runs longer, temperature swings, and condensation forms at the gap.',
  vaporBarrier: 'Without a barrier on the warm side, moisture moves into the cold insulation and condenses there: wet walls, mould and a cooling unit that never catches up.',
  condensation: 'Water on cold surfaces means warm air is reaching them; it feeds mould and rots framing and racking.',
  mould: 'Mould damages labels and corks, taints the room’s air, and points to damp in the walls.',
  coolingAge: 'Cellar units often last about 10 to 15 years; an old unit is the likeliest single cause of a sudden warm-up.',
  coolingNoise: 'Grinding or short cycling means a failing compressor or fan, or a unit the wrong size for the room: warm spells and failure follow.',
};

export const FACTOR_TITLES: Record<FactorId, string> = {
  temperature: 'Average temperature',
  swing: 'Daily temperature swing',
  timeOutOfRange: 'Time outside the temperature band',
  humidity: 'Average humidity',
  humidityOutOfRange: 'Time outside the humidity band',
  light: 'Light on the bottles',
  vibration: 'Vibration',
  doorSeal: 'Door seal',
  vaporBarrier: 'Vapor barrier',
  condensation: 'Condensation',
  mould: 'Mould',
  coolingAge: 'Cooling unit age',
  coolingNoise: 'Cooling unit noise',
};

/** Factors in the order ties are broken: the climate the wine lives in first, then what causes it. */
const ORDER = Object.keys(FACTOR_WEIGHTS) as FactorId[];

function severity(share: number): Severity {
  if (share >= 0.6) return 'high';
  if (share >= 0.3) return 'moderate';
  return 'low';
}

function rating(score: number): Assessment['rating'] {
  if (score >= 80) return 'good';
  if (score >= 60) return 'fair';
  if (score >= 40) return 'poor';
  return 'critical';
}

/** The highest score a spell of each grade allows: significant keeps a cellar out of "good", severe out of "fair". */
export const EXCURSION_CAPS: Record<ExcursionGrade, number | null> = { minor: null, significant: 79, severe: 59 };
const GRADE_SEVERITY: Record<ExcursionGrade, Severity> = { minor: 'low', significant: 'moderate', severe: 'high' };
const SEVERITY_RANK: Record<Severity, number> = { low: 0, moderate: 1, high: 2 };

/** "12 h above 59°F on 2026-07-03 from 08:00, peaking at 64°F" */
export function spellText(spell: Excursion, bandHighF: number, system: UnitSystem): string {
  const iso = new Date(spell.from).toISOString();
  return `${formatNumber(spell.hours, spell.hours < 10 && spell.hours % 1 !== 0 ? 1 : 0)} h above ${formatTemperature(bandHighF, system)} on ${iso.slice(0, 10)} from ${iso.slice(11, 16)}, peaking at ${formatTemperature(spell.peakF, system)}`;
}

/** "48 h below 50% on 2026-01-04 from 00:00, down to 44%" */
export function humiditySpellText(spell: HumiditySpell, band: Band): string {
  const iso = new Date(spell.from).toISOString();
  const dry = spell.direction === 'dry';
  return `${formatNumber(spell.hours, spell.hours < 10 && spell.hours % 1 !== 0 ? 1 : 0)} h ${dry ? `below ${band.low}` : `above ${band.high}`}% on ${iso.slice(0, 10)} from ${iso.slice(11, 16)}, ${dry ? 'down' : 'up'} to ${formatNumber(spell.extremeRh)}%`;
}

const hoursText = (hours: number) => `${formatNumber(hours, hours < 10 ? 1 : 0)} h`;

interface Scored {
  factor: FactorId;
  share: number;
  evidence: string;
}

function readingFactors(stats: ReadingStats, bands: Assessment['bands'], system: UnitSystem, config: EstimatorConfig, worst: Excursion | null, worstRh: HumiditySpell | null): { scored: Scored[]; missing: Assessment['notAssessed'] } {
  const max = storageRiskMaxPoints(config);
  const t = (f: number) => formatTemperature(f, system);
  const scored: Scored[] = [];
  const missing: Assessment['notAssessed'] = [];
  const { meanF, minF, maxF } = stats.temperature;
  scored.push({
    factor: 'temperature',
    share: temperaturePoints(meanF, config) / max.temperature,
    evidence: `Average ${t(meanF)} (lowest ${t(minF)}, highest ${t(maxF)}) against the ${t(config.conditions.cellarTempF.value)} reference and a ${t(bands.temperature.low)}–${t(bands.temperature.high)} band.`,
  });
  if (stats.swing) {
    scored.push({
      factor: 'swing',
      share: swingPoints(stats.swing.meanF, config) / max.swing,
      evidence: `${formatTemperatureDelta(stats.swing.meanF, system)} a day on average over ${stats.swing.days} ${stats.swing.days === 1 ? 'day' : 'days'}, ${formatTemperatureDelta(stats.swing.maxF, system)} on the worst (${new Date(stats.swing.worstDay).toISOString().slice(0, 10)}).`,
    });
  } else missing.push({ factor: 'swing', reason: 'needs two readings on the same day' });
  if (stats.hours && stats.hours.covered > 0) {
    const h = stats.hours;
    scored.push({
      factor: 'timeOutOfRange',
      share: h.tempOutside / h.covered,
      evidence:
        `${hoursText(h.tempOutside)} of ${hoursText(h.covered)} outside ${t(bands.temperature.low)}–${t(bands.temperature.high)} (${formatPercent((100 * h.tempOutside) / h.covered)}): ${hoursText(h.tempAbove)} above, ${hoursText(h.tempBelow)} below.` +
        (worst ? ` Worst warm spell: ${spellText(worst, bands.temperature.high, system)} (${worst.grade}: ${worst.reason}).` : ''),
    });
  } else missing.push({ factor: 'timeOutOfRange', reason: 'needs readings at two different times' });
  if (stats.humidity) {
    const rh = stats.humidity;
    scored.push({
      factor: 'humidity',
      share: humidityPoints(rh.mean, config) / max.humidity,
      evidence: `Average ${formatPercent(rh.mean)} RH (lowest ${formatPercent(rh.min)}, highest ${formatPercent(rh.max)}) against ${bands.humidity.low}–${bands.humidity.high}%, ideally ${config.conditions.idealHumidity.low}–${config.conditions.idealHumidity.high}%.`,
    });
    if (stats.hours && stats.hours.rhCovered > 0) {
      const h = stats.hours;
      scored.push({
        factor: 'humidityOutOfRange',
        share: h.rhOutside / h.rhCovered,
        evidence:
          `${hoursText(h.rhOutside)} of ${hoursText(h.rhCovered)} outside ${bands.humidity.low}–${bands.humidity.high}% RH (${formatPercent((100 * h.rhOutside) / h.rhCovered)}).` +
          (worstRh ? ` Worst ${worstRh.direction} spell: ${humiditySpellText(worstRh, bands.humidity)} (${worstRh.grade}: ${worstRh.reason}).` : ''),
      });
    } else missing.push({ factor: 'humidityOutOfRange', reason: 'needs humidity readings at two different times' });
  } else {
    missing.push({ factor: 'humidity', reason: 'no humidity readings' });
    missing.push({ factor: 'humidityOutOfRange', reason: 'no humidity readings' });
  }
  return { scored, missing };
}

const CHECKLIST_FACTORS = ['doorSeal', 'vaporBarrier', 'condensation', 'mould', 'coolingAge', 'coolingNoise'] as const satisfies readonly (FactorId & ChecklistId)[];

function checklistFactors(input: AssessmentInput, config: EstimatorConfig): { scored: Scored[]; missing: Assessment['notAssessed'] } {
  const max = storageRiskMaxPoints(config);
  const rp = config.valuation.riskPoints;
  const scored: Scored[] = [];
  const missing: Assessment['notAssessed'] = [];
  const answers = input.checklist;
  const light = lightAnswer(answers);
  if (light) scored.push({ factor: 'light', share: rp.light[light].value / max.light, evidence: `${OPTION_LABELS.light[light]}.` });
  else missing.push({ factor: 'light', reason: 'not checked' });
  const vibration = vibrationAnswer(answers);
  if (vibration) scored.push({ factor: 'vibration', share: rp.vibration[vibration].value / max.vibration, evidence: `${OPTION_LABELS.vibration[vibration]}.` });
  else missing.push({ factor: 'vibration', reason: 'not checked' });
  for (const factor of CHECKLIST_FACTORS) {
    const coolingItem = factor === 'coolingAge' || factor === 'coolingNoise';
    if (coolingItem && input.cooling === 'none') {
      missing.push({ factor, reason: 'a passive cellar has no cooling unit' });
      continue;
    }
    const answer = answers[factor];
    const option = answer === NOT_CHECKED ? undefined : optionOf(factor, answer);
    if (!option || option.share === null) {
      missing.push({ factor, reason: 'not checked' });
      continue;
    }
    scored.push({ factor, share: option.share, evidence: `${checklistItem(factor).question}: ${option.label.charAt(0).toLowerCase()}${option.label.slice(1)}.` });
  }
  return { scored, missing };
}

const roundTo100 = (value: number) => Math.round(value / 100) * 100;

function envelopeSqft(room: Room): number {
  return 2 * (room.lengthFt + room.widthFt) * room.heightFt + room.lengthFt * room.widthFt;
}

function fixesFor(findings: Finding[], input: AssessmentInput, stats: ReadingStats, config: EstimatorConfig): Fix[] {
  const c = config.cost;
  const share = new Map(findings.map((f) => [f.factor, f]));
  const has = (...factors: FactorId[]) => factors.filter((factor) => share.has(factor));
  const answers = input.checklist;
  const fixes: Fix[] = [];
  // What cooling can fix: a warm average, swings, and hours above the band (a cold cellar needs no more cooling).
  const warm: FactorId[] = [
    ...(share.has('temperature') && stats.temperature.meanF > config.valuation.riskPoints.temperature.ideal.high ? (['temperature'] as const) : []),
    ...has('swing'),
    ...(share.has('timeOutOfRange') && (stats.hours?.tempAbove ?? 0) > 0 ? (['timeOutOfRange'] as const) : []),
  ];

  if (input.cooling === 'none' && warm.length > 0) {
    const unit = c.coolingInstalled['through-the-wall'];
    fixes.push({
      id: 'cooling-install',
      title: 'Install a cellar cooling unit',
      action: `A passive space cannot hold ${formatTemperature(config.conditions.cellarTempF.value, input.system)} through the seasons. Size a unit with the cooling load calculator; a through-the-wall unit is the least costly, a split system the quietest.`,
      addresses: warm,
      cost: { low: unit.low, high: unit.high, basis: `Estimator: through-the-wall unit installed (${formatUsdRange(unit.low, unit.high)}); a ductless split is ${formatUsdRange(c.coolingInstalled['ductless-split'].low, c.coolingInstalled['ductless-split'].high)}.` },
      noFigure: null,
    });
  } else if (input.cooling !== 'none') {
    const failing = answers.coolingNoise === 'failing' || answers.coolingAge === 'over-15' || (answers.coolingAge === '10-15' && (warm.length > 0 || answers.coolingNoise === 'louder'));
    if (failing) {
      const unit = c.coolingInstalled[input.cooling];
      fixes.push({
        id: 'cooling-replace',
        title: 'Replace the cooling unit',
        action: `Replace the ${OPTION_LABELS.coolingSystem[input.cooling].toLowerCase()} with one sized for the room’s load (check it with the cooling load calculator before buying: an oversized unit short-cycles).`,
        addresses: [...has('coolingNoise', 'coolingAge'), ...warm],
        cost: { low: unit.low, high: unit.high, basis: `Estimator: ${OPTION_LABELS.coolingSystem[input.cooling].toLowerCase()} installed, up to ${formatNumber(c.coolingIncludedBtuh.value)} BTU/h.` },
        noFigure: null,
      });
    } else if (has('coolingNoise', 'coolingAge').length > 0 || warm.length > 0) {
      fixes.push({
        id: 'cooling-service',
        title: 'Have the cooling unit serviced and its size checked',
        action: 'A technician cleans the coils, checks the refrigerant charge and fans, and compares the unit’s capacity with the room’s cooling load.',
        addresses: [...warm, ...has('coolingNoise', 'coolingAge')],
        cost: null,
        noFigure: 'The estimator prices new cooling only, not service visits.',
      });
    }
  }

  if (answers.doorSeal === 'gaps') {
    const door = c.door['solid-insulated'];
    fixes.push({
      id: 'door-replace',
      title: 'Replace the door with an insulated, gasketed cellar door',
      action: 'A warped door cannot seal: fit an exterior-grade insulated door (R-13 or better) with a full gasket and a sweep or threshold seal.',
      addresses: has('doorSeal', 'condensation', 'swing'),
      cost: { low: door.low, high: door.high, basis: `Estimator: solid insulated cellar door (${formatUsdRange(door.low, door.high)}).` },
      noFigure: null,
    });
  } else if (answers.doorSeal === 'worn') {
    fixes.push({
      id: 'door-seal',
      title: 'Renew the door gasket and sweep',
      action: 'Replace the weatherstrip all round and add a sweep or threshold seal; check the door closes against it evenly.',
      addresses: has('doorSeal', 'condensation'),
      cost: null,
      noFigure: `The estimator has no figure for a gasket alone; it prices whole doors (${formatUsdRange(c.door['solid-insulated'].low, c.door['solid-insulated'].high)} for a solid insulated one).`,
    });
  }

  const rebuild = answers.vaporBarrier === 'no' || answers.condensation === 'frequent' || answers.mould === 'spreading';
  if (rebuild) {
    const area = envelopeSqft(input.room);
    const rate = c.envelopePerSqft.standard;
    fixes.push({
      id: 'envelope',
      title: 'Re-insulate with a vapor barrier on the warm side',
      action: 'Open the walls and ceiling, dry them out, and rebuild with closed-cell foam or batts behind a continuous vapor barrier on the warm side (R-19 walls, R-30 ceiling).',
      addresses: has('vaporBarrier', 'condensation', 'mould', 'humidity', 'humidityOutOfRange', 'swing'),
      cost: {
        low: roundTo100(area * rate.low),
        high: roundTo100(area * rate.high),
        basis: `Estimator: envelope at $${rate.low}–${rate.high} per ft² of wall and ceiling × ${formatNumber(area)} ft² (${formatNumber(input.room.lengthFt, 1)} × ${formatNumber(input.room.widthFt, 1)} ft room, ${formatNumber(input.room.heightFt, 1)} ft ceiling).`,
      },
      noFigure: null,
    });
  } else if (answers.vaporBarrier === 'unsure' && share.has('vaporBarrier')) {
    fixes.push({
      id: 'envelope-check',
      title: 'Find out whether there is a vapor barrier',
      action: 'Look behind an outlet plate or ask the builder; a moisture meter reading on the walls tells you whether damp is getting in.',
      addresses: has('vaporBarrier'),
      cost: null,
      noFigure: 'An inspection is not an estimator line; rebuilding, if needed, is priced per ft² of wall and ceiling.',
    });
  }

  if (answers.mould === 'some' || answers.mould === 'spreading') {
    fixes.push({
      id: 'mould',
      title: 'Clean off the mould and find its source',
      action: answers.mould === 'spreading' ? 'Have a remediation firm remove it before rebuilding; move the wine out while they work.' : 'Clean affected surfaces, keep labels dry, and watch humidity: mould returns while the air stays damp.',
      addresses: has('mould'),
      cost: null,
      noFigure: 'The estimator has no figure for mould remediation: ask a local firm for a quote.',
    });
  }

  if (stats.humidity && share.has('humidity')) {
    const dry = stats.humidity.mean < config.conditions.humidity.low;
    fixes.push({
      id: dry ? 'humidify' : 'dehumidify',
      title: dry ? 'Add humidity' : 'Bring the humidity down',
      action: dry
        ? `Add a cellar humidifier (or a cooling unit with one) to hold ${config.conditions.idealHumidity.low}–${config.conditions.idealHumidity.high}% RH.`
        : `Find where the moisture comes from (the fixes above), and dehumidify to ${config.conditions.idealHumidity.low}–${config.conditions.idealHumidity.high}% RH meanwhile.`,
      addresses: has('humidity', 'humidityOutOfRange'),
      cost: null,
      noFigure: 'The estimator has no figure for a humidifier or dehumidifier alone.',
    });
  }

  if (share.has('light')) {
    fixes.push({
      id: 'light',
      title: 'Keep the wine dark',
      action: 'LED lighting on a timer or a door switch, UV-filtering film on glass, and no daylight on the bottles.',
      addresses: has('light'),
      cost: null,
      noFigure: `The estimator prices lighting only with flooring (from ${formatUsdRange(c.flooringLightingMinimum.low, c.flooringLightingMinimum.high)}); a lighting change alone has no figure.`,
    });
  }
  if (share.has('vibration')) {
    fixes.push({
      id: 'vibration',
      title: 'Isolate the wine from vibration',
      action: 'Move appliances off the cellar’s walls, set them on anti-vibration pads, or move the most precious bottles away from the source.',
      addresses: has('vibration'),
      cost: null,
      noFigure: 'The estimator has no figure for vibration isolation.',
    });
  }

  const rank = (fix: Fix) => Math.max(0, ...fix.addresses.map((factor) => share.get(factor)?.points ?? 0));
  return fixes
    .map((fix) => ({ ...fix, addresses: [...new Set(fix.addresses)].sort((a, b) => (share.get(b)?.points ?? 0) - (share.get(a)?.points ?? 0)) }))
    .sort((a, b) => rank(b) - rank(a));
}

/** The assessment; null when there is no temperature reading to assess. */
export function assessCondition(input: AssessmentInput, config: EstimatorConfig = estimatorConfig): Assessment | null {
  const bands = { temperature: { low: config.valuation.riskPoints.temperature.ideal.low, high: config.valuation.riskPoints.temperature.ideal.high }, humidity: { low: config.conditions.humidity.low, high: config.conditions.humidity.high } };
  const stats = summarizeReadings(input.readings, bands.temperature, bands.humidity);
  if (!stats) return null;
  const excursions = findExcursions(input.readings, bands.temperature);
  const worst = worstExcursion(excursions);
  const humiditySpells = findHumiditySpells(input.readings, bands.humidity);
  const worstRh = worstHumiditySpell(humiditySpells);
  const fromReadings = readingFactors(stats, bands, input.system, config, worst, worstRh);
  const fromChecklist = checklistFactors(input, config);
  const scored = [...fromReadings.scored, ...fromChecklist.scored];
  const assessedWeight = scored.reduce((sum, s) => sum + FACTOR_WEIGHTS[s.factor], 0);
  const lost = scored.reduce((sum, s) => sum + s.share * FACTOR_WEIGHTS[s.factor], 0);
  const raw = Math.round(100 * (1 - lost / assessedWeight));
  const maxScore = worst ? EXCURSION_CAPS[worst.grade] : null;
  const score = maxScore === null ? raw : Math.min(raw, maxScore);
  const cap =
    worst && maxScore !== null && raw > maxScore
      ? { rating: rating(maxScore), maxScore, reason: `a ${worst.grade} warm spell (${spellText(worst, bands.temperature.high, input.system)}) limits it to ${RATING_LABELS[rating(maxScore)].toLowerCase()}` }
      : null;

  const findings: Finding[] = scored
    .filter((s) => s.share > 0)
    .map((s) => {
      const own = severity(s.share);
      const spell = s.factor === 'timeOutOfRange' && worst ? GRADE_SEVERITY[worst.grade] : s.factor === 'humidityOutOfRange' && worstRh ? GRADE_SEVERITY[worstRh.grade] : own;
      return { factor: s.factor, title: FACTOR_TITLES[s.factor], evidence: s.evidence, why: WHY[s.factor], points: Math.round(s.share * FACTOR_WEIGHTS[s.factor] * 10) / 10, severity: SEVERITY_RANK[spell] > SEVERITY_RANK[own] ? spell : own };
    })
    .sort((a, b) => b.points - a.points || ORDER.indexOf(a.factor) - ORDER.indexOf(b.factor));
  const fixes = fixesFor(findings, input, stats, config);
  const priced = fixes.filter((fix) => fix.cost);
  const pricedTotal = priced.length > 0 ? { low: priced.reduce((s, f) => s + (f.cost?.low ?? 0), 0), high: priced.reduce((s, f) => s + (f.cost?.high ?? 0), 0) } : null;
  const notAssessed = [...fromReadings.missing, ...fromChecklist.missing];
  const top = findings[0];
  const detail =
    `from ${formatNumber(stats.count)} ${stats.count === 1 ? 'reading' : 'readings'} and ${fromChecklist.scored.length} checklist ${fromChecklist.scored.length === 1 ? 'item' : 'items'}; ` +
    (top ? `the biggest risk is ${top.title.toLowerCase()}` : 'no risk to the wine was found') +
    (cap ? `; ${cap.reason}.` : '.');
  const summary = `Condition ${score}/100 (${RATING_LABELS[rating(score)].toLowerCase()}) ${detail}`;
  return { score, rating: rating(score), assessedWeight, notAssessed, stats, bands, findings, fixes, pricedTotal, excursions, humiditySpells, cap, summary, detail };
}
