import { useState, type InputHTMLAttributes } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Eye, EyeOff, LogIn, Mail, UserPlus } from 'lucide-react';
import { Field } from '@/components/forms/field.tsx';
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

/** Magic links and confirmations return to the site root (SPEC §7). */
const siteRoot = () => `${window.location.origin}/`;

function PasswordInput(props: InputHTMLAttributes<HTMLInputElement> & { show: boolean; onToggle: () => void }) {
  const { show, onToggle, ...input } = props;
  return (
    <div className="relative">
      <input {...input} type={show ? 'text' : 'password'} className="field-input pr-12" />
      <button
        type="button"
        onClick={onToggle}
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center text-mist-300 hover:text-cream-50"
        aria-label={show ? 'Hide password' : 'Show password'}
        aria-pressed={show}
      >
        {show ? <EyeOff className="size-4" aria-hidden="true" /> : <Eye className="size-4" aria-hidden="true" />}
      </button>
    </div>
  );
}

export function SignInForm({ onDone }: FormProps) {
  const { connect } = useAuth();
  const [show, setShow] = useState(false);
  const { register, handleSubmit, clearErrors, formState } = useForm<SignInInput>({ resolver: zodResolver(signInSchema), reValidateMode: 'onSubmit' });
  const { errors, isSubmitting } = formState;
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
      <Field id="signin-email" label="Email" required error={errors.email?.message}>
        {(control) => <input {...control} {...register('email', { onChange: () => clearErrors('email') })} type="email" autoComplete="email" className="field-input" />}
      </Field>
      <Field id="signin-password" label="Password" required error={errors.password?.message}>
        {(control) => (
          <PasswordInput {...control} {...register('password', { onChange: () => clearErrors('password') })} autoComplete="current-password" show={show} onToggle={() => setShow((value) => !value)} />
        )}
      </Field>
      <button type="submit" className="btn-gold w-full" disabled={isSubmitting}>
        <LogIn className="size-4" aria-hidden="true" />
        {isSubmitting ? 'Signing in...' : 'Sign In'}
      </button>
    </form>
  );
}

export function SignUpForm({ onDone }: FormProps) {
  const { connect } = useAuth();
  const [show, setShow] = useState(false);
  const [confirmSent, setConfirmSent] = useState<string | null>(null);
  const { register, handleSubmit, clearErrors, formState } = useForm<SignUpInput>({ resolver: zodResolver(signUpSchema), reValidateMode: 'onSubmit' });
  const { errors, isSubmitting } = formState;
  const submit = handleSubmit(async (values) => {
    const parsed = signUpSchema.parse(values);
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
      <Field id="signup-name" label="Full name" required error={errors.fullName?.message}>
        {(control) => <input {...control} {...register('fullName', { onChange: () => clearErrors('fullName') })} autoComplete="name" className="field-input" />}
      </Field>
      <Field id="signup-email" label="Email" required error={errors.email?.message}>
        {(control) => <input {...control} {...register('email', { onChange: () => clearErrors('email') })} type="email" autoComplete="email" className="field-input" />}
      </Field>
      <Field id="signup-password" label="Password" required error={errors.password?.message} hint="At least 8 characters, with a letter and a number.">
        {(control) => (
          <PasswordInput {...control} {...register('password', { onChange: () => clearErrors('password') })} autoComplete="new-password" show={show} onToggle={() => setShow((value) => !value)} />
        )}
      </Field>
      <button type="submit" className="btn-gold w-full" disabled={isSubmitting}>
        <UserPlus className="size-4" aria-hidden="true" />
        {isSubmitting ? 'Creating account...' : 'Create Account'}
      </button>
    </form>
  );
}

export function MagicLinkForm({ returnTo }: { returnTo: string }) {
  const { connect } = useAuth();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { register, handleSubmit, clearErrors, formState } = useForm<MagicLinkInput>({ resolver: zodResolver(magicLinkSchema), reValidateMode: 'onSubmit' });
  const { errors, isSubmitting } = formState;
  const submit = handleSubmit(async (values) => {
    const parsed = magicLinkSchema.parse(values);
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
      <Field id="magic-email" label="Email" required error={errors.email?.message}>
        {(control) => <input {...control} {...register('email', { onChange: () => clearErrors('email') })} type="email" autoComplete="email" className="field-input" />}
      </Field>
      <button type="submit" className="btn-gold w-full" disabled={isSubmitting}>
        <Mail className="size-4" aria-hidden="true" />
        {isSubmitting ? 'Sending link...' : 'Send Magic Link'}
      </button>
      {sentTo ? (
        <p role="status" className="text-sm text-gold-100">
          Link sent to {sentTo}. It works once and expires within the hour.
        </p>
      ) : null}
    </form>
  );
}
