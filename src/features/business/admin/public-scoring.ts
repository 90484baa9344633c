/**
 * Lead scoring's data for /lead-scoring (src/features/business/lead-scoring):
 * the stored model and scores, the training set, and the score's badge and
 * reasons as the inbox shows them. The engine itself the tool imports from
 * supabase/functions/_domain/scoring. A second public entry, so pages that
 * use the admin feature's pipeline rules do not load the scoring with them.
 */
export type { ActiveModel, TrainingSet } from './api/lead-scores.ts';
export { useActiveModel, useApplyModel, useRescoreAll, useTopLeads, useTrainingSet } from './api/scores.ts';
export { ScoreBadge, ScoreReasons, scoreBand } from './components/lead-score.tsx';
