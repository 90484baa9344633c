import { useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { Eye, EyeOff, LogIn, Mail, UserPlus, type LucideIcon } from 'lucide-react';
import { Field } from '@/components/forms/field.tsx';
import { useFormState, useSending, type SchemaLike } from '@/components/forms/use-form-state.ts';
import { rememberReturnPath, useAuth } from '@/lib/auth.tsx';
import { notify } from '@/lib/notify.ts';
import {
  AUTH_TEXT,
  magicLinkSchema,
  signInSchema,
  signUpSchema,
  type MagicLinkInput,
  type SignInInput,
  type SignUpInput,
} from './auth-schemas.ts';

interface FormProps {
  onDone: () => void;
}

/** Magic links and confirmations return to the site root (docs/product-spec.md §7). */
const siteRoot = () => `${window.location.origin}/`;

/** A text box bound to one field of an auth form. */
type FieldBinding = { name: string; value: string; onChange: (event: ChangeEvent<HTMLInputElement>) => void };

/**
 * One auth form's state: each field's error clears as soon as the visitor
 * types in it again, a refused form takes the focus to its first field with
 * an error, and `submit` runs once at a time with the checked values.
 */
function useAuthForm<V extends Record<string, string>, T>(initial: V, schema: SchemaLike<T>, order: readonly (keyof V & string)[]) {
  const { errors, text, check } = useFormState<V>(initial);
  const sending = useSending();
  const handleSubmit = (run: (values: T) => Promise<void>) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = check(event.currentTarget, schema, order);
    if (values) sending.run(() => run(values));
  };
  const field = (name: keyof V & string): FieldBinding => {
    const { value, ...binding } = text(name);
    return { ...binding, value: String(value ?? '') };
  };
  return { field, handleSubmit, errors, isSubmitting: sending.busy };
}

function EmailField({ id, field, error }: { id: string; field: FieldBinding; error: string | undefined }) {
  return (
    <Field id={id} label="Email" required error={error}>
      {(control) => <input {...control} {...field} type="email" autoComplete="email" className="field-input" />}
    </Field>
  );
}

function PasswordField(props: { id: string; field: FieldBinding; error: string | undefined; autoComplete: string; hint?: string }) {
  const [show, setShow] = useState(false);
  return (
    <Field id={props.id} label="Password" required error={props.error} hint={props.hint}>
      {(control) => (
        <div className="relative">
          <input {...control} {...props.field} autoComplete={props.autoComplete} type={show ? 'text' : 'password'} className="field-input pr-12" />
          <button
            type="button"
            onClick={() => setShow((value) => !value)}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center text-mist-300 hover:text-cream-50"
            aria-label={show ? 'Hide password' : 'Show password'}
            aria-pressed={show}
          >
            {show ? <EyeOff className="size-4" aria-hidden="true" /> : <Eye className="size-4" aria-hidden="true" />}
          </button>
        </div>
      )}
    </Field>
  );
}

function SubmitButton({ icon: Icon, busy, children }: { icon: LucideIcon; busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="btn-gold w-full" disabled={busy}>
      <Icon className="size-4" aria-hidden="true" />
      {children}
    </button>
  );
}

export function SignInForm({ onDone }: FormProps) {
  const { connect } = useAuth();
  const { field, handleSubmit, errors, isSubmitting } = useAuthForm<SignInInput, SignInInput>({ email: '', password: '' }, signInSchema, ['email', 'password']);
  const submit = handleSubmit(async (values) => {
    const client = await connect();
    const { error } = await client.auth.signInWithPassword({ email: values.email, password: values.password });
    if (error) {
      void notify.error(AUTH_TEXT.loginFailed, error.message);
      return;
    }
    void notify.success(AUTH_TEXT.welcome, AUTH_TEXT.welcomeDescription);
    onDone();
  });
  return (
    <form noValidate onSubmit={submit} className="grid gap-5" aria-label="Sign in with your password">
      <EmailField id="signin-email" field={field('email')} error={errors.email} />
      <PasswordField id="signin-password" field={field('password')} error={errors.password} autoComplete="current-password" />
      <SubmitButton icon={LogIn} busy={isSubmitting}>
        {isSubmitting ? 'Signing in...' : 'Sign In'}
      </SubmitButton>
    </form>
  );
}

export function SignUpForm({ onDone }: FormProps) {
  const { connect } = useAuth();
  const [confirmSent, setConfirmSent] = useState<string | null>(null);
  const { field, handleSubmit, errors, isSubmitting } = useAuthForm<SignUpInput, SignUpInput>({ fullName: '', email: '', password: '' }, signUpSchema, ['fullName', 'email', 'password']);
  const submit = handleSubmit(async (parsed) => {
    const client = await connect();
    const { data, error } = await client.auth.signUp({
      email: parsed.email,
      password: parsed.password,
      options: { data: { full_name: parsed.fullName }, emailRedirectTo: siteRoot() },
    });
    if (error) {
      void notify.error(AUTH_TEXT.signupFailed, error.message);
      return;
    }
    void notify.success(AUTH_TEXT.created, AUTH_TEXT.createdDescription);
    // A project with email confirmations on answers without a session: say what to do next.
    if (data.session) onDone();
    else setConfirmSent(parsed.email);
  });
  if (confirmSent) {
    return (
      <p role="status" className="rounded-lg border border-gold-400/40 bg-gold-400/10 p-4 text-sm text-cream-100">
        We sent a confirmation link to <strong>{confirmSent}</strong>. Open it to finish creating your account.
      </p>
    );
  }
  return (
    <form noValidate onSubmit={submit} className="grid gap-5" aria-label="Create an account">
      <Field id="signup-name" label="Full name" required error={errors.fullName}>
        {(control) => <input {...control} {...field('fullName')} autoComplete="name" className="field-input" />}
      </Field>
      <EmailField id="signup-email" field={field('email')} error={errors.email} />
      <PasswordField
        id="signup-password"
        field={field('password')}
        error={errors.password}
        autoComplete="new-password"
        hint="At least 8 characters, with a letter and a number."
      />
      <SubmitButton icon={UserPlus} busy={isSubmitting}>
        {isSubmitting ? 'Creating account...' : 'Create Account'}
      </SubmitButton>
    </form>
  );
}

export function MagicLinkForm({ returnTo }: { returnTo: string }) {
  const { connect } = useAuth();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { field, handleSubmit, errors, isSubmitting } = useAuthForm<MagicLinkInput, MagicLinkInput>({ email: '' }, magicLinkSchema, ['email']);
  const submit = handleSubmit(async (parsed) => {
    const client = await connect();
    const { error } = await client.auth.signInWithOtp({ email: parsed.email, options: { emailRedirectTo: siteRoot() } });
    if (error) {
      void notify.error(AUTH_TEXT.magicFailed, error.message);
      return;
    }
    if (returnTo !== '/') rememberReturnPath(returnTo);
    setSentTo(parsed.email);
    void notify.success(AUTH_TEXT.checkEmail, AUTH_TEXT.checkEmailDescription);
  });
  return (
    <form noValidate onSubmit={submit} className="grid gap-5" aria-label="Sign in with a magic link">
      <p className="text-sm leading-relaxed text-mist-300">No password needed: we email you a one-time link that signs you in on this device.</p>
      <EmailField id="magic-email" field={field('email')} error={errors.email} />
      <SubmitButton icon={Mail} busy={isSubmitting}>
        {isSubmitting ? 'Sending link...' : 'Send Magic Link'}
      </SubmitButton>
      {sentTo ? (
        <p role="status" className="text-sm text-gold-100">
          Link sent to {sentTo}. It works once and expires within the hour.
        </p>
      ) : null}
    </form>
  );
}
