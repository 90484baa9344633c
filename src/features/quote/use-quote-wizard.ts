/**
 * The quote request's steps: which one shows, how far the visitor has come
 * (the progress lets them go back to any step reached), and where focus goes
 * after a move: to the field that needs an answer, or else to the new step's
 * heading, so a screen reader hears where it is.
 */
import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { firstWithError, focusControl, type FormErrors } from '@/components/forms/use-form-state.ts';
import { QUOTE_STEPS, stepOf, type QuoteField } from './quote-form.ts';

export type QuoteErrors = FormErrors<QuoteField>;

export const QUOTE_FIELD_ORDER: readonly QuoteField[] = QUOTE_STEPS.flatMap((step) => step.fields as readonly QuoteField[]);

export function useQuoteWizard(errors: QuoteErrors, setErrors: Dispatch<SetStateAction<QuoteErrors>>) {
  const [step, setStep] = useState(0);
  const [reached, setReached] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const focusAfterMove = useRef<QuoteField | null>(null);

  // After a step change, focus goes to the field that needs an answer, or else to the step's heading.
  useEffect(() => {
    const field = focusAfterMove.current;
    if (field) {
      focusAfterMove.current = null;
      moved.current = false;
      focusControl(formRef.current, field);
      return;
    }
    if (!moved.current) return;
    moved.current = false;
    stepHeading.current?.focus();
  }, [step, errors]);

  const goTo = useCallback((index: number) => {
    moved.current = true;
    setStep(index);
    setReached((current) => Math.max(current, index));
  }, []);

  /** The first field that will get an error takes the focus once it shows (errors found one by one keep the first). */
  const focusLater = useCallback((field: QuoteField) => {
    focusAfterMove.current ??= field;
  }, []);

  /** Shows the errors and takes the visitor to the first field, on its step. */
  const showErrors = (found: QuoteErrors) => {
    setErrors(found);
    const first = firstWithError(QUOTE_FIELD_ORDER, found);
    if (!first) return;
    focusAfterMove.current = first;
    if (stepOf(first) !== step) goTo(stepOf(first));
  };

  /** A kept draft comes back on the step it was sent from, with every step open to it (it was complete). */
  const resumeAt = useCallback((index: number) => {
    setStep(index);
    setReached(QUOTE_STEPS.length - 1);
  }, []);

  const current = QUOTE_STEPS[step] ?? QUOTE_STEPS[0];
  const last = step === QUOTE_STEPS.length - 1;
  return { step, reached, current, last, goTo, focusLater, showErrors, resumeAt, formRef, stepHeading };
}
