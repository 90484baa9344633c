import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { CheckCircle2, Mail } from 'lucide-react';
import { env } from '@/lib/env.ts';
import { FieldError } from '@/components/forms/field.tsx';
import { checkNewsletterEmail, subscribeToNewsletter } from '../api/subscribe.ts';

/** docs/product-spec.md §4: completion of the provider's embedded form arrives as this message event. */
export const FLODESK_SUBMIT_EVENT = 'flodesk-form-submit';
const FLODESK_SCRIPT = 'https://assets.flodesk.com/universal.js';

type Status = 'idle' | 'sending' | 'done';

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
  const [status, setStatus] = useState<Status>('idle');
  const [error, setError] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = await checkNewsletterEmail(new FormData(event.currentTarget).get('email')?.toString() ?? '');
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setError(null);
    setStatus('sending');
    try {
      await subscribeToNewsletter(checked.email);
      onDone();
    } catch {
      setStatus('idle');
      setError('We could not sign you up just now. Please try again in a moment.');
    }
  };

  return (
    <form method="post" noValidate onSubmit={submit} data-ready={ready || undefined} className="grid gap-3" aria-label="Newsletter signup">
      <label htmlFor={id} className="field-label">
        Email address
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={id}
          name="email"
          type="email"
          autoComplete="email"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="field-input"
          onChange={() => error && setError(null)}
        />
        <button type="submit" className="btn-gold shrink-0" disabled={status === 'sending'}>
          <Mail className="size-4" aria-hidden="true" />
          {status === 'sending' ? 'Subscribing...' : 'Subscribe'}
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
