import { useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Send } from 'lucide-react';
import { BUDGETS, BUDGET_LABELS, PROJECT_TYPES, PROJECT_TYPE_LABELS, TIMELINES, TIMELINE_LABELS, deriveInquiry } from '@domain/inquiry/rules.ts';
import type { ContactForm, ContactFormInput } from '@domain/inquiry/schema.ts';
import { Field } from '@/components/forms/field.tsx';
import { ContactFields } from '@/components/forms/contact-fields.tsx';
import { FilePicker } from '@/components/forms/file-picker.tsx';
import { firstWithError, focusControl, useFormState, useSending } from '@/components/forms/use-form-state.ts';
import { clearDraft } from '@/lib/drafts.ts';
import { isReceipt, notifyInvalidInquiry, useInquirySubmission, type InquiryFormField } from '@/lib/inquiry-submission.ts';
import { appendTranscript } from '@/lib/voice.ts';
import { VoiceRecorderButton } from '@/components/voice/voice-recorder-button.tsx';
import { CONTACT_DRAFT_KEY, CONTACT_MESSAGES as M } from '../contact-messages.ts';
import { OptionList } from '@/components/forms/option-list.tsx';

/** Every field as typed (budget and timeline are '' until chosen). */
type FormValues = { [K in keyof ContactFormInput]-?: string };
type FieldName = keyof FormValues;

const EMPTY: FormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  projectType: '',
  budget: '',
  timeline: '',
  message: '',
};

const FIELD_ORDER = Object.keys(EMPTY) as FieldName[];

// The schema (zod) loads on the first submit, not with the page.
async function checkContact(values: FormValues) {
  const [{ parseWith }, { contactFormSchema }] = await Promise.all([import('@/components/tool-shell/form-validation.ts'), import('@domain/inquiry/schema.ts')]);
  return parseWith<ContactForm>(contactFormSchema, values);
}

interface ContactDraft {
  idempotencyKey: string;
  values: Record<string, string>;
}

/** A draft from local storage, checked by hand (no zod before the first submit). */
function readDraft(draftKey: string): ContactDraft | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(draftKey) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { idempotencyKey, values } = parsed as Partial<ContactDraft>;
    const validKey = typeof idempotencyKey === 'string' && /^[0-9a-f-]{36}$/i.test(idempotencyKey);
    const validValues = typeof values === 'object' && values !== null && Object.values(values).every((value) => typeof value === 'string');
    if (validKey && validValues) return { idempotencyKey, values };
    clearDraft(draftKey);
  } catch {
    // Corrupt or unavailable storage: no draft.
  }
  return null;
}

/**
 * The form is prerendered and hydrates when the visitor approaches it; a
 * quick visitor may already have typed into the static inputs. Start from
 * what is on screen so hydration never wipes it.
 */
function valuesAlreadyTyped(): FormValues {
  if (typeof document === 'undefined') return EMPTY;
  const form = document.getElementById('contact-form');
  if (!(form instanceof HTMLFormElement)) return EMPTY;
  const typed = { ...EMPTY };
  for (const name of Object.keys(EMPTY) as Array<keyof FormValues>) {
    const element = form.elements.namedItem(name);
    if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) {
      (typed as Record<string, string>)[name] = element.value;
    }
  }
  return typed;
}

interface ContactFormProps {
  /** "Request this contractor": the inquiry names this firm (its profile slug). */
  contractorSlug?: string | undefined;
  /** The form's accessible name. */
  label?: string;
}

export default function ContactForm({ contractorSlug, label = 'Request a free consultation' }: ContactFormProps = {}) {
  // A request to a named firm keeps its own draft, apart from the landing page's.
  const draftKey = contractorSlug ? `${CONTACT_DRAFT_KEY}:${contractorSlug}` : CONTACT_DRAFT_KEY;
  const [files, setFiles] = useState<File[]>([]);
  const [restored, setRestored] = useState(false);
  const [ready, setReady] = useState(false);
  const [initialValues] = useState(valuesAlreadyTyped);
  const { busy: isSubmitting, run } = useSending();
  const formRef = useRef<HTMLFormElement>(null);
  const { values, setValues, errors, setErrors, set, clearError, text } = useFormState<FormValues>(initialValues);

  useEffect(() => setReady(true), []);

  const showError = useCallback(
    (field: InquiryFormField, message: string) => {
      setErrors((current) => ({ ...current, [field]: message }));
      focusControl(formRef.current, field);
    },
    [setErrors],
  );
  const { submit, restore } = useInquirySubmission({ draftKey, setError: showError });

  useEffect(() => {
    const draft = readDraft(draftKey);
    if (!draft) return;
    restore(draft.idempotencyKey);
    setValues({ ...EMPTY, ...draft.values });
    setRestored(true);
  }, [setValues, restore, draftKey]);

  // The name is checked as one (first and last together): editing either clears its error.
  const nameField = (name: 'firstName' | 'lastName') => ({
    ...text(name),
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      set(name, event.target.value);
      clearError('firstName');
    },
  });

  const send = async () => {
    const checked = await checkContact(values);
    if (!checked.ok) {
      const found = checked.errors as Partial<Record<FieldName, string>>;
      setErrors(found);
      const first = firstWithError(FIELD_ORDER, found);
      if (first) focusControl(formRef.current, first);
      notifyInvalidInquiry();
      return;
    }
    const form = checked.values;
    const sent = Object.fromEntries(Object.entries(form).filter(([, value]) => typeof value === 'string')) as Record<string, string>;
    const outcome = await submit({
      payload: contractorSlug ? { source: 'contact-form', form, contractorSlug } : { source: 'contact-form', form },
      files,
      derived: deriveInquiry(form),
      draft: (idempotencyKey) => ({ idempotencyKey, values: sent }),
    });
    if (!isReceipt(outcome)) return;
    setValues(EMPTY);
    setFiles([]);
    setRestored(false);
  };

  const select = 'field-input';

  return (
    <form id="contact-form" method="post" data-ready={ready || undefined} noValidate ref={formRef}
      onSubmit={(event) => {
        event.preventDefault();
        run(send);
      }} className="grid gap-5" aria-label={label}>
      {restored ? (
        <p role="status" className="rounded-md border border-gold-400/40 bg-gold-400/10 px-4 py-3 text-sm text-gold-100">
          We kept the details from your last attempt. Check them and send again; you will not be contacted twice.
        </p>
      ) : null}
      <ContactFields
        idPrefix="contact"
        errors={errors}
        bind={(name) => (name === 'firstName' || name === 'lastName' ? nameField(name) : text(name))}
      />
      <div className="grid gap-5 sm:grid-cols-3">
        <Field id="contact-project-type" label="Project Type" required error={errors.projectType}>
          {(control) => (
            <select {...control} {...text('projectType')} className={select}>
              <OptionList values={PROJECT_TYPES} labels={PROJECT_TYPE_LABELS} empty="Select project type" />
            </select>
          )}
        </Field>
        <Field id="contact-budget" label="Budget" error={errors.budget}>
          {(control) => (
            <select {...control} {...text('budget')} className={select}>
              <OptionList values={BUDGETS} labels={BUDGET_LABELS} empty="Select budget" />
            </select>
          )}
        </Field>
        <Field id="contact-timeline" label="Timeline" error={errors.timeline}>
          {(control) => (
            <select {...control} {...text('timeline')} className={select}>
              <OptionList values={TIMELINES} labels={TIMELINE_LABELS} empty="Select timeline" />
            </select>
          )}
        </Field>
      </div>
      <Field
        id="contact-message"
        label="Project Details"
        required
        error={errors.message}
        hint="Your space, the size of your collection, and anything you want us to know."
      >
        {(control) => <textarea {...control} {...text('message')} rows={5} className="field-input min-h-32 resize-y" />}
      </Field>
      <div className="-mt-2 flex flex-wrap items-center gap-3">
        <VoiceRecorderButton
          disabled={isSubmitting}
          onText={(spoken) => {
            setValues((current) => ({ ...current, message: appendTranscript(current.message, spoken) }));
            clearError('message');
          }}
        />
        <span className="text-sm text-mist-400">Describe your project out loud; we add it to the details.</span>
      </div>
      <FilePicker id="contact-files" files={files} onChange={setFiles} disabled={isSubmitting} />
      <button type="submit" className="btn-gold mt-2 w-full py-3 text-base sm:w-auto sm:justify-self-start sm:px-8" disabled={isSubmitting}>
        <Send className="size-4" aria-hidden="true" />
        {isSubmitting ? M.submitting : M.submit}
      </button>
    </form>
  );
}
