import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Send } from 'lucide-react';
import { Field } from '@/components/forms/field.tsx';
import { OptionList } from '@/components/forms/option-list.tsx';
import { isReceipt, notifyInvalidInquiry, useInquirySubmission, type InquiryFormField } from '@/lib/inquiry-submission.ts';
import { business } from '@domain/business.ts';
import { MESSAGES, PROJECT_TYPES } from '@domain/inquiry/rules.ts';
import { isExpertLanguage, LANGUAGE_NAMES, type ExpertLanguage } from '@domain/multilingual/languages.ts';
import { enQuote } from '../strings/en-quote.ts';
import { fill, type ExpertStrings, type QuoteStrings } from '../strings/types.ts';

export const QUOTE_DRAFT_KEY = 'winecellargpt:multilingual-quote';

const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'projectType', 'message'] as const;
type FormField = (typeof FIELDS)[number];
type Values = Record<FormField, string>;
const EMPTY: Values = { firstName: '', lastName: '', email: '', phone: '', projectType: '', message: '' };

/** A kept draft, checked by hand (no zod before the first submit). */
function readDraft(): { idempotencyKey: string; values: Values; language: ExpertLanguage | null } | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(QUOTE_DRAFT_KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null || !('idempotencyKey' in parsed) || !('values' in parsed)) return null;
    const { idempotencyKey, values, language } = parsed as { idempotencyKey: unknown; values: unknown; language?: unknown };
    if (typeof idempotencyKey !== 'string' || typeof values !== 'object' || values === null) return null;
    const kept = { ...EMPTY };
    for (const field of FIELDS) {
      const value = (values as Record<string, unknown>)[field];
      if (typeof value === 'string') kept[field] = value;
    }
    return { idempotencyKey, values: kept, language: isExpertLanguage(language) ? language : null };
  } catch {
    return null;
  }
}

/** The server's and the shared schema's messages are SPEC §5's English: shown in the visitor's language by their key. */
function translate(message: string, strings: QuoteStrings): string {
  const key = (Object.keys(MESSAGES) as Array<keyof typeof MESSAGES>).find((name) => MESSAGES[name] === message);
  return key ? strings.errors[key] : message;
}

const inputId = (field: FormField) => `ml-quote-${field}`;

/** The quote request in the visitor's language, sent with it so the inbox marks the lead. */
interface Props {
  strings: ExpertStrings;
  /** A kept draft was written in this language: the page switches back to it. */
  onDraftLanguage: (language: ExpertLanguage) => void;
}

export function QuoteRequest({ strings: screens, onDraftLanguage }: Props) {
  const strings = 'quote' in screens ? (screens.quote as QuoteStrings) : enQuote;
  const language = screens.language;
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<FormField, string>>>({});
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [restored, setRestored] = useState(false);
  const focused = useRef(false);
  const stringsRef = useRef(strings);
  stringsRef.current = strings;

  const showError = useCallback((field: FormField, message: string) => {
    setErrors((previous) => ({ ...previous, [field]: translate(message, stringsRef.current) }));
    if (!focused.current) {
      focused.current = true;
      requestAnimationFrame(() => document.getElementById(inputId(field))?.focus());
    }
  }, []);
  const { submit, restore } = useInquirySubmission({
    draftKey: QUOTE_DRAFT_KEY,
    setError: showError as (field: InquiryFormField, message: string) => void,
    messages: strings.toasts,
  });

  useEffect(() => {
    const draft = readDraft();
    if (!draft) return;
    restore(draft.idempotencyKey);
    setValues(draft.values);
    setRestored(true);
    if (draft.language) onDraftLanguage(draft.language);
  }, [restore, onDraftLanguage]);

  const change = (field: FormField, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    // Editing a field clears its error (SPEC §4); the name's shows under First Name.
    setErrors((previous) => ({ ...previous, [field]: undefined, ...(field === 'lastName' ? { firstName: undefined } : {}) }));
    setSent(false);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    focused.current = false;
    setErrors({});
    setBusy(true);
    try {
      const { contactFormSchema, deriveInquiry } = await import('@domain/inquiry/schema.ts');
      const parsed = contactFormSchema.safeParse({ ...values, budget: '', timeline: '' });
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const field = issue.path[0];
          if (typeof field === 'string' && (FIELDS as readonly string[]).includes(field)) showError(field as FormField, issue.message);
        }
        notifyInvalidInquiry(strings.toasts);
        return;
      }
      const outcome = await submit({
        payload: { source: 'quote', form: parsed.data, ...(language === 'en' ? {} : { language }) },
        files: [],
        derived: deriveInquiry(parsed.data),
        draft: (idempotencyKey) => ({ idempotencyKey, values, language }),
      });
      if (!isReceipt(outcome)) return;
      setValues(EMPTY);
      setRestored(false);
      setSent(true);
    } finally {
      setBusy(false);
    }
  };

  const q = strings;
  const text = (field: Exclude<FormField, 'projectType' | 'message'>, label: string, type: string, autoComplete: string) => (
    <Field id={inputId(field)} label={label} required mark error={errors[field]}>
      {(control) => <input {...control} type={type} autoComplete={autoComplete} value={values[field]} onChange={(event) => change(field, event.target.value)} className="field-input" />}
    </Field>
  );
  return (
    <section id="quote-request" aria-labelledby="quote-request-title" className="card grid gap-5 p-5 sm:p-7" lang={LANGUAGE_NAMES[language].tag}>
      <div className="grid gap-1">
        <h2 id="quote-request-title" className="font-sans text-lg font-semibold text-cream-50">
          {q.title}
        </h2>
        <p className="text-sm text-mist-300">{q.intro}</p>
      </div>
      {restored ? (
        <p role="status" className="rounded-md border border-gold-400/40 bg-gold-400/10 px-4 py-3 text-sm text-gold-100">
          {q.restored}
        </p>
      ) : null}
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-5" aria-labelledby="quote-request-title" data-testid="multilingual-quote">
        <div className="grid gap-5 sm:grid-cols-2">
          {text('firstName', q.firstName, 'text', 'given-name')}
          {text('lastName', q.lastName, 'text', 'family-name')}
          {text('email', q.email, 'email', 'email')}
          {text('phone', q.phone, 'tel', 'tel')}
        </div>
        <Field id={inputId('projectType')} label={q.projectType} required mark error={errors.projectType}>
          {(control) => (
            <select {...control} value={values.projectType} onChange={(event) => change('projectType', event.target.value)} className="field-input">
              <OptionList values={PROJECT_TYPES} labels={q.projectTypes} empty={q.choose} />
            </select>
          )}
        </Field>
        <Field id={inputId('message')} label={q.message} required mark hint={q.messageHint} error={errors.message}>
          {(control) => <textarea {...control} rows={5} value={values.message} onChange={(event) => change('message', event.target.value)} className="field-input" />}
        </Field>
        <div className="flex flex-wrap items-center gap-4">
          <button type="submit" className="btn-gold min-h-12" disabled={busy} aria-busy={busy || undefined}>
            <Send aria-hidden="true" className="h-4 w-4" />
            {busy ? q.toasts.submitting : q.submit}
          </button>
          {sent ? (
            <p role="status" className="text-sm text-gold-100" data-testid="quote-sent">
              {fill(q.sent, { hours: business.offer.responseHours })}
            </p>
          ) : null}
        </div>
      </form>
    </section>
  );
}

// Loaded as a deferred part of the page (afterHydration), which takes a module's default.
export default QuoteRequest;
