/** The mailed unsubscribe link: works signed out, with the signed token alone (the email-sequences function). */
import type { UnsubscribeReceipt } from '@domain/sequences/unsubscribe.ts';
import { invokeFunction } from '@/lib/functions.ts';

export const unsubscribeByLink = (token: string) => invokeFunction<UnsubscribeReceipt>('email-sequences', { action: 'unsubscribe', token });
