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
import { median, type Band } from '../readings/stats.ts';
import type { Reading } from '../readings/reading.ts';
import type { ExcursionGrade } from './excursions.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

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

const round1 = (value: number) => Math.round(value * 10) / 10;

/** Dry and damp spells outside the humidity band, in time order. */
export function findHumiditySpells(input: readonly Reading[], band: Band): HumiditySpell[] {
  const readings = input.filter((r): r is Reading & { rh: number } => r.rh !== null).sort((a, b) => a.at - b.at);
  const gaps = readings.slice(1).map((reading, i) => reading.at - readings[i]!.at).filter((gap) => gap > 0);
  if (gaps.length === 0) return [];
  const usual = median(gaps);
  const cap = Math.min(2 * usual, DAY);
  const margin = HUMIDITY_SPELL_THRESHOLDS.farMarginPct;
  const spells: HumiditySpell[] = [];
  let open: { direction: HumiditySpell['direction']; from: number; to: number; span: number; farSpan: number; extremeRh: number } | null = null;
  const close = () => {
    if (!open) return;
    const hours = round1(open.span / HOUR);
    spells.push({ direction: open.direction, from: open.from, to: open.to, hours, extremeRh: open.extremeRh, ...grade(open.direction, hours, open.farSpan / HOUR, open.extremeRh, band) });
    open = null;
  };
  readings.forEach((reading, i) => {
    const next = readings[i + 1];
    const step = next ? next.at - reading.at : usual;
    const span = Math.min(step, cap);
    const direction = reading.rh < band.low ? 'dry' : reading.rh > band.high ? 'damp' : null;
    if (open && open.direction !== direction) close();
    if (direction === null) return;
    open ??= { direction, from: reading.at, to: reading.at, span: 0, farSpan: 0, extremeRh: reading.rh };
    open.span += span;
    open.to = reading.at + span;
    if (direction === 'dry' ? reading.rh < band.low - margin : reading.rh > band.high + margin) open.farSpan += span;
    open.extremeRh = direction === 'dry' ? Math.min(open.extremeRh, reading.rh) : Math.max(open.extremeRh, reading.rh);
    // A gap in the log longer than the cap ends the spell: what happened in it is unknown.
    if (step > cap) close();
  });
  close();
  return spells;
}

const RANK: Record<ExcursionGrade, number> = { minor: 0, significant: 1, severe: 2 };

/** The worst spell: highest grade, then longest. */
export function worstHumiditySpell(spells: readonly HumiditySpell[]): HumiditySpell | null {
  return spells.reduce<HumiditySpell | null>((worst, spell) => (worst === null || RANK[spell.grade] > RANK[worst.grade] || (RANK[spell.grade] === RANK[worst.grade] && spell.hours > worst.hours) ? spell : worst), null);
}
