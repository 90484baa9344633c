import { forwardRef } from 'react';
import { MessageCircle, Sparkles } from 'lucide-react';
import { useAssistant } from '@/features/chat/index.ts';
import { LANGUAGE_NAMES } from '@domain/multilingual/languages.ts';
import { TOPICS } from '@domain/multilingual/topics.ts';
import type { Answer, Loading } from '../use-multilingual.ts';
import type { ModelAnswerState } from '../use-model-answer.ts';
import { fill, type ExpertStrings } from '../strings/types.ts';

function EnglishAssistant({ strings }: { strings: ExpertStrings }) {
  const { open } = useAssistant();
  return (
    <button type="button" className="btn-outline" onClick={open}>
      <MessageCircle aria-hidden="true" className="h-4 w-4" />
      {strings.answer.englishAssistant}
    </button>
  );
}

function ModelPart({ strings, model, onAsk }: { strings: ExpertStrings; model: ModelAnswerState; onAsk: () => void }) {
  const by = model.parts?.find((part) => part.source === 'model')?.by;
  return (
    <div className="grid gap-3" data-testid="model-part">
      {model.text && by ? (
        <div className="rounded-md border border-gold-400/40 bg-gold-400/5 p-4">
          <p className="text-xs font-semibold tracking-wide text-gold-200 uppercase">{fill(strings.model.from, { model: by })}</p>
          <p className="mt-2 text-cream-100" data-testid="model-answer">
            {model.text}
          </p>
        </div>
      ) : null}
      {model.note ? (
        <p className="text-sm text-mist-300" data-testid="model-note">
          {model.note}
        </p>
      ) : null}
      {!model.text ? (
        <div>
          <button type="button" className="btn-outline" onClick={onAsk} disabled={model.busy} aria-busy={model.busy || undefined}>
            <Sparkles aria-hidden="true" className="h-4 w-4" />
            {model.busy ? strings.model.busy : strings.model.ask}
          </button>
        </div>
      ) : null}
      <p className="text-xs text-mist-400" data-testid="answer-parts">
        {[strings.parts.cards, ...(by && model.text ? [fill(strings.parts.model, { model: by })] : [])].join(' · ')}
      </p>
    </div>
  );
}

function CardAnswer({ answer, strings, model, onModel }: { answer: Extract<Answer, { kind: 'card' }>; strings: ExpertStrings; model: ModelAnswerState; onModel: () => void }) {
  const match = answer.match;
  const topic = match ? TOPICS[match.card.topic] : null;
  return (
    <div className="grid gap-4" lang={LANGUAGE_NAMES[answer.language].tag}>
      {answer.notice ? (
        <p className="text-sm text-gold-100" data-testid="language-notice">
          {answer.notice}
        </p>
      ) : null}
      {match && topic ? (
        <article className="card grid gap-3 p-5" data-testid="card-answer" data-topic={match.card.topic}>
          <p className="text-xs font-semibold tracking-wide text-gold-200 uppercase">{strings.answer.fromCards}</p>
          <h3 className="font-sans text-base font-semibold text-cream-50">{match.card.question}</h3>
          <p className="text-cream-100">{match.card.answer}</p>
          <p className="text-xs text-mist-300">
            {strings.answer.source} 
            <a href={topic.url} lang="en" className="text-gold-200 underline underline-offset-2">
              {topic.source}
            </a>
          </p>
          {'basis' in topic ? (
            <p className="text-xs text-mist-400">
              {strings.answer.basis} 
              <span lang="en">{topic.basis}</span>
            </p>
          ) : null}
        </article>
      ) : (
        <div className="card grid gap-3 p-5" data-testid="no-card">
          <p className="font-semibold text-cream-50">{strings.answer.noMatchTitle}</p>
          <p className="text-sm text-mist-300">{strings.answer.noMatch}</p>
          <div className="flex flex-wrap gap-2">
            <EnglishAssistant strings={strings} />
            <a href="#quote-request" className="btn-outline">
              {strings.answer.quoteLink}
            </a>
          </div>
        </div>
      )}
      <ModelPart strings={strings} model={model} onAsk={onModel} />
    </div>
  );
}

interface Props {
  strings: ExpertStrings;
  loading: Loading | null;
  failed: boolean;
  answer: Answer | null;
  model: ModelAnswerState;
  onModel: () => void;
  onRetry: () => void;
}

/** The answer panel: the bar while a language loads, the card (or why there is none), and the model's part when asked for. */
export const ExpertAnswer = forwardRef<HTMLHeadingElement, Props>(function ExpertAnswer({ strings, loading, failed, answer, model, onModel, onRetry }, heading) {
  return (
    <section aria-labelledby="answer-title" className="grid content-start gap-4">
      <h2 id="answer-title" ref={heading} tabIndex={-1} className="font-sans text-lg font-semibold text-cream-50 focus:outline-none">
        {strings.answer.title}
      </h2>
      <div role="status" aria-live="polite" className="grid gap-2">
        {loading ? (
          <>
            <p className="text-sm text-cream-100">{loading.label}</p>
            <progress className="h-2 w-full accent-gold-400" value={loading.step - 0.5} max={loading.of} aria-label={loading.label} data-testid="language-progress" />
          </>
        ) : null}
      </div>
      {failed ? (
        <div role="alert" className="grid gap-2 text-sm text-red-100">
          <p>{strings.loading.failed}</p>
          <div>
            <button type="button" className="btn-outline" onClick={onRetry}>
              {strings.loading.retry}
            </button>
          </div>
        </div>
      ) : null}
      {!answer && !loading ? <p className="text-mist-300">{strings.answer.empty}</p> : null}
      {answer?.kind === 'english' ? (
        <div className="card grid gap-3 p-5" data-testid="english-question">
          <p className="text-cream-100">{strings.answer.english}</p>
          <div>
            <EnglishAssistant strings={strings} />
          </div>
        </div>
      ) : null}
      {answer?.kind === 'card' ? <CardAnswer answer={answer} strings={strings} model={model} onModel={onModel} /> : null}
    </section>
  );
});
