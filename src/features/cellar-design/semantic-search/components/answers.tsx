import { forwardRef } from 'react';
import { Link } from 'react-router';
import { MessageCircle } from 'lucide-react';
import type { SemanticPassage, SemanticResult } from '@domain/semantic-search/engine.ts';
import { useAssistant } from '@/features/chat/index.ts';
import { Highlighted, KIND_LABEL, scrollToHashWhenReady } from '@/features/search/index.ts';
import type { SemanticSearchState } from '../use-semantic-search.ts';
import type { WrittenAnswerState } from '../use-written-answer.ts';
import { WrittenAnswer } from './written-answer.tsx';

function PassageCard({ passage, query, number }: { passage: SemanticPassage; query: string; number: number }) {
  return (
    <li className="card p-5" data-testid="passage">
      <p className="flex flex-wrap items-baseline gap-x-2 text-xs text-mist-300">
        <span aria-hidden="true" className="font-semibold text-cream-100 tabular-nums">
          {number}.
        </span>
        <span className="font-semibold tracking-[0.15em] text-gold-300 uppercase">{KIND_LABEL[passage.kind]}</span>
        {passage.heading ? <span>{passage.title}</span> : null}
      </p>
      <h3 className="mt-1 font-display text-lg leading-snug text-cream-50">
        <Link to={passage.url} onClick={() => scrollToHashWhenReady(passage.url)} className="underline decoration-gold-400/50 underline-offset-4 hover:text-gold-200">
          {passage.heading || passage.title}
        </Link>
      </h3>
      <p className="mt-2 text-sm leading-relaxed text-mist-200">
        <Highlighted text={passage.snippet} query={query} />
      </p>
    </li>
  );
}

function AskAssistant() {
  const { open } = useAssistant();
  return (
    <button type="button" className="btn-outline" onClick={open}>
      <MessageCircle aria-hidden="true" className="h-4 w-4" />
      Ask the assistant
    </button>
  );
}

/** The answer's origin, said plainly: everything here is the engine's. */
function Origin({ size }: { size: number | null }) {
  return (
    <p data-testid="answer-origin" className="text-xs text-mist-300">
      Passages: found in your browser by the site’s own search, ranked{size ? ` out of ${size}` : ''} from our guides, case studies, FAQ and calculators and
      read with our concept and synonym map. No AI model was used for them.
    </p>
  );
}

function NoMatch({ result }: { result: SemanticResult }) {
  const offTopic = result.match === 'off-topic';
  return (
    <div className="card grid gap-3 p-5" data-testid="no-match">
      <p className="font-semibold text-cream-50">
        {offTopic ? `Our guides do not cover “${result.question}”.` : `Nothing on the site answers “${result.question}” closely.`}
      </p>
      <p className="text-sm text-mist-300">
        {offTopic
          ? 'The site is about storing wine and designing, building and running cellars; it does not recommend wines or vintages, sell wine or arrange financing. For your own project, the assistant or the free quote can help.'
          : 'Try other words: name the part of the cellar (cooling unit, racking, door, walls) or the problem you see, or pick a suggested question. The assistant can also take a longer question and run the calculators for you.'}
      </p>
      <div>
        <AskAssistant />
      </div>
    </div>
  );
}

type Props = Pick<SemanticSearchState, 'status' | 'result' | 'size' | 'retry'> & { written: WrittenAnswerState; onWrite: () => void };

/** Loading, the passages, or why there are none. The heading takes the focus after a search the visitor typed. */
export const Answers = forwardRef<HTMLHeadingElement, Props>(function Answers({ status, result, size, retry, written, onWrite }, heading) {
  const count = result?.passages.length ?? 0;
  const summary =
    status === 'loading' && !result
      ? 'Loading the search index…'
      : result
        ? count > 0
          ? `${count} ${count === 1 ? 'passage answers' : 'passages answer'} “${result.question}”.`
          : 'No close match.'
        : '';
  return (
    <section aria-labelledby="answers-title" className="grid gap-4">
      <h2 id="answers-title" ref={heading} tabIndex={-1} className="font-sans text-lg font-semibold text-cream-50 focus:outline-none">
        Answers
      </h2>
      <p role="status" className="min-h-5 text-sm text-mist-200" data-testid="answers-summary">
        {summary}
      </p>
      {status === 'loading' && !result ? <div aria-hidden="true" className="h-1 w-full animate-pulse rounded bg-gold-400/40" /> : null}
      {status === 'error' ? (
        <div role="alert" className="card grid gap-3 p-5">
          <p className="text-cream-50">The search index could not be loaded. Check your connection and try again; your question is kept.</p>
          <div>
            <button type="button" className="btn-outline" onClick={retry}>
              Try again
            </button>
          </div>
        </div>
      ) : null}
      {!result && status !== 'error' && status !== 'loading' ? (
        <p className="card p-5 text-sm text-mist-200" data-testid="empty-state">
          Ask about storing wine, building or running a cellar, its cost or our work. You get the passages that answer it, with the words that matched marked and a link to
          each section.
        </p>
      ) : null}
      {result && result.readAs.length > 0 ? (
        <p className="text-sm text-mist-300" data-testid="read-as">
          Read as:{' '}
          {result.readAs.map((match, index) => (
            <span key={match.means}>
              {index > 0 ? ' · ' : ''}“{match.found}” → {match.label}
            </span>
          ))}
        </p>
      ) : null}
      {result && count > 0 ? (
        <ol className="grid gap-3" aria-label="Passages found">
          {result.passages.map((passage, index) => (
            <PassageCard key={passage.id} passage={passage} query={result.terms.join(' ')} number={index + 1} />
          ))}
        </ol>
      ) : null}
      {result && count === 0 ? <NoMatch result={result} /> : null}
      {result ? <Origin size={size} /> : null}
      {result && count > 0 ? <WrittenAnswer state={written} onAsk={onWrite} /> : null}
    </section>
  );
});
