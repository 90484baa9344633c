import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SCENARIOS, scenarioById, type Answer, type Question, type Scenario, type ScenarioId } from '@domain/simulator/scenarios.ts';
import type { SimView } from '@domain/simulator/view.ts';
import { Field, FieldError } from '@/components/forms/field.tsx';
import { runSimulation } from '../api/run-simulation.ts';
import { RunResult } from './run-result.tsx';
import { useMounted } from './use-mounted.ts';

type Typed = Record<string, string>;
type Errors = Record<string, string>;

/** The visitor's answers as typed, checked: a number must be a number in the question's range; every question needs an answer. */
function checkAnswers(scenario: Scenario, typed: Typed): { answers: Record<string, Answer>; errors: Errors } {
  const answers: Record<string, Answer> = {};
  const errors: Errors = {};
  for (const question of scenario.questions) {
    const text = (typed[question.id] ?? '').trim().replace(/,/g, '');
    if (text === '') {
      errors[question.id] = question.kind === 'choice' ? 'Choose an answer' : 'Enter your answer';
      continue;
    }
    if (question.kind === 'choice') {
      answers[question.id] = { kind: 'choice', index: Number(text) };
      continue;
    }
    const value = Number(text);
    if (!Number.isFinite(value)) errors[question.id] = 'Your answer must be a number';
    else if (value < question.min || value > question.max) errors[question.id] = `Answer between ${question.min} and ${question.max} ${question.unit}`;
    else answers[question.id] = { kind: 'number', value };
  }
  return { answers, errors };
}

function QuestionInput({ question, value, error, onChange, disabled }: { question: Question; value: string; error?: string | undefined; onChange: (value: string) => void; disabled: boolean }) {
  const id = `q-${question.id}`;
  // An answer given in the prerendered page before its code arrived is kept, not reset by the first render.
  useLayoutEffect(() => {
    const box = document.getElementById(id);
    const picked = document.querySelector<HTMLInputElement>(`input[name="${id}"]:checked`);
    const given = box instanceof HTMLInputElement ? box.value : (picked?.value ?? '');
    if (given !== value) onChange(given);
    // Once, on the first render in the browser.
  }, []);
  if (question.kind === 'number') {
    return (
      <Field id={id} label={question.prompt} hint={`Your answer, in ${question.unit}`} error={error}>
        {(props) => (
          <input {...props} type="text" inputMode="decimal" autoComplete="off" value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)} className="field-input max-w-40 tabular-nums" />
        )}
      </Field>
    );
  }
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} aria-invalid={Boolean(error)}>
      <legend className="field-label">{question.prompt}</legend>
      <div className="grid gap-2">
        {question.options.map((option, index) => (
          <label key={option} className="flex items-center gap-2 text-sm text-cream-50">
            <input type="radio" name={id} value={String(index)} checked={value === String(index)} disabled={disabled} onChange={() => onChange(String(index))} className="size-4 accent-gold-400" />
            {option}
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}

/** Pick a scenario, answer its questions, and see the score with the run that explains it. */
export function ScenarioTrainer() {
  const [scenarioId, setScenarioId] = useState<ScenarioId>('power-cut');
  const [typed, setTyped] = useState<Typed>({});
  const [errors, setErrors] = useState<Errors>({});
  const [view, setView] = useState<SimView | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const mounted = useMounted();
  const scoreRef = useRef<HTMLHeadingElement>(null);
  const location = useLocation();
  const navigate = useNavigate();
  const scenario = scenarioById(scenarioId) ?? (SCENARIOS[0] as Scenario);

  // A link's scenario replaces the first one once hydrated.
  const search = useRef(location.search);
  useEffect(() => {
    const linked = new URLSearchParams(search.current).get('s');
    if (linked && scenarioById(linked)) setScenarioId(linked as ScenarioId);
  }, []);
  useEffect(() => {
    if (view) scoreRef.current?.focus();
  }, [view]);

  const choose = (id: ScenarioId) => {
    setScenarioId(id);
    setTyped({});
    setErrors({});
    setView(null);
    const params = new URLSearchParams(location.search);
    params.set('s', id);
    void navigate({ search: `?${params.toString()}` }, { replace: true, preventScrollReset: true });
  };

  const submit = async () => {
    const checked = checkAnswers(scenario, typed);
    setErrors(checked.errors);
    const first = scenario.questions.find((question) => checked.errors[question.id]);
    if (first) {
      const target = document.querySelector<HTMLInputElement>(first.kind === 'number' ? `#q-${first.id}` : `input[name="q-${first.id}"]`);
      target?.focus();
      return;
    }
    setBusy(true);
    setFailed(false);
    try {
      setView(await runSimulation({ kind: 'scenario', id: scenario.id, answers: checked.answers }));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  const marked = view?.score?.marked;

  return (
    <section aria-labelledby="scenarios-title" className="card grid gap-6 p-5 sm:p-7" id="scenarios">
      <div className="grid gap-1">
        <h2 id="scenarios-title" className="font-sans text-lg font-semibold text-cream-50">
          Practise on a scenario
        </h2>
        <p className="text-sm text-cream-100">Read what happens, answer before you see it, then check against the simulation.</p>
      </div>
      <fieldset>
        <legend className="field-label">Choose a scenario</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {SCENARIOS.map((item) => (
            <label key={item.id} className="flex cursor-pointer items-start gap-2 rounded-md border border-gold-400/30 px-3 py-2 text-sm text-cream-50 has-[:checked]:border-gold-300 has-[:checked]:bg-cellar-800">
              <input type="radio" name="scenario" value={item.id} checked={item.id === scenario.id} onChange={() => choose(item.id)} className="mt-0.5 size-4 accent-gold-400" />
              {item.title}
            </label>
          ))}
        </div>
      </fieldset>
      <form
        noValidate
        aria-label={`Questions: ${scenario.title}`}
        className="grid gap-5"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <p className="text-cream-100" data-testid="scenario-story">
          {scenario.story}
        </p>
        {scenario.questions.map((question) => (
          <QuestionInput
            key={`${scenario.id}-${question.id}`}
            question={question}
            value={typed[question.id] ?? ''}
            error={errors[question.id]}
            disabled={view !== null}
            onChange={(value) => setTyped((current) => ({ ...current, [question.id]: value }))}
          />
        ))}
        {view === null ? (
          <button type="submit" className="btn-wine justify-self-start" disabled={busy || !mounted}>
            {busy ? 'Simulating...' : 'Check my answers'}
          </button>
        ) : (
          <button
            type="button"
            className="btn-outline justify-self-start"
            onClick={() => {
              setView(null);
              setTyped({});
            }}
          >
            Try again
          </button>
        )}
        {failed ? (
          <p role="alert" className="text-sm text-cream-50">
            The simulation could not run in this browser; your answers are kept. Try again.
          </p>
        ) : null}
      </form>
      {view && view.score && marked ? (
        <div className="grid gap-4" data-testid="scenario-score">
          <h3 ref={scoreRef} tabIndex={-1} className="font-display text-2xl text-cream-50" data-testid="score-line">
            You scored {view.score.correct} of {view.score.total}
          </h3>
          <ol className="grid gap-3">
            {scenario.questions.map((question, index) => {
              const mark = marked[index];
              if (!mark) return null;
              return (
                <li key={question.id} className="grid gap-1 rounded-md border border-gold-400/30 p-3 text-sm text-cream-50" data-testid="marked-answer" data-correct={mark.correct}>
                  <p className="font-semibold">
                    {mark.correct ? 'Right' : 'Not quite'}: {question.prompt}
                  </p>
                  <p>
                    The simulation’s answer: <span data-testid="right-answer">{mark.right}</span>
                  </p>
                  <p className="text-cream-100">{mark.explanation}</p>
                </li>
              );
            })}
          </ol>
          <RunResult view={view} title={scenario.title} />
        </div>
      ) : null}
    </section>
  );
}
