/**
 * Warm spells in a log: runs of readings above the temperature band, each
 * graded by how long it lasted and how warm it got. An average and a share of
 * hours hide a spell: a week at 55°F with twelve hours at up to 64°F averages
 * under 56°F and is out of range 7% of the time, yet those twelve hours are
 * what pushes wine past the cork.
 *
 * The thresholds, and where they come from (the site's wine storage guide,
 * src/content/resources/wine-storage-guide.md, which cites Vigilant and
 * WineCellarHQ; docs/ai-tools.md, "Condition assessment"):
 * - the band's top, 59°F: "storage between 50°F and 59°F is good practice";
 * - the alert limit, 62°F: the guide's example of where to set a logger's
 *   alert ("above 62°F");
 * - a heat event, 70°F: the guide's "reached the 70s°F or higher", after
 *   which it says to inspect bottles for seepage and drink them sooner;
 * - 4 hours: the guide's outage example calls a four-hour rise "modest"; a
 *   spell longer than that is more than a modest rise (our reading of it);
 * - 24 hours: a day or more past the alert limit is the guide's failed-unit
 *   case.
 * Grades: severe at a heat event, or past the alert limit for 24 hours or
 * more; significant past the alert limit, or above the band for more than 4
 * hours; minor otherwise. Cold spells are not graded: cold slows ageing
 * rather than harming the wine (the same guide), and the average-temperature
 * factor already scores a cold cellar.
 *
 * Hours are counted as readings/stats.ts counts them: each reading stands
 * until the next, for at most twice the log's usual interval (and a day), so
 * a gap in the log is neither in nor out of a spell; a gap longer than that
 * ends the spell.
 */
import { median, type Band } from '../readings/stats.ts';
import type { Reading } from '../readings/reading.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export const EXCURSION_THRESHOLDS = {
  alertF: 62,
  heatEventF: 70,
  /** More than this many hours above the band is significant. */
  significantHours: 4,
  /** This many hours or more past the alert limit is severe. */
  severeHours: 24,
} as const;

export type ExcursionGrade = 'minor' | 'significant' | 'severe';

export interface Excursion {
  direction: 'warm';
  /** First reading above the band, and the time the spell ended (the next reading back in the band, or the log's end). */
  from: number;
  to: number;
  hours: number;
  peakF: number;
  peakAt: number;
  grade: ExcursionGrade;
  /** The threshold that set the grade, in words with its figure. */
  reason: string;
}

function grade(hours: number, peakF: number, bandHighF: number): { grade: ExcursionGrade; reason: string } {
  const t = EXCURSION_THRESHOLDS;
  if (peakF >= t.heatEventF) return { grade: 'severe', reason: `reached ${t.heatEventF}°F, a heat event: check bottles for seepage` };
  if (peakF > t.alertF && hours >= t.severeHours) return { grade: 'severe', reason: `past the ${t.alertF}°F alert limit for ${t.severeHours} hours or more` };
  if (peakF > t.alertF) return { grade: 'significant', reason: `past the ${t.alertF}°F alert limit` };
  if (hours > t.significantHours) return { grade: 'significant', reason: `above ${bandHighF}°F for more than ${t.significantHours} hours` };
  return { grade: 'minor', reason: `short, and under the ${t.alertF}°F alert limit` };
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** Warm spells above the band, in time order. */
export function findExcursions(input: readonly Reading[], band: Band): Excursion[] {
  const readings = [...input].sort((a, b) => a.at - b.at);
  const gaps = readings.slice(1).map((reading, i) => reading.at - readings[i]!.at).filter((gap) => gap > 0);
  if (gaps.length === 0) return [];
  const usual = median(gaps);
  const cap = Math.min(2 * usual, DAY);
  const spells: Excursion[] = [];
  let open: { from: number; to: number; span: number; peakF: number; peakAt: number } | null = null;
  const close = () => {
    if (!open) return;
    const hours = round1(open.span / HOUR);
    spells.push({ direction: 'warm', from: open.from, to: open.to, hours, peakF: open.peakF, peakAt: open.peakAt, ...grade(hours, open.peakF, band.high) });
    open = null;
  };
  readings.forEach((reading, i) => {
    const next = readings[i + 1];
    const step = next ? next.at - reading.at : usual;
    const span = Math.min(step, cap);
    if (reading.tempF > band.high) {
      open ??= { from: reading.at, to: reading.at, span: 0, peakF: reading.tempF, peakAt: reading.at };
      open.span += span;
      open.to = reading.at + span;
      if (reading.tempF > open.peakF) {
        open.peakF = reading.tempF;
        open.peakAt = reading.at;
      }
      // A gap in the log longer than the cap ends the spell: what happened in it is unknown.
      if (step > cap) close();
    } else close();
  });
  close();
  return spells;
}

const RANK: Record<ExcursionGrade, number> = { minor: 0, significant: 1, severe: 2 };

/** The worst spell: highest grade, then longest, then warmest. */
export function worstExcursion(spells: readonly Excursion[]): Excursion | null {
  return spells.reduce<Excursion | null>(
    (worst, spell) =>
      worst === null || RANK[spell.grade] > RANK[worst.grade] || (RANK[spell.grade] === RANK[worst.grade] && (spell.hours > worst.hours || (spell.hours === worst.hours && spell.peakF > worst.peakF)))
        ? spell
        : worst,
    null,
  );
}
