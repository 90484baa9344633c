/** The confirm link of an acknowledgement mail: works signed out, with the signed token alone (the confirm-email function). */
import type { ConfirmReceipt } from '@domain/confirmation/links.ts';
import { invokeFunction } from '@/lib/functions.ts';

export const confirmEmailByLink = (token: string) => invokeFunction<ConfirmReceipt>('confirm-email', { action: 'confirm', token });

export const CONFIRM_EMAIL_TEXT = {
  heading: 'Confirm your email address',
  body: 'Press the button to confirm that this address is yours. Until then we send nothing to it automatically; afterwards the emails you asked for (follow-ups, service reminders) can reach you, and each one lets you stop them.',
  confirm: 'Yes, this is my address',
  working: 'Confirming…',
  done: (email: string) => `Thank you: ${email} is confirmed. The emails you asked for will reach it.`,
  already: (email: string) => `${email} was already confirmed: there is nothing more to do.`,
  failed: 'The address could not be confirmed just now. Please try the link again in a moment.',
} as const;
