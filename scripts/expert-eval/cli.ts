/**
 * The offline expert on the blind sets, in process:
 *   npx tsx scripts/expert-eval/cli.ts [dev|held-out|old|all] [--verbose] [--answers <id,id|all>]
 * `old` is the expert's own 81-question set (supabase/functions/.../eval)
 * graded by the same blind rubric. Needs the knowledge index (`npm run knowledge`).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createKnowledgeSearch } from '../../supabase/functions/_domain/knowledge/search.ts';
import { createOfflineExpert } from '../../supabase/functions/_domain/expert/offline-expert.ts';
import { EVAL_CASES } from '../../supabase/functions/_domain/expert/eval/questions.ts';
import type { BlindCase } from '../../supabase/functions/_shared/testing/blind-rubric.ts';
import { formatSetReport, loadHeldOut, loadSet, runSet, SET_FILES, type AnsweringExpert, type SetReport } from './run.ts';

/** The expert's own evaluation set in the blind format: each of its checks a group of one, its forbidden checks must_not; its citations are not graded here. */
export function oldSetAsBlind(): BlindCase[] {
  return EVAL_CASES.map((testCase) => ({
    id: testCase.id,
    persona: 'eval',
    turns: [testCase.ask],
    kind: testCase.kind,
    good_answer: '',
    must: testCase.must.map((check) => ({ what: String(check), any_of: [check] })),
    must_not: testCase.mustNot ?? [],
  }));
}

/** The offline expert over a knowledge index (its JSON or text). */
export function offlineExpertFrom(index: Parameters<typeof createKnowledgeSearch>[0]): AnsweringExpert {
  return createOfflineExpert(createKnowledgeSearch(index));
}

/** The offline expert over the generated index (`npm run knowledge`). */
export function offlineExpert(): AnsweringExpert {
  return offlineExpertFrom(readFileSync(join(process.cwd(), 'supabase/functions/_shared/knowledge/generated/knowledge-index.json'), 'utf8'));
}

export interface BlindSets {
  name: string;
  cases: BlindCase[];
}

export function blindSets(which: string): BlindSets[] {
  const sets: BlindSets[] = [];
  if (which === 'old' || which === 'all') sets.push({ name: 'old set (81, blind rubric)', cases: oldSetAsBlind() });
  if (which === 'dev' || which === 'all') sets.push({ name: 'development set', cases: loadSet(SET_FILES.dev, 'dev') });
  if (which === 'held-out' || which === 'all') {
    const heldOut = loadHeldOut();
    if (heldOut) sets.push({ name: 'held-out set', cases: heldOut });
    else if (which === 'held-out') throw new Error(`no held-out set at ${SET_FILES.heldOut}`);
  }
  return sets;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const which = args.find((arg) => !arg.startsWith('--') && !args[args.indexOf(arg) - 1]?.startsWith('--answers')) ?? 'dev';
  const verbose = args.includes('--verbose');
  const answersIndex = args.indexOf('--answers');
  const show = answersIndex >= 0 ? (args[answersIndex + 1] ?? 'all').split(',') : [];
  const expert = offlineExpert();
  for (const set of blindSets(which)) {
    const report: SetReport = runSet(expert, set.cases, set.name);
    console.log(formatSetReport(report, set.cases, verbose));
    set.cases.forEach((testCase, index) => {
      if (!show.includes('all') && !show.includes(testCase.id)) return;
      const grade = report.grades[index];
      console.log(`\n===== ${testCase.id} (${grade?.score}/2) =====`);
      for (const turn of report.conversations[index] ?? []) console.log(`--- ${turn.role}:\n${turn.content}`);
    });
  }
}
