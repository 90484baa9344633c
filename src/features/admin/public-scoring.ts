/**
 * Lead scoring for /lead-scoring (src/features/ai-tools/lead-scoring): the
 * engine, its stored model and scores, and the score's badge and reasons as
 * the inbox shows them. A second public entry, so pages that use the admin
 * feature's pipeline rules do not load the scoring with them.
 */
export { FEATURES, FEATURE_LABELS, MAX_ATTACHMENTS, MAX_SAVED, DETAILED_CHARS, type Feature } from '@domain/scoring/features.ts';
export { FOLDS, LAMBDA, MIN_CLOSED, MIN_EACH, type Evaluation, type FitReport } from '@domain/scoring/fit.ts';
export { PRIORS, type Weights } from '@domain/scoring/model.ts';
export { fitTrainingSet, type ActiveModel, type TrainingSet } from './api/lead-scores.ts';
export { useActiveModel, useApplyModel, useRescoreAll, useTopLeads, useTrainingSet } from './api/scores.ts';
export { ScoreBadge, ScoreReasons, scoreBand } from './components/lead-score.tsx';
