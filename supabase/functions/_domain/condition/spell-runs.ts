/**
 * Runs of consecutive readings of one kind (warm; dry or damp), each reading
 * standing until the next for at most twice the log's usual interval and a
 * day: a gap in the log is neither in nor out of a spell, and a gap longer
 * than that ends the spell. Warm spells (excursions.ts) and humidity spells
 * (humidity-spells.ts) are both graded from these runs.
 */
import { median } from '../readings/stats.ts';
import type { Reading } from '../readings/reading.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export interface SpellRun<R, K> {
  kind: K;
  from: number;
  /** Where the last reading's time ends. */
  to: number;
  /** Hours in the run, to one decimal. */
  hours: number;
  /** Each reading of the run with the time it stands for, in ms. */
  members: { reading: R; spanMs: number }[];
}

/** The runs of `readings` (any order) whose kind is not null, in time order. */
export function spellRuns<R extends Pick<Reading, 'at'>, K extends string>(input: readonly R[], kindOf: (reading: R) => K | null): SpellRun<R, K>[] {
  const readings = [...input].sort((a, b) => a.at - b.at);
  const gaps = readings.slice(1).map((reading, i) => reading.at - readings[i]!.at).filter((gap) => gap > 0);
  if (gaps.length === 0) return [];
  const usual = median(gaps);
  const cap = Math.min(2 * usual, DAY);
  const runs: SpellRun<R, K>[] = [];
  let open: { kind: K; from: number; to: number; spanMs: number; members: SpellRun<R, K>['members'] } | null = null;
  const close = () => {
    if (!open) return;
    runs.push({ kind: open.kind, from: open.from, to: open.to, hours: Math.round((open.spanMs / HOUR) * 10) / 10, members: open.members });
    open = null;
  };
  readings.forEach((reading, i) => {
    const next = readings[i + 1];
    const step = next ? next.at - reading.at : usual;
    const spanMs = Math.min(step, cap);
    const kind = kindOf(reading);
    if (open && open.kind !== kind) close();
    if (kind === null) return;
    open ??= { kind, from: reading.at, to: reading.at, spanMs: 0, members: [] };
    open.spanMs += spanMs;
    open.to = reading.at + spanMs;
    open.members.push({ reading, spanMs });
    // A gap in the log longer than the cap ends the spell: what happened in it is unknown.
    if (step > cap) close();
  });
  close();
  return runs;
}
