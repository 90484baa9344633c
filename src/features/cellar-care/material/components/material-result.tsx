import { Printer } from 'lucide-react';
import { formatUsd } from '@domain/estimator/format.ts';
import { QUESTIONS } from '@domain/materials/questions.ts';
import { NoteList, ResultsPanel } from '@/components/tool-shell/result-panel.tsx';
import { ResultParts, type ResultPart } from '@/components/tool-shell/result-parts.tsx';
import { ReportSection } from '@/components/tool-shell/report-section.tsx';
import { CopyLinkButton, SECONDARY_ACTION } from '@/components/tool-shell/tool-actions.tsx';
import { describeAnswers, type MaterialIdentifierState } from '../use-material-identifier.ts';
import { CandidateCard } from './candidate-card.tsx';
import { PhotoReadingPart } from './photo-reading-part.tsx';

/** Candidates shown: the rest are under 1% or past the fifth, and said in one line. */
const SHOWN = 5;
const CONFIDENCE = { high: 'High confidence', medium: 'Medium confidence', low: 'Low confidence' } as const;
const ENGINE_PARTS: ResultPart[] = [{ part: 'ranking, verdicts and actions', source: 'engine', by: 'material identifier, from your answers' }];

function ResultActions({ link }: { link: string }) {
  return (
    <div className="no-print flex flex-wrap gap-2.5">
      <CopyLinkButton link={link} />
      <button type="button" className={SECONDARY_ACTION} onClick={() => window.print()}>
        <Printer className="size-4" aria-hidden="true" />
        Print
      </button>
    </div>
  );
}

/** The engine's ranked candidates with their verdicts, the next question worth answering, a replacement's price, and the photo's reading beside them. */
export function MaterialResult({ state }: { state: MaterialIdentifierState }) {
  const { identification: result, cost } = state;
  const top = result.candidates[0];
  const shown = result.candidates.filter((c, i) => i < SHOWN && (i === 0 || c.chance >= 0.01));
  const rest = result.candidates.length - shown.length;
  const identified = result.answered > 0 && top;
  const focusQuestion = (key: keyof typeof QUESTIONS) => document.getElementById(`question-${key}`)?.focus();
  return (
    <ResultsPanel
      label="Most likely material"
      headline={<span data-testid="material-top">{!identified ? 'Not identified yet' : result.close ? `${top.material.name} or ${result.candidates[1]?.material.name}` : top.material.name}</span>}
      subline={<span data-testid="material-confidence">{`${CONFIDENCE[result.confidence]} · ${result.answered} of 7 questions answered`}</span>}
      current
      actions={<ResultActions link={state.link} />}
    >
      <p className="hidden text-sm text-ink-800 print:block">{`Your answers: ${describeAnswers(state.answers) || 'none yet'}${state.cost ? ` Bottles: ${state.cost.bottles}.` : ''}`}</p>
      <p className="text-ink-800" data-testid="material-summary" aria-live="polite">
        {result.summary}
      </p>
      {result.next ? (
        <p className="rounded-md border border-gold-600/40 bg-cream-100 px-3 py-2 text-sm text-ink-800" data-testid="material-next">
          <span className="font-semibold">The most useful next question: </span>
          <button type="button" className="font-semibold text-wine-800 underline underline-offset-2 print:no-underline" onClick={() => focusQuestion(result.next!.question)}>
            {QUESTIONS[result.next.question].label}
          </button>{' '}
          {result.next.reason}
        </p>
      ) : null}
      {result.warnings.length > 0 ? <NoteList title="From what you smelled" items={result.warnings} tone="warning" /> : null}
      <ReportSection id="candidates" title="Candidates, most likely first">
        <ol className="mt-3 grid gap-3" data-testid="material-candidates">
          {shown.map((candidate, index) => (
            <CandidateCard key={candidate.material.id} candidate={candidate} rank={index + 1} />
          ))}
        </ol>
        {rest > 0 ? <p className="mt-2 text-sm text-ink-700">{`${rest} other materials fit your answers less well.`}</p> : null}
      </ReportSection>
      {identified && top.material.verdict !== 'suited' && top.material.traits.where.typical.includes('racking') ? (
        <ReportSection id="replacement" title="If you replace the racking">
          {cost ? (
            <p className="mt-2 text-sm text-ink-800" data-testid="material-replacement">
              <span className="font-semibold">{`${cost.label}: ${formatUsd(cost.low)}–${formatUsd(cost.high)}`}</span>
              {` for the racking alone (no labour or installation). ${cost.basis}`}
            </p>
          ) : (
            <p className="mt-2 text-sm text-ink-700">Enter how many bottles the racking holds to see what a decay-resistant, scent-free replacement costs, from our estimator.</p>
          )}
        </ReportSection>
      ) : null}
      <PhotoReadingPart state={state} />
      <ResultParts parts={ENGINE_PARTS} className="text-xs text-ink-700" />
    </ResultsPanel>
  );
}
