/**
 * The offline expert's quality and speed, in process (no backend):
 *   - its own 81-question evaluation set, graded by its own grader
 *     (supabase/functions/_domain/expert/eval) as before;
 *   - the same 81 questions, the development set and, when it is in the
 *     repository, the held-out set, each graded by the blind rubric
 *     (supabase/functions/_shared/testing/blind-rubric.ts), the one grader written for questions
 *     nobody wrote for the site;
 *   - the time of a fresh (uncached) answer over the development set.
 * Part of `npm run bench`; standalone: `npx tsx scripts/bench/expert-quality.ts [--verbose]`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createKnowledgeSearch } from '../../supabase/functions/_domain/knowledge/search.ts';
import { createOfflineExpert } from '../../supabase/functions/_domain/expert/offline-expert.ts';
import { EVAL_CASES } from '../../supabase/functions/_domain/expert/eval/questions.ts';
import { formatReport, runEval } from '../../supabase/functions/_domain/expert/eval/grade.ts';
import { blindSets } from '../expert-eval/cli.ts';
import { converse, formatSetReport, runSet } from '../expert-eval/run.ts';
import { percentile } from './chat-load.ts';

export const EXPERT_TARGETS = { share: 0.9, p99Ms: 50 } as const;

export interface SetScore {
  name: string;
  questions: number;
  points: number;
  max: number;
  share: number;
}

export interface ExpertQualityResult {
  /** The expert's own set under its own grader (the figure docs/assistant.md has tracked since it was written). */
  points: number;
  max: number;
  share: number;
  questions: number;
  /** Each set under the blind rubric: the 81 questions, the development set, the held-out set when present. */
  blind: SetScore[];
  /** Fresh answers over the development set's conversations, in ms. */
  p50: number;
  p99: number;
  mean: number;
  max_ms: number;
}

export function measureExpertQuality(options: { rounds?: number; verbose?: boolean } = {}): ExpertQualityResult {
  const rounds = options.rounds ?? 10;
  const index = readFileSync(join(process.cwd(), 'supabase/functions/_shared/knowledge/generated/knowledge-index.json'), 'utf8');
  const knowledge = createKnowledgeSearch(index);
  const report = runEval(createOfflineExpert(knowledge), EVAL_CASES);

  console.log('\noffline expert quality (in process):');
  console.log(options.verbose ? formatReport(report, EVAL_CASES) : `  own set, own grader: ${report.points}/${report.max} points on ${EVAL_CASES.length} questions`);
  console.log(
    `  expert quality ${(report.share * 100).toFixed(1)}% ≥ ${EXPERT_TARGETS.share * 100}%: ${report.share >= EXPERT_TARGETS.share ? 'ok' : 'MISS'}; ` +
      `the same closing paragraph on ${report.commonClosing.count} of ${EVAL_CASES.length} replies`,
  );
  const blind: SetScore[] = [];
  for (const set of blindSets('all')) {
    const result = runSet(createOfflineExpert(knowledge), set.cases, set.name);
    blind.push({ name: set.name, questions: set.cases.length, points: result.points, max: result.max, share: result.share });
    console.log(`  blind rubric, ${formatSetReport(result, set.cases, options.verbose)}`);
  }

  const uncached = createOfflineExpert(knowledge, { cacheSize: 0 });
  const dev = blindSets('dev')[0]?.cases ?? [];
  const conversations = dev.map((testCase) => testCase.turns);
  for (const turns of conversations) converse(uncached, turns);
  const times: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const turns of conversations) {
      const started = performance.now();
      converse(uncached, turns);
      times.push((performance.now() - started) / turns.length);
    }
  }
  times.sort((a, b) => a - b);
  const result: ExpertQualityResult = {
    points: report.points,
    max: report.max,
    share: report.share,
    questions: EVAL_CASES.length,
    blind,
    p50: percentile(times, 0.5),
    p99: percentile(times, 0.99),
    mean: times.reduce((sum, time) => sum + time, 0) / times.length,
    max_ms: times[times.length - 1] ?? 0,
  };
  console.log(
    `  fresh answer (development set): p50 ${result.p50.toFixed(2)} ms, p99 ${result.p99.toFixed(2)} ms, mean ${result.mean.toFixed(2)} ms, max ${result.max_ms.toFixed(2)} ms ` +
      `→ p99 ≤ ${EXPERT_TARGETS.p99Ms} ms: ${result.p99 <= EXPERT_TARGETS.p99Ms ? 'ok' : 'MISS'}`,
  );
  return result;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  measureExpertQuality({ verbose: process.argv.includes('--verbose') });
}
