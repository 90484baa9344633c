/**
 * Sentiment analysis's data for /sentiment-analysis
 * (src/features/business/sentiment): the run over every message and note,
 * and the flagged leads. The lexicon and the trends the tool imports from
 * supabase/functions/_domain/sentiment. A second public entry, so the model
 * and its code stay out of the admin feature's other users.
 */
export type { AnalysedText, FlaggedLead } from './api/lead-sentiment.ts';
export { useAnalyseAll, useFlaggedLeads } from './api/moods.ts';
export { MoodBadge } from './components/lead-badges.tsx';
