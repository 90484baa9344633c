import { lazy, Suspense, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, ArrowRight, Clock, Send, ShieldCheck, Star } from 'lucide-react';
import { business } from '@domain/business.ts';
import { BUDGETS, BUDGET_LABELS, PROJECT_TYPES, PROJECT_TYPE_LABELS, TIMELINES, TIMELINE_LABELS } from '@domain/inquiry/rules.ts';
import { Field } from '@/components/forms/field.tsx';
import { ContactFields } from '@/components/forms/contact-fields.tsx';
import { FilePicker } from '@/components/forms/file-picker.tsx';
import { useFormState } from '@/components/forms/use-form-state.ts';
import { QuoteConfirmation } from './components/quote-confirmation.tsx';
import { ConfirmEmailFromLink } from '@/components/mailed/confirm-email-from-link.tsx';
import { ChoiceGroup } from '@/components/forms/choice-group.tsx';
import { StepProgress } from './components/step-progress.tsx';
import { QUOTE_MESSAGES as M } from './quote-messages.ts';
import type { AttachedCalculation } from '@/lib/quote-prefill.ts';
import { EMPTY_QUOTE, NOT_SURE, QUOTE_STEPS, type QuoteFormInput } from './quote-form.ts';
import { useQuoteWizard } from './use-quote-wizard.ts';
import { useQuoteDraft } from './use-quote-draft.ts';
import { useQuotePrefill } from './use-quote-prefill.ts';
import { useQuoteSubmit } from './use-quote-submit.ts';

const SavedCalculationLoader = lazy(() => import('./components/saved-calculation-loader.tsx'));
// The card names the calculation's kind from the tool registry: it loads with the calculation, after the page is interactive.
const CalculationCard = lazy(() => import('./components/calculation-card.tsx').then((module) => ({ default: module.CalculationCard })));

const BUDGET_CHOICES = [...BUDGETS, NOT_SURE] as const;
const BUDGET_CHOICE_LABELS: Record<(typeof BUDGET_CHOICES)[number], string> = { ...BUDGET_LABELS, [NOT_SURE]: 'Not sure yet' };

const PROJECT_DETAILS: Record<(typeof PROJECT_TYPES)[number], string> = {
  residential: 'A cellar in your home: basement, spare room, closet or new build.',
  commercial: 'A restaurant, bar, hotel, club or retail cellar.',
  renovation: 'Rebuild or upgrade a cellar you already have.',
  consultation: 'Advice and a design before you commit to a build.',
};

/**
 * The quote request, put together from its parts: the form's values
 * (`useFormState`), the steps and focus (`useQuoteWizard`), the kept draft
 * (`useQuoteDraft`), what is known beforehand (`useQuotePrefill`) and the
 * checks and send (`useQuoteSubmit`).
 */
function QuoteRequest() {
  const [files, setFiles] = useState<File[]>([]);
  const [calculation, setCalculation] = useState<AttachedCalculation | null>(null);
  const [savedMissing, setSavedMissing] = useState(false);
  const removedSaved = useRef(false);

  const { values, setValues, errors, setErrors, set, text } = useFormState<QuoteFormInput>(EMPTY_QUOTE);
  const choice = <K extends 'projectType' | 'budget' | 'timeline'>(name: K) => ({
    name,
    value: values[name] || undefined,
    onChange: (value: QuoteFormInput[K]) => set(name, value),
    error: errors[name],
  });

  const wizard = useQuoteWizard(errors, setErrors);
  const { step, reached, current: currentStep, last, goTo, formRef, stepHeading } = wizard;
  const { onSubmit, busy: isSubmitting, receipt, restore } = useQuoteSubmit({ values, files, calculation, setErrors, wizard });
  const { user, calculationId, fromLink, needsSignIn } = useQuotePrefill({ set, setValues, setCalculation });

  // After hydration (the server renders an empty form): a failed attempt's draft wins; otherwise the link's prefill.
  const { restored } = useQuoteDraft({
    onDraft: (draft) => {
      restore(draft.idempotencyKey);
      setValues(draft.values);
      setCalculation(draft.calculation);
      wizard.resumeAt(draft.step);
    },
    otherwise: (isCancelled) => fromLink(new URLSearchParams(window.location.search), isCancelled),
  });

  if (receipt) return <QuoteConfirmation reference={receipt.id} email={receipt.email} />;

  const signInForCalculation = needsSignIn && !calculation;

  return (
    <div className="grid gap-6">
      <StepProgress steps={QUOTE_STEPS} current={step} reached={reached} onGo={goTo} />
      {restored ? (
        <p role="status" className="rounded-md border border-gold-400/40 bg-gold-400/10 px-4 py-3 text-sm text-gold-100">
          We kept the details from your last attempt. Check them and send again; you will not be contacted twice.
        </p>
      ) : null}
      {calculation ? (
        <Suspense fallback={null}>
          <CalculationCard
            calculation={calculation}
            onRemove={() => {
              removedSaved.current = true;
              setCalculation(null);
            }}
          />
        </Suspense>
      ) : null}
      {signInForCalculation ? (
        <p role="status" className="rounded-md border border-cellar-600 px-4 py-3 text-sm text-mist-300">
          To attach your saved calculation,{' '}
          <Link to={`/auth?next=${encodeURIComponent(`/quote?calculation=${calculationId}`)}`} className="text-gold-200 underline underline-offset-4">
            sign in
          </Link>{' '}
          first. You can also send the request without it.
        </p>
      ) : null}
      {calculationId && user ? (
        <Suspense fallback={null}>
          <SavedCalculationLoader
            id={calculationId}
            userId={user.id}
            onLoaded={(found) => {
              if (found === null) setSavedMissing(true);
              else if (!removedSaved.current) setCalculation(found);
            }}
          />
        </Suspense>
      ) : null}
      {savedMissing ? (
        <p role="status" className="rounded-md border border-cellar-600 px-4 py-3 text-sm text-mist-300">
          We could not find that saved calculation in your account. You can still send the request, or attach another from My Calculations.
        </p>
      ) : null}

      <form
        ref={formRef}
        noValidate
        aria-labelledby="step-title"
        className="grid gap-6"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(last);
        }}
      >
        <div>
          <h2 id="step-title" ref={stepHeading} tabIndex={-1} className="text-2xl text-cream-50 outline-none">
            {currentStep.title}
          </h2>
          <p className="mt-1 text-sm text-mist-400">
            Fields marked <span aria-hidden="true" className="text-gold-300">*</span>
            <span className="sr-only">with an asterisk</span> are required.
          </p>
        </div>

        {currentStep.id === 'project' ? (
          <>
            <ChoiceGroup
              variant="cards"
              legend="What kind of project is it?"
              options={PROJECT_TYPES}
              labels={PROJECT_TYPE_LABELS}
              details={PROJECT_DETAILS}
              {...choice('projectType')}
              required
            />
            <div className="grid gap-5 sm:grid-cols-2">
              <Field id="quote-capacity" label="Bottles to store (optional)" error={errors.capacityBottles} hint="A rough figure, including room to grow.">
                {(control) => <input {...control} {...text('capacityBottles')} type="text" inputMode="numeric" autoComplete="off" className="field-input" />}
              </Field>
              <Field id="quote-location" label="Where is the cellar?" required mark error={errors.location} hint="City and state, or ZIP code.">
                {(control) => <input {...control} {...text('location')} type="text" autoComplete="address-level2" className="field-input" />}
              </Field>
            </div>
          </>
        ) : null}

        {currentStep.id === 'budget' ? (
          <>
            <ChoiceGroup
              variant="cards"
              legend="What budget do you have in mind?"
              hint={`Our professional cellars run ${business.pricing.label}; smaller projects are welcome.`}
              options={BUDGET_CHOICES}
              labels={BUDGET_CHOICE_LABELS}
              {...choice('budget')}
              columns={3}
              required
            />
            <ChoiceGroup
              variant="cards"
              legend="When would you like work to start?"
              hint={`This is when you would like work to begin. The design comes first; once it is agreed, construction takes ${business.timeline.label}, so the cellar is finished two to three months after building starts.`}
              options={TIMELINES}
              labels={TIMELINE_LABELS}
              {...choice('timeline')}
              columns={3}
              required
            />
          </>
        ) : null}

        {currentStep.id === 'details' ? (
          <>
            <Field
              id="quote-message"
              label="Project details"
              required
              mark
              error={errors.message}
              hint="The space, what surrounds it, your collection, and anything you already know you want."
            >
              {(control) => <textarea {...control} {...text('message')} rows={6} className="field-input min-h-36 resize-y" />}
            </Field>
            <FilePicker id="quote-files" files={files} onChange={setFiles} disabled={isSubmitting} />
          </>
        ) : null}

        {currentStep.id === 'contact' ? (
          <ContactFields idPrefix="quote" errors={errors} bind={text} />
        ) : null}

        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-cellar-700 pt-5">
          <button type="button" className="btn-ghost" onClick={() => goTo(step - 1)} disabled={step === 0 || isSubmitting}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            Back
          </button>
          {last ? (
            <button type="submit" className="btn-gold px-6 text-base" disabled={isSubmitting}>
              <Send className="size-4" aria-hidden="true" />
              {isSubmitting ? M.submitting : M.submit}
            </button>
          ) : (
            <button type="submit" className="btn-gold px-6">
              Next
              <ArrowRight className="size-4" aria-hidden="true" />
            </button>
          )}
        </div>
      </form>
    </div>
  );
}

const INCLUDED = [
  'A design consultation with a cellar designer',
  'A layout and racking plan for your space and collection',
  'A cooling recommendation sized from a heat-load calculation',
  'An itemized budget you can compare line by line',
];

export default function QuotePage() {
  const { offer, stats } = business;
  return (
    <>
      <div className="border-b border-cellar-700 bg-gradient-to-b from-wine-900 to-cellar-900">
        <div className="container-page py-12 sm:py-16">
          <p className="inline-flex items-center gap-2 rounded-full border border-gold-400/50 bg-wine-800/60 px-4 py-1.5 text-sm font-semibold text-gold-100">
            <span className="size-2 rounded-full bg-gold-300" aria-hidden="true" />
            {offer.scarcityBadge}
          </p>
          <h1 className="mt-5 text-4xl text-cream-50 sm:text-5xl">{M.offer}</h1>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-mist-300">
            Four short steps: your project, budget and timing, the details, and how to reach you.{' '}
            <span className="inline-flex items-center gap-1.5 text-cream-100">
              <Clock className="size-4 text-gold-400" aria-hidden="true" />
              {M.response}
            </span>
          </p>
        </div>
      </div>
      <div className="container-page grid items-start gap-10 py-10 sm:py-14 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
        <div>
          {/* Only for a visitor who followed the confirm link in our acknowledgement. */}
          <ConfirmEmailFromLink />
          <div className="card p-5 sm:p-8">
            <QuoteRequest />
          </div>
        </div>
        <aside aria-labelledby="included-title" className="grid gap-6">
          <section className="card p-6">
            <h2 id="included-title" className="font-sans text-lg font-semibold text-cream-50">
              What your free quote includes
            </h2>
            <ul className="mt-4 grid gap-3 text-mist-300">
              {INCLUDED.map((item) => (
                <li key={item} className="flex gap-3">
                  <ShieldCheck className="mt-0.5 size-5 shrink-0 text-gold-400" aria-hidden="true" />
                  {item}
                </li>
              ))}
            </ul>
            <p className="mt-5 text-sm text-mist-400">
              Worth ${offer.quoteValueUsd.toLocaleString('en-US')}, free and without obligation. Warranties on every build:{' '}
              {business.warranties.label.toLowerCase()}.
            </p>
          </section>
          <section aria-label="Why collectors choose us" className="card grid grid-cols-2 gap-4 p-6">
            <p>
              <span className="block font-display text-3xl text-gold-300">{stats.cellarsBuiltLabel}</span>
              <span className="text-sm text-mist-300">cellars built</span>
            </p>
            <p>
              <span className="block font-display text-3xl text-gold-300">{stats.yearsExperienceLabel}</span>
              <span className="text-sm text-mist-300">years of experience</span>
            </p>
            <p className="col-span-2 flex items-center gap-2 text-sm text-mist-300">
              <Star className="size-4 fill-gold-400 text-gold-400" aria-hidden="true" />
              {stats.ratingLabel} from {stats.reviewCount} reviews
            </p>
          </section>
          <p className="text-sm text-mist-400">
            Want numbers first? Try the{' '}
            <Link to="/calculators/cost" className="text-gold-200 underline underline-offset-4">
              cost calculator
            </Link>{' '}
            or the{' '}
            <Link to="/calculators/suitability" className="text-gold-200 underline underline-offset-4">
              cellar quiz
            </Link>
            , then attach the result here.
          </p>
        </aside>
      </div>
    </>
  );
}
