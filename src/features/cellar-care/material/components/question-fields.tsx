import { memo } from 'react';
import { QUESTIONS, QUESTION_KEYS, UNKNOWN_LABEL, type Answers, type QuestionKey } from '@domain/materials/questions.ts';
import type { MaterialIdentifierState } from '../use-material-identifier.ts';

const CHOICE =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-cellar-600 px-3 py-2 text-sm text-cream-50 has-[:checked]:border-gold-300 has-[:checked]:bg-gold-300/10 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-gold-300';

interface QuestionProps {
  question: QuestionKey;
  value: string;
  answer: MaterialIdentifierState['answer'];
}

/** One question as a radio group (arrow keys move between its answers), "I don't know" first and chosen until answered. */
const Question = memo(function Question({ question, value, answer }: QuestionProps) {
  const { label, hint, options } = QUESTIONS[question];
  const name = `material-${question}`;
  const choices: [string, string][] = [['', UNKNOWN_LABEL], ...Object.entries(options)];
  return (
    <fieldset id={`question-${question}`} aria-describedby={`${name}-hint`} tabIndex={-1} className="rounded-lg focus:outline-2 focus:outline-gold-300">
      <legend className="field-label">{label}</legend>
      <p id={`${name}-hint`} className="-mt-1 mb-2 text-sm text-mist-300">
        {hint}
      </p>
      <div className="grid gap-2 sm:grid-cols-2">
        {choices.map(([option, text]) => (
          <label key={option || 'unknown'} className={CHOICE}>
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => answer(question, (option || null) as Answers[typeof question] | null)}
              className="size-4 shrink-0 accent-gold-400"
            />
            {text}
          </label>
        ))}
      </div>
    </fieldset>
  );
});

/** The guided questions, all on one page: every answer re-ranks the materials at once. */
export function QuestionFields({ state }: { state: MaterialIdentifierState }) {
  return (
    <div className="grid gap-6" data-testid="material-questions">
      {QUESTION_KEYS.map((key) => (
        <Question key={key} question={key} value={String(state.answers[key] ?? '')} answer={state.answer} />
      ))}
      <button type="button" className="btn-outline justify-self-start" onClick={state.reset}>
        Clear the answers
      </button>
    </div>
  );
}
