import { describe, expect, it } from 'vitest';
import { periodKey, topicCounts, trend, type DatedAnalysis } from './trends.ts';

const item = (at: string, sentiment: number, topics: DatedAnalysis['topics'] = []): DatedAnalysis => ({
  at,
  sentiment,
  mood: sentiment >= 0.2 ? 'positive' : sentiment <= -0.15 ? 'negative' : 'neutral',
  topics,
});

describe('trends', () => {
  it('keys a week by its Monday (UTC) and a month by year-month', () => {
    expect(periodKey('2026-11-26T15:00:00Z', 'week')).toBe('2026-11-23');
    expect(periodKey('2026-11-23T00:00:00Z', 'week')).toBe('2026-11-23');
    expect(periodKey('2026-11-22T23:59:00Z', 'week')).toBe('2026-11-16');
    expect(periodKey('2026-11-26T15:00:00Z', 'month')).toBe('2026-11');
  });

  it('groups by month with the empty months between, counts moods and averages', () => {
    const stats = trend([item('2026-09-03T10:00:00Z', 0.5), item('2026-09-20T10:00:00Z', -0.3), item('2026-11-02T10:00:00Z', 0)], 'month');
    expect(stats).toEqual([
      { key: '2026-09', count: 2, positive: 1, neutral: 0, negative: 1, average: 0.1 },
      { key: '2026-10', count: 0, positive: 0, neutral: 0, negative: 0, average: 0 },
      { key: '2026-11', count: 1, positive: 0, neutral: 1, negative: 0, average: 0 },
    ]);
    expect(trend([item('2026-12-30T10:00:00Z', 0.4), item('2027-01-02T10:00:00Z', 0.4)], 'month').map((s) => s.key)).toEqual(['2026-12', '2027-01']);
    expect(trend([], 'week')).toEqual([]);
  });

  it('counts topics, most mentioned first, with how many of those were negative', () => {
    expect(topicCounts([item('2026-11-01T00:00:00Z', -0.5, ['delay', 'installation']), item('2026-11-02T00:00:00Z', 0.3, ['installation'])])).toEqual([
      { topic: 'installation', count: 2, negative: 1 },
      { topic: 'delay', count: 1, negative: 1 },
    ]);
  });
});
