/**
 * Dry and damp spells in a log: runs of readings outside the humidity band,
 * each graded by how long it lasted and how far out it went, as warm spells
 * are (excursions.ts). Humidity harms slowly, so the clocks are longer.
 *
 * The thresholds, and where they come from (the site's wine storage guide,
 * src/content/resources/wine-storage-guide.md; docs/ai-tools.md, "Condition
 * assessment"):
 * - the band, 50–70% RH: the guide's "between 50% and 70%";
 * - far out of the band, 10 points past it (below 40%, above 80%): the
 *   estimator's valuation counts up to 10 points outside 50–70% as "slightly
 *   off" and beyond it as drying corks or growing mould (estimator config,
 *   `valuation.riskPoints.humidity`);
 * - 24 hours: the guide's harm comes from dry air "for months at a time" and
 *   from damp that lets mould grow, neither of which an hour's reading shows;
 *   a day out of the band is the shortest spell we call more than a blip (our
 *   reading of it);
 * - a week: a spell that long is the start of the guide's "months at a time"
 *   (our reading of it).
 * Grades: severe out of the band for a week or more, or far out of it for 24
 * hours or more; significant far out of it, or out of it for 24 hours or
 * more; minor otherwise. Unlike a warm spell, a humidity spell does not cap
 * the score: the guide says the wine itself may be fine, and the time
 * outside the band already scores it; the spell raises that finding's
 * severity to its grade.
 *
 * Only readings with a humidity value count; hours are counted as warm
 * spells count them (each reading stands until the next, for at most twice
 * the usual interval and a day).
 */
import { estimatorConfig } from '../estimator/config.ts';
import type { Band } from '../readings/stats.ts';
import { spellRuns } from './spell-runs.ts';
import type { Reading } from '../readings/reading.ts';
import { RANK, type ExcursionGrade } from './excursions.ts';

const HOUR = 3_600_000;

export const HUMIDITY_SPELL_THRESHOLDS = {
  /** Points past the band that count as far out of it. */
  farMarginPct: estimatorConfig.valuation.riskPoints.humidity.slightlyOffMarginPct.value,
  /** This many hours or more out of the band is significant. */
  significantHours: 24,
  /** This many hours or more out of the band is severe. */
  severeHours: 7 * 24,
} as const;

export interface HumiditySpell {
  direction: 'dry' | 'damp';
  from: number;
  to: number;
  hours: number;
  /** The driest reading of a dry spell, the dampest of a damp one, in % RH. */
  extremeRh: number;
  grade: ExcursionGrade;
  reason: string;
}

function grade(direction: HumiditySpell['direction'], hours: number, farHours: number, extremeRh: number, band: Band): { grade: ExcursionGrade; reason: string } {
  const t = HUMIDITY_SPELL_THRESHOLDS;
  const dry = direction === 'dry';
  const edge = dry ? `below ${band.low}%` : `above ${band.high}%`;
  const far = dry ? `below ${band.low - t.farMarginPct}%` : `past ${band.high + t.farMarginPct}%`;
  const harm = dry ? 'corks dry out' : 'mould grows on labels';
  if (farHours >= t.significantHours) return { grade: 'severe', reason: `${far} for 24 hours or more: ${harm}` };
  if (hours >= t.severeHours) return { grade: 'severe', reason: `${edge} for a week or more` };
  const isFar = dry ? extremeRh < band.low - t.farMarginPct : extremeRh > band.high + t.farMarginPct;
  if (isFar) return { grade: 'significant', reason: `${far}, where ${harm}` };
  if (hours >= t.significantHours) return { grade: 'significant', reason: `${edge} for 24 hours or more` };
  return { grade: 'minor', reason: `under a day, and within ${t.farMarginPct} points of the band` };
}

/** Dry and damp spells outside the humidity band, in time order. */
export function findHumiditySpells(input: readonly Reading[], band: Band): HumiditySpell[] {
  const margin = HUMIDITY_SPELL_THRESHOLDS.farMarginPct;
  const withRh = input.filter((r): r is Reading & { rh: number } => r.rh !== null);
  const kindOf = (reading: { rh: number }) => (reading.rh < band.low ? 'dry' : reading.rh > band.high ? 'damp' : null);
  return spellRuns(withRh, kindOf).map(({ kind: direction, from, to, hours, members }) => {
    const dry = direction === 'dry';
    const far = members.filter(({ reading }) => (dry ? reading.rh < band.low - margin : reading.rh > band.high + margin));
    const farHours = far.reduce((sum, { spanMs }) => sum + spanMs, 0) / HOUR;
    const values = members.map(({ reading }) => reading.rh);
    const extremeRh = dry ? Math.min(...values) : Math.max(...values);
    return { direction, from, to, hours, extremeRh, ...grade(direction, hours, farHours, extremeRh, band) };
  });
}

/** The worst spell: highest grade, then longest. */
export function worstHumiditySpell(spells: readonly HumiditySpell[]): HumiditySpell | null {
  return spells.reduce<HumiditySpell | null>((worst, spell) => (worst === null || RANK[spell.grade] > RANK[worst.grade] || (RANK[spell.grade] === RANK[worst.grade] && spell.hours > worst.hours) ? spell : worst), null);
}
