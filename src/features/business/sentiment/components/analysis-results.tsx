import { useMemo, useState } from 'react';
import { TOPIC_LABELS } from '@domain/sentiment/lexicon.ts';
import { topicCounts, trend, type Period } from '@domain/sentiment/trends.ts';
import type { AnalysedText } from '@/features/business/admin/public-sentiment.ts';
import { TrendChart } from './trend-chart.tsx';

const share = (part: number, whole: number) => (whole ? `${Math.round((100 * part) / whole)}%` : '–');

/** What one run found: totals, the trend by week or month, and the topics. */
export function AnalysisResults({ texts }: { texts: readonly AnalysedText[] }) {
  const [period, setPeriod] = useState<Period>('month');
  const stats = useMemo(() => trend(texts, period), [texts, period]);
  const topics = useMemo(() => topicCounts(texts), [texts]);
  const leads = new Set(texts.map((text) => text.leadId));
  const unhappy = new Set(texts.filter((text) => text.unhappy).map((text) => text.leadId)).size;
  const urgent = new Set(texts.filter((text) => text.urgent).map((text) => text.leadId)).size;
  const negative = texts.filter((text) => text.mood === 'negative').length;
  const positive = texts.filter((text) => text.mood === 'positive').length;
  const widest = Math.max(1, ...topics.map((t) => t.count));

  return (
    <>
      <section aria-labelledby="summary-title" className="card grid gap-4 p-6 sm:p-8">
        <h2 id="summary-title" className="font-sans text-xl font-semibold text-cream-50">
          What the messages and notes say
        </h2>
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4" data-testid="sentiment-summary">
          {[
            ['Texts read', `${texts.length} from ${leads.size} leads`],
            ['Positive / negative', `${share(positive, texts.length)} / ${share(negative, texts.length)}`],
            ['Unhappy leads', String(unhappy)],
            ['Urgent leads', String(urgent)],
          ].map(([term, value]) => (
            <div key={term}>
              <dt className="text-xs uppercase tracking-wide text-mist-300">{term}</dt>
              <dd className="text-lg text-cream-50 tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="trend-title" className="card grid gap-4 p-6 sm:p-8">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="trend-title" className="font-sans text-xl font-semibold text-cream-50">
            Mood over time
          </h2>
          <fieldset className="flex gap-3 text-sm text-cream-100">
            <legend className="sr-only">Group by</legend>
            {(['week', 'month'] as const).map((value) => (
              <label key={value} className="flex items-center gap-1.5">
                <input type="radio" name="trend-period" value={value} checked={period === value} onChange={() => setPeriod(value)} />
                By {value}
              </label>
            ))}
          </fieldset>
        </div>
        <TrendChart stats={stats} label={`Messages and notes by ${period}, positive, neutral and negative`} />
      </section>
      <section aria-labelledby="topics-title" className="card grid gap-4 p-6 sm:p-8">
        <h2 id="topics-title" className="font-sans text-xl font-semibold text-cream-50">
          Topics
        </h2>
        {topics.length === 0 ? <p className="text-mist-300">No text mentions any of the topics.</p> : null}
        <ul className="grid gap-2" data-testid="sentiment-topics">
          {topics.map(({ topic, count, negative: bad }) => (
            <li key={topic} className="grid grid-cols-[9rem_minmax(0,1fr)] items-center gap-3 text-sm sm:grid-cols-[12rem_minmax(0,1fr)]">
              <span className="text-cream-100">{TOPIC_LABELS[topic]}</span>
              <span className="flex items-center gap-2">
                <span className="h-2.5 rounded-full bg-gold-300" style={{ width: `${(70 * count) / widest}%` }} aria-hidden="true" />
                <span className="text-xs text-mist-300 tabular-nums">
                  {count} ({bad} negative)
                </span>
              </span>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
