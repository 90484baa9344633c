import { business } from '@domain/business.ts';

export interface Step {
  title: string;
  text: string;
}

/** What happens after the client's answer, step by step; the steps already done are marked. */
export function NextSteps({ id, steps, done }: { id: string; steps: readonly Step[]; done: number }) {
  return (
    <section aria-labelledby={id} className="card p-5 sm:p-7">
      <h2 id={id} className="font-sans text-lg font-semibold text-cream-50">
        What happens next
      </h2>
      <ol className="mt-4 grid gap-4">
        {steps.map((step, index) => (
          <li key={step.title} className="grid grid-cols-[2rem_1fr] gap-3">
            <span
              className={`flex size-8 items-center justify-center rounded-full border text-sm font-semibold ${index < done ? 'border-gold-300 bg-gold-400 text-cellar-900' : 'border-gold-400/50 text-gold-200'}`}
              aria-hidden="true"
            >
              {index + 1}
            </span>
            <div>
              <p className="font-medium text-cream-50">
                {step.title}
                {index < done ? <span className="sr-only"> (done)</span> : null}
              </p>
              <p className="mt-0.5 text-sm leading-relaxed text-mist-300">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

const hours = business.offer.responseHours;

/** From a proposal to a finished cellar, as the client lives it. */
export const PROPOSAL_STEPS: readonly Step[] = [
  { title: 'You accept the proposal', text: 'Online on this page, with your typed name: no account, nothing to print.' },
  { title: `Your contract, within ${hours} hours`, text: 'We email you the contract for this proposal to read and sign online, with the deposit invoice.' },
  { title: 'The deposit reserves your build', text: 'It secures your place in our schedule and orders your cooling and racking.' },
  { title: `Built in ${business.timeline.label}`, text: `Design agreed, then construction; your cellar is handed over holding temperature, with warranties of ${business.warranties.label.toLowerCase()}.` },
];

/** From a contract to a finished cellar. */
export const CONTRACT_STEPS: readonly Step[] = [
  { title: 'You sign the contract', text: 'Online on this page, with your typed name. We keep the signed copy, and you can download yours here.' },
  { title: 'The deposit', text: 'We send the deposit invoice with your start date; the deposit reserves your build and orders cooling and racking.' },
  { title: `Built in ${business.timeline.label}`, text: 'Construction on site, with the payments of your schedule at its milestones.' },
  { title: 'Your cellar, handed over', text: `At the final walkthrough, holding temperature; warranties of ${business.warranties.label.toLowerCase()} start that day.` },
];
