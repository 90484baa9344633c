/**
 * The offline expert's quality and speed, in process (no backend): the
 * evaluation set of supabase/functions/_domain/expert/eval graded 0–2 per
 * question, and the time of a fresh (uncached) answer over the same set.
 * Part of `npm run bench`; standalone: `npx tsx scripts/bench/expert-quality.ts [--verbose]`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createKnowledgeSearch } from '../../supabase/functions/_domain/knowledge/search.ts';
import { createOfflineExpert } from '../../supabase/functions/_domain/expert/offline-expert.ts';
import { EVAL_CASES } from '../../supabase/functions/_domain/expert/eval/questions.ts';
import { formatReport, runEval } from '../../supabase/functions/_domain/expert/eval/grade.ts';
import { percentile } from './chat-load.ts';

export const EXPERT_TARGETS = { share: 0.9, p99Ms: 50 } as const;

export interface ExpertQualityResult {
  points: number;
  max: number;
  share: number;
  questions: number;
  /** Fresh answers over the set, in ms. */
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

  const uncached = createOfflineExpert(knowledge, { cacheSize: 0 });
  const ask = (content: string) => uncached.answer([{ role: 'user', content }]);
  for (const testCase of EVAL_CASES) ask(testCase.ask);
  const times: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const testCase of EVAL_CASES) {
      const started = performance.now();
      ask(testCase.ask);
      times.push(performance.now() - started);
    }
  }
  times.sort((a, b) => a - b);
  const result: ExpertQualityResult = {
    points: report.points,
    max: report.max,
    share: report.share,
    questions: EVAL_CASES.length,
    p50: percentile(times, 0.5),
    p99: percentile(times, 0.99),
    mean: times.reduce((sum, time) => sum + time, 0) / times.length,
    max_ms: times[times.length - 1] ?? 0,
  };
  console.log('\noffline expert quality (in process):');
  console.log(options.verbose ? formatReport(report, EVAL_CASES) : `  ${report.points}/${report.max} points on ${EVAL_CASES.length} questions`);
  console.log(
    `  expert quality ${(report.share * 100).toFixed(1)}% ≥ ${EXPERT_TARGETS.share * 100}%: ${report.share >= EXPERT_TARGETS.share ? 'ok' : 'MISS'}; ` +
      `the same closing paragraph on ${report.commonClosing.count} of ${EVAL_CASES.length} replies`,
  );
  console.log(
    `  fresh answer: p50 ${result.p50.toFixed(2)} ms, p99 ${result.p99.toFixed(2)} ms, mean ${result.mean.toFixed(2)} ms, max ${result.max_ms.toFixed(2)} ms ` +
      `→ p99 ≤ ${EXPERT_TARGETS.p99Ms} ms: ${result.p99 <= EXPERT_TARGETS.p99Ms ? 'ok' : 'MISS'}`,
  );
  return result;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  measureExpertQuality({ verbose: process.argv.includes('--verbose') });
}
