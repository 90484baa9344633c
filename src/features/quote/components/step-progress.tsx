import { Check } from 'lucide-react';

interface StepProgressProps {
  steps: readonly { id: string; title: string }[];
  current: number;
  /** The furthest step reached: earlier steps can be reopened. */
  reached: number;
  onGo: (index: number) => void;
}

export function StepProgress({ steps, current, reached, onGo }: StepProgressProps) {
  return (
    <nav aria-label="Quote request progress">
      <p className="text-sm text-mist-300" aria-live="polite">
        Step {current + 1} of {steps.length}: <span className="text-cream-50">{steps[current]?.title}</span>
      </p>
      <ol className="mt-3 grid grid-cols-4 gap-2">
        {steps.map((step, index) => {
          const done = index < current;
          const active = index === current;
          const reachable = index <= reached && !active;
          const bar = `h-1.5 rounded-full ${done || active ? 'bg-gold-400' : 'bg-cellar-600'}`;
          const label = (
            <>
              <span className={bar} aria-hidden="true" />
              <span className={`mt-2 hidden items-center gap-1.5 text-xs sm:flex ${active ? 'text-cream-50' : 'text-mist-400'}`}>
                {done ? <Check className="size-3.5 text-gold-300" aria-hidden="true" /> : null}
                {step.title}
              </span>
            </>
          );
          return (
            <li key={step.id} aria-current={active ? 'step' : undefined} className="grid">
              {reachable ? (
                <button type="button" className="grid rounded text-left" onClick={() => onGo(index)}>
                  {label}
                  <span className="sr-only">
                    Back to step {index + 1}: {step.title}
                  </span>
                </button>
              ) : (
                <span className="grid">
                  {label}
                  <span className="sr-only">
                    Step {index + 1}: {step.title}
                    {active ? ' (current)' : ''}
                  </span>
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
