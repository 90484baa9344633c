/**
 * Sentiment analysis for /sentiment-analysis (src/features/ai-tools/sentiment):
 * the run over every message and note, its trends and topics, and the flagged
 * leads. A second public entry, so the model and its code stay out of the
 * admin feature's other users.
 */
export { TOPIC_LABELS, TOPICS, URGENT_LEMMAS, URGENT_PHRASES, type Topic } from '@domain/sentiment/lexicon.ts';
export { NEGATIVE_BELOW, POSITIVE_FROM, UNHAPPY_SENTENCE_BELOW, type Mood } from '@domain/sentiment/analyze.ts';
export { topicCounts, trend, type Period, type PeriodStats } from '@domain/sentiment/trends.ts';
export type { AnalysedText, FlaggedLead } from './api/lead-sentiment.ts';
export { useAnalyseAll, useFlaggedLeads } from './api/moods.ts';
export { MoodBadge } from './components/lead-badges.tsx';
