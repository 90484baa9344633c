/** Sentiment over time: analysed texts grouped by calendar month or ISO week (UTC), and topics counted. */
import { TOPICS, type Topic } from './lexicon.ts';
import type { Mood } from './analyze.ts';

export interface DatedAnalysis {
  /** ISO time the text was written (the lead's arrival, the note's). */
  at: string;
  sentiment: number;
  mood: Mood;
  topics: readonly Topic[];
}

export type Period = 'week' | 'month';

export interface PeriodStats {
  /** `2026-11` for a month, the Monday `2026-11-23` for a week. */
  key: string;
  count: number;
  positive: number;
  neutral: number;
  negative: number;
  /** Mean sentiment, −1 to 1. */
  average: number;
}

export function periodKey(at: string, period: Period): string {
  const date = new Date(at);
  if (period === 'month') return date.toISOString().slice(0, 7);
  const monday = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  return monday.toISOString().slice(0, 10);
}

/** Every period from the first to the last, empty ones included, so a quiet month shows as a gap, not as nothing. */
export function trend(items: readonly DatedAnalysis[], period: Period): PeriodStats[] {
  const groups = new Map<string, DatedAnalysis[]>();
  for (const item of items) {
    const key = periodKey(item.at, period);
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  const keys = [...groups.keys()].sort();
  const first = keys[0];
  const last = keys.at(-1);
  if (!first || !last) return [];
  const all: string[] = [];
  for (let key = first; key <= last; key = nextKey(key, period)) all.push(key);
  return all.map((key) => {
    const group = groups.get(key) ?? [];
    const count = group.length;
    return {
      key,
      count,
      positive: group.filter((item) => item.mood === 'positive').length,
      neutral: group.filter((item) => item.mood === 'neutral').length,
      negative: group.filter((item) => item.mood === 'negative').length,
      average: count ? group.reduce((sum, item) => sum + item.sentiment, 0) / count : 0,
    };
  });
}

function nextKey(key: string, period: Period): string {
  if (period === 'month') {
    const [year, month] = key.split('-').map(Number) as [number, number];
    return month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
  }
  const date = new Date(`${key}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 7);
  return date.toISOString().slice(0, 10);
}

/** How many texts mention each topic, most first; topics never mentioned are left out. */
export function topicCounts(items: readonly DatedAnalysis[]): Array<{ topic: Topic; count: number; negative: number }> {
  return TOPICS.map((topic) => {
    const about = items.filter((item) => item.topics.includes(topic));
    return { topic, count: about.length, negative: about.filter((item) => item.mood === 'negative').length };
  })
    .filter((entry) => entry.count > 0)
    .sort((a, b) => b.count - a.count);
}
