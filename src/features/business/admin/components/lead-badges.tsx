import { LANGUAGE_NAMES } from '@domain/multilingual/languages.ts';
import type { Lead, LeadSentiment } from '../api/types.ts';
import { STATUS_LABELS } from '../lib/pipeline.ts';

export function StatusBadge({ lead }: { lead: Lead }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <span className="rounded-full border border-cellar-600 px-2.5 py-0.5 text-xs text-cream-100">{STATUS_LABELS[lead.status]}</span>
      {lead.is_stale ? <span className="rounded-full bg-red-400/15 px-2.5 py-0.5 text-xs text-red-100">Stale</span> : null}
    </span>
  );
}

export function CalculationSummary({ lead }: { lead: Lead }) {
  const calc = lead.calculation;
  if (!calc?.title && !calc?.summary) return <span className="text-mist-400">None</span>;
  return (
    <span className="block max-w-64 text-xs">
      <span className="block text-cream-100">{calc.title}</span>
      {calc.summary ? <span className="block text-mist-300">{calc.summary}</span> : null}
      {calc.link?.startsWith('/') ? (
        <a href={calc.link} target="_blank" rel="noreferrer" className="text-gold-200 underline underline-offset-2">
          Open calculation<span className="sr-only"> for {lead.name} (new tab)</span>
        </a>
      ) : null}
    </span>
  );
}

/** A lead written in another language than English (/multilingual): whoever answers needs to know before opening it. */
export function LanguageBadge({ lead }: { lead: Lead }) {
  if (!lead.language || lead.language === 'en') return null;
  const name = LANGUAGE_NAMES[lead.language];
  return (
    <span data-testid="lead-language" className="inline-block rounded-full border border-gold-400/50 px-2.5 py-0.5 text-xs text-gold-200">
      {name.english} <span lang={name.tag}>({name.native})</span>
    </span>
  );
}

/** Unhappy or urgent, from the last sentiment analysis (/sentiment-analysis): the leads to answer first. */
export function MoodBadge({ sentiment }: { sentiment: LeadSentiment | null }) {
  if (!sentiment || (!sentiment.unhappy && !sentiment.urgent)) return null;
  return (
    <span className="inline-flex flex-wrap gap-1.5" data-testid="lead-mood">
      {sentiment.urgent ? (
        <span className="rounded-full bg-red-400/15 px-2.5 py-0.5 text-xs font-semibold text-red-100" title={sentiment.cues.length ? `Because of: ${sentiment.cues.join(', ')}` : undefined}>
          Urgent
        </span>
      ) : null}
      {sentiment.unhappy ? <span className="rounded-full border border-red-300/60 px-2.5 py-0.5 text-xs text-red-100">Unhappy</span> : null}
    </span>
  );
}
