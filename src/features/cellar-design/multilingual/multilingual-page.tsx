import { useCallback, useRef } from 'react';
import { toolPage } from '@/components/tool-shell/tool-page.tsx';
import { afterHydration } from '@/components/ui/deferred.tsx';
import { LANGUAGE_NAMES, type ExpertLanguage } from '@domain/multilingual/languages.ts';
import { AskForm } from './components/ask-form.tsx';
import { ExpertAnswer } from './components/expert-answer.tsx';
import { LanguagePicker } from './components/language-picker.tsx';
import { useModelAnswer } from './use-model-answer.ts';
import { useMultilingual } from './use-multilingual.ts';

// The request form and the inquiry code it needs are not needed to ask: prerendered, and hydrated once the page is interactive.
const QuoteRequest = afterHydration(
  () => import('./components/quote-request.tsx'),
  <div className="card min-h-96 p-5 sm:p-7" aria-hidden="true" />,
);

function Multilingual() {
  const { state, setDraft, choose, ask } = useMultilingual();
  const { strings, answer } = state;
  const heading = useRef<HTMLHeadingElement>(null);
  const asked = answer?.kind === 'card' ? { language: answer.language, question: answer.question } : null;
  const model = useModelAnswer(asked, strings);
  const onDraftLanguage = useCallback((language: ExpertLanguage) => void choose(language), [choose]);
  const onAsk = async (question?: string) => {
    const ok = await ask(question);
    if (ok) requestAnimationFrame(() => heading.current?.focus());
    return ok;
  };
  // The tool speaks the visitor's language; the page around it (heading, navigation) stays the site's English.
  const lang = strings.language === 'en' ? undefined : LANGUAGE_NAMES[strings.language].tag;
  return (
    <div className="grid gap-10" lang={lang}>
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-10">
        <section aria-labelledby="ask-title" className="card grid gap-5 p-5 sm:p-7">
          <h2 id="ask-title" className="font-sans text-lg font-semibold text-cream-50">
            {strings.ask.title}
          </h2>
          <LanguagePicker strings={strings} choice={state.choice} onChoose={(language) => void choose(language)} />
          <AskForm strings={strings} draft={state.draft} setDraft={setDraft} problem={state.problem} onAsk={onAsk} />
        </section>
        <ExpertAnswer
          ref={heading}
          strings={strings}
          loading={state.loading}
          failed={state.failed}
          answer={answer}
          model={model.state}
          onModel={() => void model.ask()}
          onRetry={() => void onAsk()}
        />
      </div>
      <QuoteRequest strings={strings} onDraftLanguage={onDraftLanguage} />
    </div>
  );
}

export default toolPage('multilingual', Multilingual);
