/**
 * Checking and sending the quote request: Next checks the current step's
 * fields only; Send checks every step, takes the visitor to the first field
 * that needs an answer, and sends the lead once (a double click or a retry
 * of a kept draft is the same inquiry), keeping the draft when sending fails.
 */
import { useCallback, useState, type Dispatch, type SetStateAction } from 'react';
import { deriveInquiry } from '@domain/inquiry/rules.ts';
import { useSending } from '@/components/forms/use-form-state.ts';
import type { Parsed } from '@/components/tool-shell/form-draft.ts';
import { isReceipt, notifyInvalidInquiry, useInquirySubmission, type InquiryFormField } from '@/lib/inquiry-submission.ts';
import type { AttachedCalculation } from '@/lib/quote-prefill.ts';
import { QUOTE_DRAFT_KEY } from './quote-messages.ts';
import { QUOTE_STEPS, stepOf, toContactForm, type QuoteField, type QuoteForm, type QuoteFormInput } from './quote-form.ts';
import { quoteDraft } from './use-quote-draft.ts';
import type { QuoteErrors } from './use-quote-wizard.ts';

// The schema (zod) loads on the first check, not with the page.
export async function checkQuote(values: QuoteFormInput): Promise<Parsed<QuoteForm>> {
  const [{ parseWith }, { quoteFormSchema }] = await Promise.all([import('@/components/tool-shell/form-validation.ts'), import('./quote-schema.ts')]);
  return parseWith(quoteFormSchema, values);
}

/** The errors of one step's fields only, so Next never complains about a step not yet shown. */
export function stepErrors(checked: Parsed<QuoteForm>, fields: readonly QuoteField[]): QuoteErrors {
  const found: QuoteErrors = {};
  if (!checked.ok) for (const field of fields) if (checked.errors[field]) found[field] = checked.errors[field];
  return found;
}

interface QuoteSubmitOptions {
  values: QuoteFormInput;
  files: readonly File[];
  calculation: AttachedCalculation | null;
  setErrors: Dispatch<SetStateAction<QuoteErrors>>;
  wizard: {
    step: number;
    goTo: (index: number) => void;
    focusLater: (field: QuoteField) => void;
    showErrors: (found: QuoteErrors) => void;
  };
}

export function useQuoteSubmit({ values, files, calculation, setErrors, wizard }: QuoteSubmitOptions) {
  const { step, goTo, focusLater, showErrors } = wizard;
  const [receipt, setReceipt] = useState<{ id: string; email: string } | null>(null);
  const { busy, run } = useSending();

  const showError = useCallback(
    (field: InquiryFormField, message: string) => {
      setErrors((current) => ({ ...current, [field]: message }));
      focusLater(field);
    },
    [setErrors, focusLater],
  );
  // The confirmation says everything the spec's success toast would, so none is raised over it.
  const { submit, restore } = useInquirySubmission({ draftKey: QUOTE_DRAFT_KEY, setError: showError, successToast: false });

  const next = async () => {
    const current = QUOTE_STEPS[step];
    if (!current) return;
    const found = stepErrors(await checkQuote(values), current.fields);
    if (Object.keys(found).length > 0) showErrors(found);
    else goTo(step + 1);
  };

  const send = async () => {
    const checked = await checkQuote(values);
    if (!checked.ok) {
      showErrors(checked.errors as QuoteErrors);
      notifyInvalidInquiry();
      return;
    }
    const form = checked.values;
    const contact = toContactForm(form);
    const outcome = await submit({
      payload: {
        source: 'quote',
        form: contact,
        location: form.location,
        capacityBottles: form.capacityBottles,
        calculation: calculation
          ? { kind: calculation.kind, title: calculation.title, summary: calculation.summary, inputs: calculation.inputs, link: calculation.link }
          : undefined,
      },
      files,
      derived: deriveInquiry(contact, { location: form.location, capacityBottles: form.capacityBottles, calculationSummary: calculation?.summary }),
      draft: (idempotencyKey) => quoteDraft(idempotencyKey, values, step, calculation),
    });
    if (outcome === null) return;
    if (isReceipt(outcome)) setReceipt({ id: outcome.id, email: form.email });
    else if (stepOf(outcome.firstField) !== step) goTo(stepOf(outcome.firstField));
  };

  /** The form's submit: Next on every step but the last, which sends (one send at a time). */
  const onSubmit = (last: boolean) => {
    if (!last) {
      void next();
      return;
    }
    run(send);
  };

  return { onSubmit, busy, receipt, restore };
}
