import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { CheckCircle2, Mail } from 'lucide-react';
import { env } from '@/lib/env.ts';
import { FieldError } from '@/components/forms/field.tsx';
import { useFormState, useSending } from '@/components/forms/use-form-state.ts';
import { useTypedBeforeHydration } from '@/components/forms/use-typed-before-hydration.ts';
import { checkNewsletterEmail, subscribeToNewsletter } from '../api/subscribe.ts';

/** docs/product-spec.md §4: completion of the provider's embedded form arrives as this message event. */
export const FLODESK_SUBMIT_EVENT = 'flodesk-form-submit';
const FLODESK_SCRIPT = 'https://assets.flodesk.com/universal.js';

declare global {
  interface Window {
    fd?: (command: 'form', options: { formId: string; containerEl: string }) => void;
  }
}

function ThankYou() {
  return (
    <div role="status" className="flex items-start gap-3 rounded-lg border border-gold-400/40 bg-gold-400/10 p-4">
      <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-gold-300" aria-hidden="true" />
      <p className="text-sm text-cream-100">
        <strong className="block text-cream-50">You’re on the list.</strong>
        Expect one letter a month: cellar design lessons, climate tips for the season ahead, and new guides as we publish them.
      </p>
    </div>
  );
}

function isFlodeskSubmit(event: MessageEvent): boolean {
  const data: unknown = event.data;
  const type = typeof data === 'object' && data !== null && 'type' in data ? (data as { type: unknown }).type : data;
  const trusted = event.origin === window.location.origin || /^https:\/\/([\w-]+\.)*flodesk\.com$/.test(event.origin);
  return trusted && type === FLODESK_SUBMIT_EVENT;
}

/** The provider's embedded form, when a form id is configured. */
function FlodeskEmbed({ formId, onDone }: { formId: string; onDone: () => void }) {
  const containerId = `fd-form-${formId.replace(/[^\w-]/g, '')}`;
  useEffect(() => {
    const onMessage = (event: MessageEvent) => isFlodeskSubmit(event) && onDone();
    window.addEventListener('message', onMessage);
    const mount = () => window.fd?.('form', { formId, containerEl: `#${containerId}` });
    if (window.fd) mount();
    else {
      const script = document.createElement('script');
      script.src = FLODESK_SCRIPT;
      script.async = true;
      script.onload = mount;
      document.head.append(script);
    }
    return () => window.removeEventListener('message', onMessage);
  }, [formId, containerId, onDone]);
  return <div id={containerId} className="min-h-[120px]" />;
}

/** Our own signup, used when no provider form is configured, stored in the site's database. */
function OwnSignup({ onDone }: { onDone: () => void }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [ready, setReady] = useState(false);
  const { busy, run } = useSending();
  const { values, errors, setErrors, set, text } = useFormState({ email: '' });
  useEffect(() => setReady(true), []);
  // The section is prerendered and hydrates late: what was typed before then is the form's value.
  useTypedBeforeHydration(input, (typed) => set('email', typed));
  const error = errors.email;

  const send = async () => {
    // The email rule (zod) loads on the first check, not with the page.
    const checked = await checkNewsletterEmail(values.email);
    if (!checked.ok) {
      setErrors({ email: checked.message });
      return;
    }
    setErrors({});
    try {
      await subscribeToNewsletter(checked.email);
      onDone();
    } catch {
      setErrors({ email: 'We could not sign you up just now. Please try again in a moment.' });
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    run(send);
  };

  return (
    <form method="post" noValidate onSubmit={submit} data-ready={ready || undefined} className="grid gap-3" aria-label="Newsletter signup">
      <label htmlFor={id} className="field-label">
        Email address
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          ref={input}
          id={id}
          {...text('email')}
          type="email"
          autoComplete="email"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="field-input"
        />
        <button type="submit" className="btn-gold shrink-0" disabled={busy}>
          <Mail className="size-4" aria-hidden="true" />
          {busy ? 'Subscribing...' : 'Subscribe'}
        </button>
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </form>
  );
}

export function NewsletterSignup() {
  const [done, setDone] = useState(false);
  const finish = useCallback(() => setDone(true), []);
  if (done) return <ThankYou />;
  return env.newsletterFormId ? <FlodeskEmbed formId={env.newsletterFormId} onDone={finish} /> : <OwnSignup onDone={finish} />;
}
