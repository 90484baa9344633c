/**
 * Account input rules. docs/product-spec.md §5 leaves them open; decisions (docs/decisions.md, Accounts):
 * passwords of at least 8 characters with a letter and a digit (the local
 * backend and the hosted project's minimum length agree), no confirmation
 * field but a show-password toggle, names as the contact helper allows.
 */
import { z } from 'zod';
import { cleanString } from '@domain/text/clean-string.ts';

export const AUTH_TEXT = {
  required: 'Required',
  invalid: 'Invalid input',
  emailInvalid: 'Invalid email address',
  passwordShort: 'Use at least 8 characters',
  passwordWeak: 'Use at least one letter and one number',
  signupFailed: 'Signup failed',
  loginFailed: 'Login failed',
  magicFailed: 'Failed to send magic link',
  created: 'Account created!',
  createdDescription: 'Welcome to WineCellarGPT',
  welcome: 'Welcome back!',
  welcomeDescription: 'Successfully signed in',
  checkEmail: 'Check your email!',
  checkEmailDescription: "We've sent you a magic link to sign in",
} as const;

const email = cleanString(
  z.string().min(1, AUTH_TEXT.required).max(255, AUTH_TEXT.invalid).regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, AUTH_TEXT.emailInvalid),
);

const password = z
  .string()
  .min(1, AUTH_TEXT.required)
  .min(8, AUTH_TEXT.passwordShort)
  .max(72, AUTH_TEXT.invalid)
  .regex(/[A-Za-z\p{L}]/u, AUTH_TEXT.passwordWeak)
  .regex(/\d/, AUTH_TEXT.passwordWeak);

export const signInSchema = z.object({ email, password: z.string().min(1, AUTH_TEXT.required) });
export const signUpSchema = z.object({
  fullName: cleanString(z.string().min(1, AUTH_TEXT.required).max(100, AUTH_TEXT.invalid).regex(/^[\p{L}\s.'-]+$/u, AUTH_TEXT.invalid)),
  email,
  password,
});
export const magicLinkSchema = z.object({ email });

export type SignInInput = z.input<typeof signInSchema>;
export type SignUpInput = z.input<typeof signUpSchema>;
export type MagicLinkInput = z.input<typeof magicLinkSchema>;
