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
import type { Band } from '../readings/stats.ts';
import { spellRuns } from './spell-runs.ts';
import type { Reading } from '../readings/reading.ts';

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


/** Warm spells above the band, in time order. */
export function findExcursions(input: readonly Reading[], band: Band): Excursion[] {
  return spellRuns(input, (reading) => (reading.tempF > band.high ? 'warm' : null)).map(({ from, to, hours, members }) => {
    // The first reading at the peak.
    const peak = members.reduce((top, member) => (member.reading.tempF > top.tempF ? member.reading : top), members[0]!.reading);
    return { direction: 'warm', from, to, hours, peakF: peak.tempF, peakAt: peak.at, ...grade(hours, peak.tempF, band.high) };
  });
}

export const RANK: Record<ExcursionGrade, number> = { minor: 0, significant: 1, severe: 2 };

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
